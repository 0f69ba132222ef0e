import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

export const demo = {
  username: "demo",
  email: "demo@example.com",
  phone: "13800000000",
  password: "Demo12345!",
};

/** Signs in through the form, as a person would. */
export async function signInThroughForm(
  page: Page,
  account: string,
  password: string,
  remember = false,
) {
  await page.getByLabel("用户名、手机号或邮箱").fill(account);
  await page.getByLabel("密码").fill(password);
  if (remember) await page.getByLabel("30 天内保持登录").check();
  await page.getByRole("button", { name: "登录" }).click();
}

/** Signed in, with the page the sign-in led to finished loading. */
export async function expectSignedIn(page: Page) {
  await expect(page.getByRole("button", { name: "账户菜单" })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await page.waitForLoadState("networkidle");
}

/** A token for the demo member straight from the API (for guard and revocation tests). */
export async function demoToken(page: Page): Promise<string> {
  const response = await page.request.post("/api/auth/login", {
    data: { username: demo.username, password: demo.password, remember: false },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
