import type { Page } from "@playwright/test";
import { expect, phone, test, visit } from "./fixtures";
import { readCodeSentTo } from "./support/mailbox";
import {
  demo,
  demoToken,
  expectSignedIn,
  signInThroughForm,
} from "./support/members";

const password = "Fresh12345!";

/**
 * A newly registered member, signed in through its token: tests that change
 * the profile or the password must not touch the demo member others share.
 */
async function freshMember(page: Page) {
  const username = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  const sent = await page.request.post("/api/auth/send-code", {
    data: { email },
  });
  expect(sent.ok()).toBe(true);
  const registered = await page.request.post("/api/auth/register", {
    data: {
      username,
      email,
      password,
      code: await readCodeSentTo(email),
      agreeTerms: true,
    },
  });
  expect(registered.ok()).toBe(true);
  const { token } = ((await registered.json()) as { data: { token: string } })
    .data;
  await visit(page, "/");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  return { username, email, token };
}

async function signInAsDemo(page: Page) {
  await visit(page, "/login");
  await signInThroughForm(page, demo.username, demo.password);
  await expectSignedIn(page);
}

const memberNav = (page: Page) =>
  page.getByRole("navigation", { name: "会员中心" });

/** The rows of a screen's list (orders, messages), not the member navigation. */
const rows = (page: Page) => page.locator("main section > ul > li");

test.describe("member area as the demo member", () => {
  test("walks every screen", async ({ page }) => {
    await signInAsDemo(page);
    await visit(page, "/member/dashboard");

    // Dashboard: counts and what needs attention.
    await expect(
      page.getByRole("heading", { name: "欢迎，Demo Member" }),
    ).toBeVisible();
    await expect(page.getByText("进行中的订单（共 5 个）")).toBeVisible();
    await expect(
      page.getByText(/待付款 (US)?\$6,000（验收上线时）/),
    ).toBeVisible();
    await expect(
      page.getByText("Company website 已使用本月 86% 的流量"),
    ).toBeVisible();
    await expect(page.getByText(/Company website 将于 .* 续费/)).toBeVisible();

    // Orders: five, one per stage; the filter narrows them.
    await memberNav(page).getByRole("link", { name: "我的订单" }).click();
    await expect(page).toHaveURL(/\/member\/orders$/);
    const orders = rows(page);
    await expect(orders).toHaveCount(5);
    for (const status of ["需求已确认", "开发中", "验收中", "已上线", "维护中"])
      await expect(rows(page).getByText(status, { exact: true })).toBeVisible();
    await page.getByLabel("状态").selectOption("launched");
    await expect(page).toHaveURL(/status=launched/);
    await expect(orders).toHaveCount(1);

    // Order detail: stages, the 40/30/30 milestones, delivery and maintenance.
    await orders.getByRole("link").click();
    await expect(
      page.getByRole("heading", { name: "Online mall (B2B and B2C)" }),
    ).toBeVisible();
    const payments = page.getByRole("region", { name: "付款节点" });
    await expect(payments.getByText(/^\d+% · /)).toHaveCount(3);
    await expect(payments.getByText("40% · 需求确认时")).toBeVisible();
    await expect(payments.getByText("已付款")).toHaveCount(2);
    await expect(payments.getByText("待付款")).toHaveCount(1);
    await expect(page.getByText("预计交付")).toBeVisible();
    await expect(page.getByText("免费维护截止")).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "进度" })
        .locator('[aria-current="step"]'),
    ).toContainText("已上线");

    // Sites: two, with usage against the plan's quota.
    await memberNav(page).getByRole("link", { name: "我的网站" }).click();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(
      page.getByRole("progressbar", { name: "本月流量" }).first(),
    ).toHaveAttribute("aria-valuenow", "86");
    await expect(page.getByText("套餐：专业版")).toBeVisible();

    // Messages: three, unread ones first (not opened here: the badge test does).
    await memberNav(page).getByRole("link", { name: "消息中心" }).click();
    await expect(rows(page)).toHaveCount(3);

    // Profile and settings.
    await memberNav(page).getByRole("link", { name: "个人资料" }).click();
    await expect(page.getByLabel("真实姓名")).toHaveValue("Demo Member");
    await memberNav(page).getByRole("link", { name: "账户设置" }).click();
    await expect(page.getByLabel("当前密码")).toBeVisible();
    await expect(page.getByLabel("网站语言")).toHaveValue("zh-CN");
  });

  test("fits a 375 px phone on every screen", async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAsDemo(page);
    for (const path of [
      "/member/dashboard",
      "/member/orders",
      "/member/sites",
      "/member/messages",
      "/member/profile",
      "/member/settings",
    ]) {
      await visit(page, path);
      await expect(page.locator("main h1")).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("reading a message lowers the header's unread badge by one", async ({
    page,
  }) => {
    await signInAsDemo(page);
    const menu = page.getByTestId("member-menu");
    const badgeCount = async () => {
      await menu.hover();
      const badge = menu.getByText(/\d+ 条未读/);
      const text = (await badge.count()) ? await badge.textContent() : "0";
      await page.mouse.move(0, 400);
      return Number(/\d+/.exec(text ?? "0")?.[0] ?? 0);
    };
    await visit(page, "/member/messages");
    await expect(rows(page)).toHaveCount(3);
    const before = await badgeCount();
    expect(before).toBeGreaterThan(0);

    // Pinned by its title: once read, it no longer matches "unread".
    const title = await rows(page)
      .filter({ has: page.getByText("未读", { exact: true }) })
      .first()
      .getByRole("button")
      .locator("span > span")
      .first()
      .textContent();
    const unread = rows(page).filter({ hasText: title! });
    await unread.getByRole("button").click();
    await expect(unread.getByRole("button")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect
      .poll(badgeCount, { message: "the badge drops by one" })
      .toBe(before - 1);
  });
});

test.describe("member area as a new member", () => {
  test.use({ allowConsoleErrors: [/status of (400|404)/] });

  test("another member's order is not found", async ({ page }) => {
    const token = await demoToken(page);
    const list = await page.request.get("/api/web/orders", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const demoOrderId = (
      (await list.json()) as { data: { items: Array<{ id: string }> } }
    ).data.items[0]!.id;

    await freshMember(page);
    await visit(page, `/member/orders/${demoOrderId}`);
    await expect(
      page.getByRole("alert").filter({ hasText: "请求的资源不存在" }),
    ).toBeVisible();
    await expect(page.getByText("Online mall")).toHaveCount(0);
    await page.getByRole("link", { name: "返回控制台" }).click();
    await expect(page).toHaveURL(/\/member\/dashboard$/);
  });

  test("shows empty states and edits the profile", async ({ page }) => {
    const member = await freshMember(page);
    await visit(page, "/member/orders");
    await expect(page.getByText("您还没有订单。")).toBeVisible();
    await visit(page, "/member/sites");
    await expect(page.getByText("我们暂未为您运营网站。")).toBeVisible();
    await visit(page, "/member/messages");
    await expect(page.getByText("暂无消息。")).toBeVisible();
    await expect(
      page.getByRole("button", { name: "全部标为已读" }),
    ).toBeDisabled();

    await visit(page, "/member/profile");
    await page.getByLabel("手机号").fill("12ab");
    await page.getByRole("button", { name: "保存更改" }).click();
    await expect(page.getByLabel("手机号")).toHaveAccessibleDescription(
      "请输入有效的手机号",
    );

    const phoneNumber = `139${String(Date.now()).slice(-8)}`;
    await page.getByLabel("真实姓名").fill("Li Lei");
    await page.getByLabel("手机号").fill(phoneNumber);
    await page
      .getByLabel("头像图片链接")
      .fill(new URL("/logo.svg", page.url()).toString());
    await page.getByRole("button", { name: "保存更改" }).click();
    await expect(page.getByText("个人资料已保存。")).toBeVisible();
    await expect(page.getByTestId("member-menu")).toContainText("Li Lei");

    await page.reload();
    await expect(page.getByLabel("真实姓名")).toHaveValue("Li Lei");
    await expect(page.getByLabel("手机号")).toHaveValue(phoneNumber);
    await expect(page.getByLabel("邮箱")).toHaveValue(member.email);
  });

  test("changes the password and signs in with the new one", async ({
    page,
  }) => {
    const member = await freshMember(page);
    await visit(page, "/member/settings");
    const newPassword = "Changed987!";

    await page.getByLabel("当前密码").fill(password);
    await page.getByLabel("新密码", { exact: true }).fill(newPassword);
    await page.getByLabel("确认新密码").fill("Different987!");
    await page.getByRole("button", { name: "修改密码" }).click();
    await expect(page.getByLabel("确认新密码")).toHaveAccessibleDescription(
      "两次输入的密码不一致",
    );

    await page.getByLabel("当前密码").fill("Wrong12345!");
    await page.getByLabel("确认新密码").fill(newPassword);
    await page.getByRole("button", { name: "修改密码" }).click();
    await expect(page.getByLabel("当前密码")).toHaveAccessibleDescription(
      "当前密码错误",
    );

    await page.getByLabel("当前密码").fill(password);
    await page.getByLabel("新密码", { exact: true }).fill(newPassword);
    await page.getByLabel("确认新密码").fill(newPassword);
    await page.getByRole("button", { name: "修改密码" }).click();
    await expect(page.getByText(/密码已修改/)).toBeVisible();

    await page
      .getByRole("main")
      .getByRole("button", { name: "退出登录" })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughForm(page, member.username, password);
    await expect(page.getByText("账号或密码错误")).toBeVisible();
    await signInThroughForm(page, member.username, newPassword);
    await expectSignedIn(page);
  });
});
