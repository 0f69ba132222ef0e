import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { seed } from "./support/seed-content";

// The contact form posts to the page's action, which delivers the inquiry to
// the provider (POST /inquiries). The provider allows 5 inquiries per client
// address per hour; each test has its own address (e2e/fixtures.ts), and no
// test here sends more than one real inquiry.

const s = seed["zh-CN"].contact;

function form(page: Page) {
  const main = page.getByRole("main");
  return {
    name: main.getByLabel(s.name, { exact: true }),
    company: main.getByLabel(s.company, { exact: true }),
    email: main.getByLabel(s.email, { exact: true }),
    phone: main.getByLabel(s.phone, { exact: true }),
    message: main.getByLabel(s.message, { exact: true }),
    // Hidden from people and assistive technology, so only CSS finds it.
    honeypot: page.locator('input[name="website"]'),
    submit: main.getByRole("button", { name: s.submit }),
    sent: main.getByText(s.sent, { exact: true }),
  };
}

async function fillInquiry(page: Page) {
  const f = form(page);
  await f.name.fill("王小明");
  await f.company.fill("明日科技");
  await f.email.fill("wang@example.com");
  await f.phone.fill("+86 138 0000 0000");
  await f.message.fill("我们想做一个 B2B 商城，请联系我。");
}

/** Submits and returns the action's response (a `.data` request once hydrated). */
async function submit(page: Page) {
  const response = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      new URL(r.url()).pathname.startsWith("/contact"),
  );
  await form(page).submit.click();
  return response;
}

async function expectCleared(page: Page) {
  const f = form(page);
  for (const field of [f.name, f.company, f.email, f.phone, f.message]) {
    await expect(field).toHaveValue("");
  }
}

test.describe("contact form", () => {
  test("sends the inquiry, says so in the visitor's language and clears the form", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await fillInquiry(page);
    const response = await submit(page);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(form(page).sent).toBeVisible();
    await expectCleared(page);
  });

  test.describe("with invalid input", () => {
    // Chromium logs the action's 400 answer; that one is expected.
    test.use({ allowConsoleErrors: [/status of 400/] });

    test("shows translated errors next to the fields and keeps what was typed", async ({
      page,
    }) => {
      await visit(page, "/contact");
      const f = form(page);
      await f.name.fill("王小明");
      await f.email.fill("not-an-address");
      let response = await submit(page);
      expect(response.status()).toBe(400);
      await expect(f.email).toHaveAttribute("aria-invalid", "true");
      await expect(f.email).toHaveAccessibleDescription(s.invalidEmail);
      await expect(f.message).toHaveAttribute("aria-invalid", "true");
      await expect(f.message).toHaveAccessibleDescription(s.required);
      await expect(f.name).toHaveValue("王小明");
      await expect(f.email).toHaveValue("not-an-address");
      await expect(f.sent).toHaveCount(0);

      // No way to reply: both reply fields say so.
      await f.email.fill("");
      await f.message.fill("想了解定制开发的报价");
      response = await submit(page);
      expect(response.status()).toBe(400);
      await expect(f.email).toHaveAccessibleDescription(s.emailOrPhone);
      await expect(f.phone).toHaveAccessibleDescription(s.emailOrPhone);
      await expect(f.message).not.toHaveAttribute("aria-invalid", "true");
      await expect(f.message).toHaveValue("想了解定制开发的报价");
      await expect(f.name).toHaveValue("王小明");
      await expect(f.sent).toHaveCount(0);
    });
  });

  test("a filled honeypot is thanked but never reaches the provider", async ({
    page,
  }) => {
    // The provider has no API to read inquiries back. It counts every
    // POST /inquiries against the 5-per-address limit before it looks at the
    // honeypot, so: 5 bot submissions from this test's address, then a real
    // one must still get through. Had any bot submission reached the
    // provider, the real one would be refused with the rate-limit message.
    await visit(page, "/contact");
    for (let i = 0; i < 5; i++) {
      await fillInquiry(page);
      await form(page).honeypot.fill("https://spam.example");
      const request = page.waitForRequest(
        (r) => r.method() === "POST" && r.url().includes("/contact"),
      );
      const response = await submit(page);
      // The browser really sent the bot's field…
      expect(
        new URLSearchParams((await request).postData() ?? "").get("website"),
      ).toBe("https://spam.example");
      // …and got the same thanks a person gets.
      expect(response.status()).toBe(200);
      await expect(form(page).sent).toBeVisible();
      await expectCleared(page);
      await expect(form(page).honeypot).toHaveValue("");
    }

    await fillInquiry(page);
    const response = await submit(page);
    expect(response.status(), "the real inquiry after the bots").toBe(200);
    await expect(form(page).sent).toBeVisible();
    await expect(
      page.getByRole("region", { name: "给我们留言" }).getByRole("alert"),
    ).toHaveText("");
  });
});
