import { expect, phone, test, visit } from "./fixtures";
import { waitForServiceWorker } from "./support/cache-keys";

const publicRoutes = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/case-studies",
  "/login",
  "/register",
  "/products",
];

test.describe("header on a desktop", () => {
  // The slogan shows beside the full navigation from 1536 px (below, on tablets).
  test.use({ viewport: { width: 1536, height: 900 } });
  test("shows the logo, slogan, main links and the guest buttons", async ({
    page,
  }) => {
    await visit(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /首页/ })).toBeVisible();
    await expect(header.getByTestId("slogan")).toBeVisible();
    const nav = header.getByRole("navigation", { name: "主导航" });
    for (const name of [
      "SaaS 解决方案",
      "服务项目",
      "精选产品",
      "案例展示",
      "关于我们",
      "联系我们",
    ]) {
      await expect(
        nav.getByRole("link", { name: new RegExp(name) }),
      ).toBeVisible();
    }
    await expect(header.getByRole("link", { name: "登录" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(header.getByRole("link", { name: "注册" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByRole("button", { name: "菜单" })).toBeHidden();
  });

  test("changes style once the page is scrolled", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await visit(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("restarts the slogan 2 s after its animation ends", async ({ page }) => {
    await visit(page, "/");
    // Time from the end of an animation to the slogan starting over (a new node).
    const pause = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const selector = '[data-testid="slogan"]';
          let current = document.querySelector(selector);
          let endedAt = 0;
          document.addEventListener(
            "animationend",
            (event) => {
              if ((event.target as Element).matches(selector))
                endedAt = performance.now();
            },
            true,
          );
          new MutationObserver(() => {
            const now = document.querySelector(selector);
            if (!now || now === current) return;
            // A restart whose animation ended before we listened: wait for the next one.
            if (endedAt) resolve(performance.now() - endedAt);
            current = now;
          }).observe(current!.parentElement!, { childList: true });
        }),
    );
    expect(pause).toBeGreaterThanOrEqual(1_950);
    expect(pause).toBeLessThan(2_600);
    await expect(page.getByTestId("slogan")).toHaveClass(/slogan-animated/);
  });

  test("keeps the slogan still under prefers-reduced-motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    const slogan = page.getByTestId("slogan");
    await expect(slogan).toHaveCSS("animation-name", "none");
  });

  test("shows the free badge beside products only in Chinese", async ({
    page,
  }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "主导航" });
    await expect(
      nav.getByRole("link", { name: "精选产品 免费" }),
    ).toBeVisible();
    await page.getByRole("button", { name: /语言/ }).click();
    await page.getByRole("button", { name: "English" }).click();
    const englishNav = page.getByRole("navigation", { name: "Main" });
    await expect(
      englishNav.getByRole("link", { name: "Products", exact: true }),
    ).toBeVisible();
    await expect(englishNav.getByText("Free")).toHaveCount(0);
  });
});

test.describe("header on a 375 px phone", () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test("hides the desktop links behind a hamburger menu", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "主导航" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "菜单" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "移动端导航" });
    await expect(menu.getByRole("link", { name: "服务项目" })).toBeVisible();
    await expect(page.getByRole("link", { name: "登录" }).last()).toBeVisible();
  });

  test("closes the mobile menu on every route change", async ({ page }) => {
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "菜单" });
    await toggle.click();
    await page
      .getByRole("navigation", { name: "移动端导航" })
      .getByRole("link", { name: "服务项目" })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(
      page.getByRole("navigation", { name: "移动端导航" }),
    ).toBeHidden();

    await toggle.click();
    await page
      .getByRole("navigation", { name: "移动端导航" })
      .getByRole("link", { name: "关于我们" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole("navigation", { name: "移动端导航" }),
    ).toBeHidden();
  });

  test("closes the mobile menu on Escape", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "菜单" }).click();
    await expect(
      page.getByRole("navigation", { name: "移动端导航" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(
      page.getByRole("navigation", { name: "移动端导航" }),
    ).toBeHidden();
  });

  test("fits the page without horizontal scrolling", async ({ page }) => {
    for (const route of publicRoutes) {
      await visit(page, route);
      const overflow = await page.evaluate(
        () =>
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      );
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("footer and floating controls", () => {
  test("footer links the messaging app, the chat app and the support e-mail", async ({
    page,
  }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("link", { name: "Telegram" }),
    ).toHaveAttribute("href", /^https:\/\//);
    await expect(
      footer.getByRole("link", { name: "WhatsApp" }),
    ).toHaveAttribute("href", /^https:\/\//);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(footer).toContainText("© 2025");
  });

  test("floating contact button opens the messaging app in a new tab", async ({
    page,
  }) => {
    await visit(page, "/");
    const telegram = await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Telegram" })
      .getAttribute("href");
    const button = page.getByRole("link", { name: "联系我们" }).last();
    await expect(button).toHaveAttribute("href", telegram ?? "");
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", /noopener/);
  });

  test("back-to-top appears after scrolling, 30 px from the right and 90 px from the bottom", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 400 });
    await visit(page, "/");
    const backToTop = page.getByRole("button", { name: "回到顶部" });
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(backToTop).toBeVisible();
    const box = await backToTop.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.round(375 - (box!.x + box!.width))).toBe(30);
    expect(Math.round(400 - (box!.y + box!.height))).toBe(90);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
  });

  test("offline banner follows the browser's connection", async ({
    page,
    context,
  }) => {
    await visit(page, "/");
    // Let the service worker finish installing before the network goes away.
    await waitForServiceWorker(page);
    await expect(page.getByText("您当前处于离线状态")).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByText("您当前处于离线状态")).toBeVisible();
    await expect(
      page.getByText("部分功能可能受限，但您仍可以浏览已缓存的内容。"),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText("您当前处于离线状态")).toHaveCount(0);
  });
});

test.describe("every public route", () => {
  test("fits tablets and small desktops without horizontal scrolling", async ({
    page,
  }) => {
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of publicRoutes) {
        await visit(page, route);
        const overflow = await page.evaluate(
          () =>
            document.documentElement.scrollWidth -
            document.documentElement.clientWidth,
        );
        expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("renders inside the shell with no console error", async ({ page }) => {
    for (const route of publicRoutes) {
      const response = await visit(page, route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
  });

  test("an unknown path is a translated 404 page inside the shell", async ({
    page,
    consoleErrors,
  }) => {
    const response = await visit(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    // Chromium reports the document's own 404 status; that one is expected.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 404")]);
    consoleErrors.length = 0;
    await expect(
      page.getByRole("heading", { name: "页面未找到" }),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
