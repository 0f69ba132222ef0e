import { expect, test, visit } from "./fixtures";

// The catalogue in a second language: UI text from the en-US catalogue,
// products and categories from the seed's English fields, prices with Intl.
test.use({ locale: "en-US" });

test.describe("catalogue in English", () => {
  test("the listing, a category and a product read in English", async ({
    page,
  }) => {
    await visit(page, "/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Picks: ready-made products",
    );
    await expect(page.getByTestId("result-count")).toHaveText("30 products");
    const tabs = page.getByRole("navigation", { name: "Categories" });
    await tabs.getByRole("link", { name: /^Mall/ }).click();
    await expect(page).toHaveURL(/\/products\/category\/mall$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Mall products",
    );

    await page
      .getByTestId("product-card")
      .getByRole("link", { name: "B2B2C multi-merchant mall" })
      .click();
    await expect(page).toHaveURL(/\/products\/category\/mall\/b2b2c-mall$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "B2B2C multi-merchant mall",
    );
    await expect(page.getByText("$2,980").first()).toBeVisible();
    // The description: Portable Text from the CMS, rendered by the server.
    const description = page.getByRole("region", { name: "Description" });
    await expect(
      description.getByRole("heading", { name: "What you get" }),
    ).toBeVisible();
    await expect(description.getByRole("listitem").first()).toHaveText(
      "Multi-merchant",
    );
  });
});
