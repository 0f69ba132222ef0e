import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, phone, test, visit } from "./fixtures";
import { publicContentPages } from "./support/seed-content";

// axe-core's full rule set (WCAG A/AA and best practices) on every content
// page, on a desktop and on a 375 px phone. Reduced motion holds the slogan
// and the carousel still, so colour contrast is measured on settled pixels.

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  // Rule id and offending elements: enough to find the problem from the report.
  return results.violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
}

test.describe("accessibility on a desktop", () => {
  for (const path of publicContentPages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe("accessibility in English on a desktop", () => {
  // Longer words and other wrapping than the Chinese default.
  test.use({ locale: "en-US" });

  for (const path of publicContentPages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe("accessibility of the contact form's errors", () => {
  // Chromium logs the action's 400 answer; that one is expected.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("/contact with field errors has no axe violations", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/contact");
    await page
      .getByRole("main")
      .getByRole("button", { name: "发送消息" })
      .click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("accessibility on a 375 px phone", () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  for (const path of publicContentPages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await visit(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }
});
