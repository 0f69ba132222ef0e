import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, visit } from "./fixtures";
import { chromiumLaunchOptions } from "./support/chromium";
import { cachedUrls, waitForServiceWorker } from "./support/cache-keys";
import { demo, expectSignedIn, signInThroughForm } from "./support/members";

test.describe("installable and offline", () => {
  test("the worker controls the page at the site root and says the site works offline", async ({
    page,
    baseURL,
  }) => {
    await visit(page, "/");
    expect(await waitForServiceWorker(page)).toBe(`${baseURL}/`);
    expect(
      await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
    ).toBe(`${baseURL}/sw.js`);
    await expect(
      page.getByRole("status").getByText("本网站已可离线使用。"),
    ).toBeVisible();
  });

  test("the manifest makes the site installable, with generated icons", async ({
    page,
    request,
  }) => {
    await visit(page, "/");
    const href = await page
      .locator('link[rel="manifest"]')
      .getAttribute("href");
    const manifest = (await (await request.get(href ?? "")).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(
      true,
    );
    for (const icon of manifest.icons) {
      const response = await request.get(`/${icon.src}`);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
    expect((await request.get("/apple-touch-icon-180x180.png")).ok()).toBe(
      true,
    );
    expect((await request.get("/favicon.ico")).ok()).toBe(true);
  });

  test("Chromium reports the site installable", async ({
    playwright,
    baseURL,
  }) => {
    // Chromium never offers to install from an incognito profile, which test contexts are.
    const profile = mkdtempSync(path.join(tmpdir(), "pwa-profile-"));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await visit(page, "/");
      await waitForServiceWorker(page);
      const client = await context.newCDPSession(page);
      const { installabilityErrors } = (await client.send(
        "Page.getInstallabilityErrors",
      )) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("visited pages still show offline, with the banner; others show the offline page", async ({
    page,
    context,
  }) => {
    await visit(page, "/");
    await waitForServiceWorker(page);
    await visit(page, "/about");
    // Reached by client-side navigation: the page asks the worker to keep it.
    await page
      .getByRole("navigation", { name: "主导航" })
      .getByRole("link", { name: "服务项目" })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect
      .poll(async () =>
        (await cachedUrls(page)).filter((url) =>
          url.includes("__sw_lang=zh-CN"),
        ),
      )
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining("/about?"),
          expect.stringContaining("/services?"),
          expect.stringContaining("/offline?"),
        ]),
      );

    await context.setOffline(true);
    for (const path of ["/about", "/services"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("您当前处于离线状态")).toBeVisible();
    }
    await page.goto("/case-studies");
    await expect(
      page.getByRole("heading", { name: "您当前处于离线状态" }),
    ).toBeVisible();
    await expect(page.getByText("此页面尚未保存，无法离线浏览")).toBeVisible();
    await context.setOffline(false);
  });

  test("nothing of the API or the member area is cached after a signed-in session", async ({
    page,
  }) => {
    await visit(page, "/login");
    await waitForServiceWorker(page);
    await signInThroughForm(page, demo.username, demo.password);
    await expectSignedIn(page);
    await visit(page, "/member/dashboard");
    await visit(page, "/");
    await expect
      .poll(async () => (await cachedUrls(page)).length)
      .toBeGreaterThan(0);
    const urls = await cachedUrls(page);
    const personal = /^\/(api|member|login|register)(\/|\.|$)/;
    expect(urls.filter((url) => personal.test(new URL(url).pathname))).toEqual(
      [],
    );
  });
});
