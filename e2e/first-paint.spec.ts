import { expect, test, visit } from "./fixtures";

// What app/shell/AppStyles.tsx and app/shell/paint-first.server.ts promise a
// visitor on a slow connection: the page is on screen before any JavaScript.
test.describe("first paint", () => {
  for (const path of ["/", "/products", "/login"]) {
    test(`${path} paints from the HTML alone, then loads its scripts`, async ({
      page,
    }) => {
      await visit(page, path);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const resources = performance.getEntriesByType(
          "resource",
        ) as PerformanceResourceTiming[];
        return {
          firstContentfulPaint: paint?.startTime,
          firstScript: Math.min(
            ...resources
              .filter((r) => r.name.endsWith(".js"))
              .map((r) => r.startTime),
          ),
          stylesheetRequests: resources.filter((r) => r.name.endsWith(".css"))
            .length,
          inlineStyles: document.querySelectorAll("head style[data-href]")
            .length,
        };
      });
      expect(timing.firstContentfulPaint).toBeGreaterThan(0);
      expect(timing.firstScript).toBeGreaterThanOrEqual(
        timing.firstContentfulPaint!,
      );
      expect(timing.stylesheetRequests).toBe(0);
      expect(timing.inlineStyles).toBe(1);
      // And the page still becomes interactive: the language menu opens.
      await page.getByRole("button", { name: /语言/ }).click();
      await expect(
        page.getByRole("button", { name: "English", exact: true }),
      ).toBeVisible();
    });
  }
});
