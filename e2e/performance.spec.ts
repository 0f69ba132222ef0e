import { expect, test, visit } from "./fixtures";

// What app/shell/paint-first.server.ts promises a visitor on a slow
// connection: the page is on screen, styled, before any JavaScript loads.
test.describe("first paint", () => {
  for (const path of ["/", "/products", "/login"]) {
    test(`${path} paints from its HTML and stylesheet, then loads its scripts`, async ({
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
          stylesheet: Math.min(
            ...resources
              .filter((r) => r.name.endsWith(".css"))
              .map((r) => r.responseEnd),
          ),
        };
      });
      expect(timing.firstContentfulPaint).toBeGreaterThan(0);
      expect(timing.firstScript).toBeGreaterThanOrEqual(
        timing.firstContentfulPaint!,
      );
      expect(timing.stylesheet).toBeLessThanOrEqual(
        timing.firstContentfulPaint!,
      );
      // And the page still becomes interactive: the language menu opens.
      await page.getByRole("button", { name: /语言/ }).click();
      await expect(
        page.getByRole("button", { name: "English", exact: true }),
      ).toBeVisible();
    });
  }
});

test("hashed assets are cached for a year; pages and the worker are revalidated", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/") && r.url().endsWith(".js"))
      scripts.push(new URL(r.url()).pathname);
  });
  await visit(page, "/");
  expect(scripts.length).toBeGreaterThan(0);
  for (const path of scripts.slice(0, 3)) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe(
      "public, max-age=31536000, immutable",
    );
  }
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});
