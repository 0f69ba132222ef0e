import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error, an uncaught exception or a CSP
 * violation (Chromium reports those as console errors).
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowConsoleErrors: RegExp[];
}>({
  // Each test comes from its own client address, through the proxy the test
  // server trusts (TRUST_PROXY): the provider's per-IP rate limits then apply
  // per test, as they would per visitor, instead of to the whole suite.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const h = hash(`${testInfo.testId}#${testInfo.retry}`);
    const address = `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": address });
  },
  /** Errors a test provokes on purpose, e.g. the browser's note of a 401 answer. */
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (
          message.type() === "error" &&
          !allowConsoleErrors.some((allowed) => allowed.test(text))
        ) {
          errors.push(text);
        }
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

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}
