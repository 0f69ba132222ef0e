import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

// The product catalogue ("picks") over the seed dataset (cms/seed), in the
// default language, zh-CN. Counts below are the seed's: 30 products, three
// per category, nine per page.

const categories = [
  ["mall", "商城"],
  ["site", "网站"],
  ["blog", "博客"],
  ["live", "直播"],
  ["shortvideo", "短视频"],
  ["chat", "聊天"],
  ["program", "应用"],
  ["trade", "交易"],
  ["rentcar", "租车"],
  ["usedcar", "二手车"],
] as const;

const resultCount = (page: Page) => page.getByTestId("result-count");
const cards = (page: Page) => page.getByTestId("product-card");
const filters = (page: Page) => page.getByRole("form", { name: "筛选" });

test.describe("catalogue tabs", () => {
  test("lists every product with the ten category tabs and their counts", async ({
    page,
  }) => {
    await visit(page, "/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "精选产品 · 成品软件",
    );
    const tabs = page.getByRole("navigation", { name: "分类" });
    await expect(tabs.getByRole("link")).toHaveCount(11);
    await expect(page.getByTestId("tab-all")).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const [key, label] of categories) {
      const tab = page.getByTestId(`tab-${key}`);
      await expect(tab).toHaveAttribute("href", `/products/category/${key}`);
      await expect(tab).toHaveText(`${label}3`);
    }
    await expect(resultCount(page)).toHaveText("共 30 个产品");
    await expect(cards(page)).toHaveCount(9);
  });

  test("a tab opens its category listing", async ({ page }) => {
    await visit(page, "/products");
    await page.getByTestId("tab-usedcar").click();
    await expect(page).toHaveURL(/\/products\/category\/usedcar$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "二手车产品",
    );
    await expect(page.getByTestId("tab-usedcar")).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(cards(page)).toHaveCount(3);
    await expect(page).toHaveTitle("二手车产品 | 精选软件");
  });
});

test.describe("catalogue filters", () => {
  test("price bracket", async ({ page }) => {
    await visit(page, "/products");
    await filters(page)
      .getByRole("link", { name: /5,000 及以上/ })
      .click();
    await expect(page).toHaveURL(/\?min=5000$/);
    await expect(resultCount(page)).toHaveText("共 5 个产品");
    await expect(page.getByTestId("filter-chip")).toHaveText(/5,000 及以上/);
  });

  test("price range typed in", async ({ page }) => {
    await visit(page, "/products");
    await page.getByLabel("最低价（美元）").fill("1000");
    await page.getByLabel("最高价（美元）").fill("2999");
    await page.getByRole("button", { name: "应用" }).click();
    await expect(page).toHaveURL(/\?min=1000&max=2999$/);
    await expect(resultCount(page)).toHaveText("共 7 个产品");
    for (const price of await page.getByTestId("product-price").all()) {
      const amount = Number((await price.textContent())!.replace(/\D/g, ""));
      expect(amount).toBeGreaterThanOrEqual(1000);
      expect(amount).toBeLessThanOrEqual(2999);
    }
  });

  test("feature, with the count it would leave", async ({ page }) => {
    await visit(page, "/products");
    const usdt = filters(page).getByRole("checkbox", { name: /USDT 支付/ });
    await expect(usdt).toHaveAccessibleName(/USDT 支付\s*5 个产品/);
    await usdt.check();
    await expect(page).toHaveURL(/\?feature=usdt-payments$/);
    await expect(resultCount(page)).toHaveText("共 5 个产品");
  });

  test("status", async ({ page }) => {
    await visit(page, "/products");
    await filters(page).getByRole("checkbox", { name: /新品/ }).check();
    await expect(page).toHaveURL(/\?status=new$/);
    await expect(resultCount(page)).toHaveText("共 10 个产品");
    await expect(cards(page).first()).toContainText("新品");
  });

  test("sort by price and by newest", async ({ page }) => {
    await visit(page, "/products");
    await filters(page).getByLabel("排序").selectOption("price-asc");
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(cards(page).first()).toContainText("营销落地页");
    await filters(page).getByLabel("排序").selectOption("price-desc");
    await expect(cards(page).first()).toContainText("数字资产交易所");
    await filters(page).getByLabel("排序").selectOption("newest");
    await expect(cards(page).first()).toContainText("大宗商品交易");
  });

  test("combined, shown as chips that remove one filter or all", async ({
    page,
  }) => {
    await visit(page, "/products?feature=usdt-payments&status=new");
    await expect(resultCount(page)).toHaveText("共 3 个产品");
    await filters(page)
      .getByRole("link", { name: /5,000 及以上/ })
      .click();
    await expect(page).toHaveURL(
      /\?min=5000&feature=usdt-payments&status=new$/,
    );
    await expect(resultCount(page)).toHaveText("共 1 个产品");
    await expect(cards(page)).toContainText(["短剧平台"]);
    await expect(page.getByTestId("filter-chip")).toHaveCount(3);

    await page.getByRole("link", { name: "移除筛选条件：新品" }).click();
    await expect(page).toHaveURL(/\?min=5000&feature=usdt-payments$/);
    await expect(resultCount(page)).toHaveText("共 3 个产品");

    await page.getByRole("link", { name: "清除全部" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(resultCount(page)).toHaveText("共 30 个产品");
  });

  test("keeps the filters when switching tabs", async ({ page }) => {
    await visit(page, "/products?status=hot");
    await expect(page.getByTestId("tab-mall")).toHaveText("商城1");
    await page.getByTestId("tab-mall").click();
    await expect(page).toHaveURL(/\/products\/category\/mall\?status=hot$/);
    await expect(cards(page)).toHaveCount(1);
  });

  test("says plainly when nothing matches and offers a way out", async ({
    page,
  }) => {
    await visit(page, "/products?feature=usdt-payments&status=hot&max=999");
    const empty = page
      .getByRole("status")
      .filter({ hasText: "没有符合筛选条件的产品" });
    await expect(empty).toBeVisible();
    await empty.getByRole("link", { name: "清除全部" }).click();
    await expect(resultCount(page)).toHaveText("共 30 个产品");
  });
});

test.describe("catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters with the plain form and pages with links", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("checkbox", { name: /USDT 支付/ }).check();
    await page.getByRole("checkbox", { name: /新品/ }).check();
    await page.getByRole("button", { name: "应用" }).click();
    await expect(page).toHaveURL(
      /\?min=&max=&feature=usdt-payments&status=new&sort=recommended$/,
    );
    await expect(resultCount(page)).toHaveText("共 3 个产品");
    await page.goto("/products");
    await page.getByRole("link", { name: "下一页" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards(page)).toHaveCount(9);
  });
});

test.describe("catalogue pagination", () => {
  test("moves through the pages", async ({ page }) => {
    await visit(page, "/products");
    const pages = page.getByRole("navigation", { name: "分页" });
    await expect(pages.getByRole("link", { name: /^第 \d 页$/ })).toHaveCount(
      4,
    );
    const first = await cards(page).first().textContent();
    await pages.getByRole("link", { name: "下一页" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pages.getByRole("link", { name: "第 2 页" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(cards(page).first()).not.toHaveText(first!);
    await pages.getByRole("link", { name: "第 4 页" }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(pages.getByRole("link", { name: "下一页" })).toHaveCount(0);
  });
});

test.describe("product detail", () => {
  test("shows gallery, description, price, support, contact and related items", async ({
    page,
  }) => {
    await visit(page, "/products/category/mall");
    await page.getByRole("link", { name: "B2B2C 多商户商城" }).click();
    await expect(page).toHaveURL(/\/products\/category\/mall\/b2b2c-mall$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "B2B2C 多商户商城",
    );
    await expect(page).toHaveTitle("B2B2C 多商户商城 | 精选软件");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /分账结算/,
    );
    await expect(page.getByTestId("detail-price")).toHaveText(/2,980/);
    await expect(page.getByText("1 年免费技术支持")).toBeVisible();
    await expect(page.getByTestId("gallery").getByRole("img")).toHaveCount(2);
    const description = page.getByRole("region", { name: "产品介绍" });
    await expect(
      description.getByRole("heading", { name: "包含功能" }),
    ).toBeVisible();
    await expect(description.getByRole("listitem")).toContainText(["多商户"]);
    for (const name of [/免费试用/, /联系我们/]) {
      await expect(
        page.getByRole("main").getByRole("link", { name }).first(),
      ).toHaveAttribute("href", "https://t.me/picks_studio");
    }
    await expect(
      page
        .getByRole("region", { name: "相关产品" })
        .getByTestId("product-card"),
    ).toHaveCount(2);
    await expect(
      page.getByRole("region", { name: "相关案例" }).getByRole("heading"),
    ).toContainText(["建材批发 B2B 商城"]);

    const jsonLd = JSON.parse(
      (await page
        .locator('script[type="application/ld+json"]')
        .last()
        .textContent())!,
    );
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: "B2B2C 多商户商城",
      sku: "b2b2c-mall",
      offers: { price: 2980, priceCurrency: "USD" },
    });
  });

  test("is cached like the other public pages", async ({ page }) => {
    const response = await page.request.get(
      "/products/category/mall/b2b2c-mall",
    );
    expect(response.headers()["cache-control"]).toContain("s-maxage=300");
  });
});

test.describe("legacy product URLs", () => {
  const redirects = [
    ["/products/mall.html", "/products/category/mall"],
    ["/products/usedcar.html", "/products/category/usedcar"],
    ["/products/b2b2c-mall.html", "/products/b2b2c-mall"],
    ["/products/mall", "/products/category/mall"],
    ["/products/shortvideo", "/products/category/shortvideo"],
    ["/products/b2b2c-mall", "/products/category/mall/b2b2c-mall"],
    ["/products/category/live.html", "/products/category/live"],
    [
      "/products/category/mall/b2b2c-mall.html",
      "/products/category/mall/b2b2c-mall",
    ],
    ["/products/mall.html?status=hot", "/products/category/mall?status=hot"],
  ] as const;

  for (const [from, to] of redirects) {
    test(`${from} moves permanently to ${to}`, async ({ page, baseURL }) => {
      const response = await page.request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers()["location"]!, baseURL).href).toBe(
        `${baseURL}${to}`,
      );
    });
  }

  test("an old link lands on the page in the browser", async ({ page }) => {
    await visit(page, "/products/b2b2c-mall.html");
    await expect(page).toHaveURL(/\/products\/category\/mall\/b2b2c-mall$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "B2B2C 多商户商城",
    );
  });
});

test.describe("catalogue 404s", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  for (const path of [
    "/products/category/cars",
    "/products/category/cars.html",
    "/products/category/cars/b2b2c-mall",
    "/products/category/mall/no-such-product",
    "/products/category/mall/no-such-product.html",
    "/products/no-such-product",
    "/products/no-such-product.html",
    "/products?page=99",
  ]) {
    test(`${path} is the translated 404 page inside the shell`, async ({
      page,
    }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { name: "页面未找到" }),
      ).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page).toHaveTitle("页面未找到");
    });
  }
});
