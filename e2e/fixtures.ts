import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error, an uncaught exception or a CSP
 * violation (Chromium reports those as console errors).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Navigates and waits until React has hydrated the page. */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

export const phone = { width: 375, height: 740 };
