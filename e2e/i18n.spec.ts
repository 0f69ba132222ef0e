import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

const mainNav = (page: Page) =>
  page.getByRole("navigation", { name: "主导航" });
const englishNav = (page: Page) =>
  page.getByRole("navigation", { name: "Main" });

test.describe("language", () => {
  test("defaults to Chinese when the browser language is unsupported", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "sw-KE" });
    const page = await context.newPage();
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(
      mainNav(page).getByRole("link", { name: "SaaS 解决方案" }),
    ).toBeVisible();
    await context.close();
  });

  test("follows the browser language on the first visit", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "th-TH" });
    const page = await context.newPage();
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "th-TH");
    await expect(
      page
        .getByRole("navigation", { name: "เมนูหลัก" })
        .getByRole("link", { name: "โซลูชัน SaaS" }),
    ).toBeVisible();
    await context.close();
  });

  test("offers the six languages with their names and flags", async ({
    page,
  }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: /语言/ }).click();
    for (const name of [
      "简体中文",
      "English",
      "Tiếng Việt",
      "Bahasa Melayu",
      "ไทย",
      "Português",
    ]) {
      const option = page.getByRole("button", { name, exact: true });
      await expect(option).toBeVisible();
      await expect(option.locator("img")).toHaveCount(1);
    }
  });

  test("switching applies at once, saves the choice and survives a reload", async ({
    page,
  }) => {
    await visit(page, "/services");
    let reloaded = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await page.getByRole("button", { name: /语言/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(
      englishNav(page).getByRole("link", { name: "Services" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(reloaded, "switching must not reload the page").toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe(
      "en-US",
    );

    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(
      englishNav(page).getByRole("link", { name: "Services" }),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("a fresh server render uses the saved language", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: /语言/ }).click();
    await page.getByRole("button", { name: "Tiếng Việt" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "vi-VN");
    // The server alone (no JavaScript) must answer in the chosen language.
    const html = await (await page.request.get("/about")).text();
    expect(html).toContain('<html lang="vi-VN"');
    expect(html).toContain("Về chúng tôi");
  });

  test("restores the saved choice when the cookie was lost", async ({
    page,
    context,
  }) => {
    await visit(page, "/");
    await page.evaluate(() => localStorage.setItem("locale", "pt_PT"));
    await context.clearCookies();
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");
    await expect(
      page
        .getByRole("navigation", { name: "Principal" })
        .getByRole("link", { name: "Soluções SaaS" }),
    ).toBeVisible();
  });

  test("a partial catalogue falls back to English for missing messages", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ja-JP" });
    const page = await context.newPage();
    await visit(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja-JP");
    await expect(
      page.getByRole("link", { name: "SaaS ソリューション" }).first(),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(
      "All rights reserved.",
    );
    await context.close();
  });
});
