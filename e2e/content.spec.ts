import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { messagingUrl, publicContentPages, seed } from "./support/seed-content";

// The public pages as the seed dataset fills them (cms/seed), in both
// languages the seed is complete in; the contact flow; the testimonial
// carousel; SEO, caching and accessibility of every content page.

for (const locale of ["zh-CN", "en-US"] as const) {
  const s = seed[locale];

  test.describe(`seed content in ${locale}`, () => {
    test.use({ locale });

    for (const path of publicContentPages) {
      test(`${path} renders its content, title, description and social tags`, async ({
        page,
        baseURL,
      }) => {
        const expected = s.pages[path];
        const response = await visit(page, path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(
          expected.h1,
        );
        for (const text of expected.texts) {
          await expect(
            main.getByText(text, { exact: true }).first(),
            text,
          ).toBeVisible();
        }

        const url = `${baseURL}${path}`;
        await expect(page).toHaveTitle(expected.title);
        const meta = (attr: string, value: string) =>
          page.locator(`meta[${attr}="${value}"]`);
        await expect(meta("name", "description")).toHaveAttribute(
          "content",
          expected.description,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          url,
        );
        await expect(meta("property", "og:title")).toHaveAttribute(
          "content",
          expected.title,
        );
        await expect(meta("property", "og:description")).toHaveAttribute(
          "content",
          expected.description,
        );
        await expect(meta("property", "og:url")).toHaveAttribute(
          "content",
          url,
        );
        await expect(meta("property", "og:type")).toHaveAttribute(
          "content",
          "website",
        );
        await expect(meta("property", "og:locale")).toHaveAttribute(
          "content",
          s.ogLocale,
        );
      });
    }

    test("home shows the plans in whole dollars, add-ons and claims", async ({
      page,
    }) => {
      await visit(page, "/");
      const starter = page.getByTestId("plan-starter");
      await expect(starter.getByRole("heading")).toHaveText(s.plans.starter);
      await expect(starter.getByTestId("plan-price")).toHaveText(
        s.prices.starter,
      );
      const professional = page.getByTestId("plan-professional");
      await expect(professional.getByRole("heading")).toHaveText(
        s.plans.professional,
      );
      await expect(professional.getByTestId("plan-price")).toHaveText(
        s.prices.professional,
      );

      // Enterprise: no price, only a request and a book-demo button.
      const enterprise = page.getByTestId("plan-enterprise");
      await expect(enterprise.getByRole("heading")).toHaveText(
        s.plans.enterprise,
      );
      await expect(enterprise.getByTestId("plan-price")).toHaveCount(0);
      await expect(enterprise).toContainText(s.onRequest);
      await expect(
        enterprise.getByRole("link", { name: s.bookDemo }),
      ).toHaveAttribute("href", messagingUrl);

      const main = page.getByRole("main");
      for (const text of s.addOns) {
        await expect(main.getByText(text, { exact: true }), text).toBeVisible();
      }
      for (const [title, floor] of s.services) {
        await expect(
          main.getByRole("listitem").filter({
            has: page.getByRole("heading", { name: title, exact: true }),
          }),
        ).toContainText(floor);
      }
      const claims = main.getByRole("definition");
      await expect(claims.filter({ hasText: s.claims[0] })).toHaveText(
        s.claims[0]!,
      );
      await expect(main).toContainText(s.claims[1]!);
      await expect(claims.filter({ hasText: s.claims[2] })).toHaveText(
        s.claims[2]!,
      );
      await expect(main).toContainText(s.claims[3]!);
    });

    test("services shows each price floor and the terms", async ({ page }) => {
      await visit(page, "/services");
      const main = page.getByRole("main");
      for (const [title, floor] of s.services) {
        await expect(
          main.getByRole("listitem").filter({
            has: page.getByRole("heading", { name: title, exact: true }),
          }),
          title,
        ).toContainText(floor);
      }
      const stages = main.getByRole("list").filter({
        has: page.getByText(s.paymentSplit[0]![1]),
      });
      await expect(stages.getByRole("listitem")).toHaveText(
        s.paymentSplit.map(
          ([percent, milestone]) => new RegExp(`^${percent}\\s*${milestone}$`),
        ),
      );
      await expect(main.getByText(s.delivery, { exact: true })).toBeVisible();
      await expect(
        main.getByText(s.maintenance, { exact: true }),
      ).toBeVisible();
    });

    test("about shows the claims: 17 years and 3000+ clients", async ({
      page,
    }) => {
      await visit(page, "/about");
      const main = page.getByRole("main");
      for (const claim of s.claims) {
        await expect(main.getByText(claim, { exact: true })).toBeVisible();
      }
    });

    test("case studies shows the first testimonial", async ({ page }) => {
      await visit(page, "/case-studies");
      await expect(
        page.getByTestId("testimonials").getByRole("group"),
      ).toContainText(s.testimonials[0]!);
    });
  });
}

test.describe("free-trial and contact buttons", () => {
  const expectMessaging = async (link: ReturnType<Page["getByRole"]>) => {
    await expect(link).toHaveAttribute("href", messagingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  };
  const s = seed["zh-CN"];

  test("link out to the messaging channel of the site settings", async ({
    page,
  }) => {
    await visit(page, "/");
    const main = page.getByRole("main");
    await expectMessaging(main.getByRole("link", { name: s.freeTrial }));
    for (const tier of ["starter", "professional", "enterprise"]) {
      await expectMessaging(page.getByTestId(`plan-${tier}`).getByRole("link"));
    }
    await expectMessaging(
      page.getByRole("link", { name: s.floatingContact }).last(),
    );

    await visit(page, "/services");
    await expectMessaging(
      page.getByRole("main").getByRole("link", { name: s.talkToUs }),
    );

    await visit(page, "/contact");
    await expectMessaging(
      page.getByRole("main").getByRole("link", { name: "Telegram" }),
    );
  });
});

test.describe("legal pages", () => {
  const s = seed["zh-CN"];

  test("the footer links the terms of service and the privacy policy", async ({
    page,
    baseURL,
  }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: s.footer.terms }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      s.pages["/terms"].h1,
    );
    // Rendered in the browser from the loader's data: same tags as the server's.
    await expect(page).toHaveTitle(s.pages["/terms"].title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/terms`,
    );
    await footer.getByRole("link", { name: s.footer.privacy }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      s.pages["/privacy"].h1,
    );
  });

  test("the sign-up form opens both pages beside the form", async ({
    page,
    context,
  }) => {
    await visit(page, "/register");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: s.footer.terms }),
    ).toHaveAttribute("href", "/terms");
    const opened = context.waitForEvent("page");
    await main.getByRole("link", { name: s.footer.privacy }).click();
    const policy = await opened;
    await policy.waitForLoadState();
    expect(new URL(policy.url()).pathname).toBe("/privacy");
    await expect(
      policy.getByRole("main").getByRole("heading", { name: "您的权利" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("the contact address in the text is a mail link", async ({ page }) => {
    await visit(page, "/terms");
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: "support@picks.example" }),
    ).toHaveAttribute("href", "mailto:support@picks.example");
  });
});
