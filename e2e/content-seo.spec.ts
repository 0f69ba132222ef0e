import { expect, test, visit } from "./fixtures";
import { messagingUrl, publicContentPages } from "./support/seed-content";

// What search engines and CDNs see: sitemap, robots, structured data and the
// caching headers of the public pages.

test.describe("search engines and caches", () => {
  test("/sitemap.xml lists the public pages and none of the private ones", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of publicContentPages) {
      expect(locs).toContain(`${baseURL}${path}`);
    }
    for (const loc of locs) {
      expect(loc).not.toMatch(/\/(member|login|register)(\/|$)/);
    }
    // Content pages carry the date of their last edit in the CMS.
    expect(xml).toMatch(
      /<loc>[^<]+\/terms<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}T/,
    );
  });

  test("/robots.txt keeps crawlers out of the member area only", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("Disallow: /member");
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const path of [
      ...publicContentPages.filter((p) => p !== "/"),
      "/login",
      "/register",
    ]) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
  });

  test("the home page describes the organisation in JSON-LD", async ({
    page,
    baseURL,
  }) => {
    await visit(page, "/");
    const json = await page
      .locator('script[type="application/ld+json"]')
      .textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "精选软件",
      url: `${baseURL}/`,
      email: "support@picks.example",
    });
    expect(data.sameAs).toContain(messagingUrl);
  });

  test("public pages may be cached by a CDN per language", async ({
    request,
  }) => {
    for (const path of publicContentPages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, path).toMatch(/\bpublic\b/);
      expect(cacheControl, path).toMatch(/\bs-maxage=\d+/);
      expect(cacheControl, path).toMatch(/\bstale-while-revalidate=\d+/);
      const vary = (response.headers()["vary"] ?? "").toLowerCase();
      expect(vary, path).toContain("cookie");
      expect(vary, path).toContain("accept-language");
    }
  });
});

test.describe("sign-in and sign-up pages", () => {
  for (const [path, description] of [
    ["/login", "登录精选软件，查看您的订单、网站与消息。"],
    ["/register", "注册精选软件账户，在一处查看您的订单、网站与消息。"],
  ] as const) {
    test(`${path} is indexable, with a description and its canonical address`, async ({
      page,
      baseURL,
    }) => {
      await visit(page, `${path}?redirectTo=%2Fmember%2Forders`);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}${path}`,
      );
    });
  }
});
