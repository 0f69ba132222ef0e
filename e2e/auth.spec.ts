import { expect, phone, test, visit } from "./fixtures";
import { readCodeSentTo } from "./support/mailbox";
import {
  demo,
  demoToken,
  expectSignedIn,
  signInThroughForm,
} from "./support/members";

test.describe("sign up", () => {
  test("with a code read from the e-mail, then lands signed in", async ({
    page,
  }) => {
    const id = `u${Date.now().toString(36)}`;
    const email = `${id}@example.com`;
    await visit(page, "/register");
    await page.getByLabel("用户名").fill(id);
    await page.getByLabel("邮箱").fill(email);
    await page.getByRole("button", { name: "发送验证码" }).click();
    await expect(
      page.getByRole("button", { name: /\d+ 秒后重新发送/ }),
    ).toBeDisabled();
    await expect(page.getByLabel("验证码")).toHaveAttribute(
      "autocomplete",
      "one-time-code",
    );

    await page.getByLabel("验证码").fill(await readCodeSentTo(email));
    await page.getByLabel("密码", { exact: true }).fill("Str0ngPass!");
    await page.getByLabel("确认密码").fill("Str0ngPass!");
    await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await page.getByRole("button", { name: "创建账户" }).click();

    await expect(page).toHaveURL(/\/member\/dashboard$/);
    await expect(
      page.getByRole("heading", { name: `欢迎，${id}` }),
    ).toBeVisible();
    await expectSignedIn(page);
  });

  test("checks every field in the browser and keeps what was typed", async ({
    page,
  }) => {
    await visit(page, "/register");
    await page.getByLabel("用户名").fill("1bad");
    await page.getByLabel("邮箱").fill("not-an-email");
    await page.getByLabel("密码", { exact: true }).fill("short");
    await page.getByLabel("确认密码").fill("different");
    await page.getByRole("button", { name: "创建账户" }).click();

    await expect(page.getByLabel("用户名")).toHaveAccessibleDescription(
      /以字母开头/,
    );
    await expect(page.getByLabel("邮箱")).toHaveAccessibleDescription(
      "请输入有效的邮箱地址",
    );
    await expect(page.getByLabel("验证码")).toHaveAccessibleDescription(
      "请输入 6 位验证码",
    );
    await expect(page.getByLabel("确认密码")).toHaveAccessibleDescription(
      "两次输入的密码不一致",
    );
    await expect(page.getByText("您必须同意服务条款和隐私政策")).toBeVisible();
    await expect(page.getByLabel("用户名")).toHaveValue("1bad");
    await expect(page.getByLabel("邮箱")).toHaveValue("not-an-email");
  });

  test("links the terms of service and the privacy policy", async ({
    page,
  }) => {
    await visit(page, "/register");
    const form = page.getByRole("main");
    await expect(form.getByRole("link", { name: "服务条款" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(form.getByRole("link", { name: "隐私政策" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    // A new tab, so the half-filled form stays as it is.
    const [terms] = await Promise.all([
      page.waitForEvent("popup"),
      form.getByRole("link", { name: "服务条款" }).click(),
    ]);
    await expect(terms.getByRole("heading", { level: 1 })).toBeVisible();
    expect(new URL(terms.url()).pathname).toBe("/terms");
  });
});

test.describe("sign in", () => {
  // Chromium notes the 400 answer to a wrong password in the console.
  test.use({ allowConsoleErrors: [/status of 400/] });
  for (const [way, account] of [
    ["username", demo.username],
    ["e-mail", demo.email],
    ["phone", demo.phone],
  ] as const) {
    test(`by ${way}`, async ({ page }) => {
      await visit(page, "/login");
      await signInThroughForm(page, account, demo.password);
      await expect(page).toHaveURL(/\/member\/dashboard$/);
      await expectSignedIn(page);
    });
  }

  test("remember me asks for a 30-day session, otherwise 12 hours", async ({
    page,
  }) => {
    const lifetimeHours = async (remember: boolean) => {
      await visit(page, "/login");
      const answer = page.waitForResponse("**/api/auth/login");
      await signInThroughForm(page, demo.username, demo.password, remember);
      const body = (await (await answer).json()) as {
        data: { expiresAt: string };
      };
      await page.evaluate(() => localStorage.clear());
      return (Date.parse(body.data.expiresAt) - Date.now()) / 3_600_000;
    };
    expect(await lifetimeHours(true)).toBeGreaterThan(29 * 24);
    expect(await lifetimeHours(false)).toBeLessThanOrEqual(12);
  });

  test("a wrong password shows one message and keeps the account typed", async ({
    page,
  }) => {
    await visit(page, "/login");
    await signInThroughForm(page, demo.username, "Wrong-password-1");
    await expect(page.getByRole("alert")).toContainText("账号或密码错误");
    await expect(page.getByLabel("用户名、手机号或邮箱")).toHaveValue(
      demo.username,
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test("empty fields are refused in the browser with translated messages", async ({
    page,
  }) => {
    await visit(page, "/login");
    await page.getByRole("button", { name: "登录" }).click();
    await expect(
      page.getByLabel("用户名、手机号或邮箱"),
    ).toHaveAccessibleDescription("必填");
    await expect(page.getByLabel("密码")).toHaveAccessibleDescription("必填");
  });
});

test.describe("route guard", () => {
  test.use({ allowConsoleErrors: [/status of 401/] });
  test("without a token goes to sign-in, then back to the page asked for", async ({
    page,
  }) => {
    await visit(page, "/member/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fdashboard$/);
    await signInThroughForm(page, demo.username, demo.password);
    await expect(page).toHaveURL(/\/member\/dashboard$/);
  });

  test("/member opens the dashboard", async ({ page }) => {
    await visit(page, "/login");
    await signInThroughForm(page, demo.username, demo.password);
    await expectSignedIn(page);
    await visit(page, "/member");
    await expect(page).toHaveURL(/\/member\/dashboard$/);
  });

  test("with a token but no user info loads it first", async ({ page }) => {
    const token = await demoToken(page);
    await visit(page, "/");
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await visit(page, "/member/dashboard");
    await expect(
      page.getByRole("heading", { name: "欢迎，Demo Member" }),
    ).toBeVisible();
  });

  test("a revoked token leads to sign-in with the redirect", async ({
    page,
  }) => {
    const token = await demoToken(page);
    await visit(page, "/");
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    const revoked = await page.request.post("/api/auth/logout", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);
    await visit(page, "/member/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fdashboard$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

test.describe("member dropdown", () => {
  test("on a desktop opens on hover and lists the member's pages", async ({
    page,
  }) => {
    await visit(page, "/login");
    await signInThroughForm(page, demo.username, demo.password);
    await expectSignedIn(page);
    const menu = page.getByTestId("member-menu");
    await menu.hover();
    for (const [name, href] of [
      ["个人资料", "/member/profile"],
      ["我的订单", "/member/orders"],
      ["消息中心", "/member/messages"],
      ["账户设置", "/member/settings"],
    ] as const) {
      await expect(
        menu.getByRole("link", { name: new RegExp(name) }),
      ).toHaveAttribute("href", href);
    }
    await expect(menu.getByRole("button", { name: "退出登录" })).toBeVisible();
    await expect(menu.getByTestId("avatar-placeholder")).toBeVisible();
    await expect(menu).toContainText("Demo Member");
  });

  test("opens from the keyboard and closes on Escape", async ({ page }) => {
    await visit(page, "/login");
    await signInThroughForm(page, demo.username, demo.password);
    await expectSignedIn(page);
    const toggle = page.getByRole("button", { name: "账户菜单" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the trigger itself leads to the member area", async ({ page }) => {
    await visit(page, "/login");
    await signInThroughForm(page, demo.username, demo.password);
    await expectSignedIn(page);
    await visit(page, "/");
    await page
      .getByTestId("member-menu")
      .getByRole("link", { name: "Demo Member" })
      .click();
    await expect(page).toHaveURL(/\/member\/dashboard$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });

    test("opens with a tap on its toggle", async ({ page }) => {
      await visit(page, "/login");
      await signInThroughForm(page, demo.username, demo.password);
      await expectSignedIn(page);
      await page.getByRole("button", { name: "账户菜单" }).tap();
      await expect(
        page.getByRole("link", { name: "我的订单" }).first(),
      ).toBeVisible();
    });
  });
});

test.describe("sign out", () => {
  test("when the server confirms, goes to sign-in", async ({ page }) => {
    await visit(page, "/login");
    await signInThroughForm(page, demo.username, demo.password);
    await expectSignedIn(page);
    await page.getByRole("button", { name: "账户菜单" }).click();
    await page.getByRole("button", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "登录" }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("when the server fails, still clears the session and goes home", async ({
    page,
    consoleErrors,
  }) => {
    await visit(page, "/login");
    await signInThroughForm(page, demo.username, demo.password);
    await expectSignedIn(page);
    await page.route("**/api/auth/logout", (route) =>
      route.abort("connectionrefused"),
    );
    await page.getByRole("button", { name: "账户菜单" }).click();
    await page.getByRole("button", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "登录" }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    // The refused connection is what this test provokes.
    expect(consoleErrors).toEqual([
      expect.stringContaining("ERR_CONNECTION_REFUSED"),
    ]);
    consoleErrors.length = 0;
  });
});
