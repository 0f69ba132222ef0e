import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { seed } from "./support/seed-content";

// The case-studies carousel under a fake clock: time only moves when the test
// says so, which makes "every 3000 ms" exact instead of a sleep with a margin.

const s = seed["zh-CN"];

/** The one slide on show (hidden slides are out of the accessibility tree). */
const slide = (page: Page) =>
  page.getByTestId("testimonials").getByRole("group");

/**
 * Opens the page under a fake clock, then freezes it. Returns the index of the
 * slide on show: on a slow machine the first 3 s may already have passed.
 */
async function openPaused(page: Page) {
  await page.clock.install();
  await visit(page, "/case-studies");
  // The fake clock started at the real time and runs with it until here;
  // from now on, timers fire only inside runFor().
  await page.clock.pauseAt(Date.now() + 1_000);
  // Let React render a slide change the jump may have fired.
  await page.waitForTimeout(200);
  return shownIndex(page);
}

async function shownIndex(page: Page) {
  const label = await slide(page).getAttribute("aria-label");
  const position = Number(/\d+/.exec(label ?? "")?.[0]);
  expect(position, "slide position").toBeGreaterThan(0);
  return position - 1;
}

/** The testimonial `steps` slides after `index`. */
const after = (index: number, steps = 1) =>
  s.testimonials[(index + steps) % s.testimonials.length]!;

/** Moves the pointer onto (or off) the carousel without waiting for animation frames. */
async function pointAt(page: Page, onCarousel: boolean) {
  if (!onCarousel) return page.mouse.move(0, 0);
  const box = await page.getByTestId("testimonials").boundingBox();
  if (!box) throw new Error("carousel not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** Lets React render whatever the last runFor() triggered, then checks the slide. */
async function expectSlide(page: Page, text: string) {
  await expect(slide(page)).toContainText(text);
}

test.describe("testimonial carousel", () => {
  test("advances exactly every 3000 ms and waits while hovered", async ({
    page,
  }) => {
    const start = await openPaused(page);
    const carousel = page.getByTestId("testimonials");
    await carousel.evaluate((node) =>
      node.scrollIntoView({ block: "center", behavior: "instant" }),
    );

    await pointAt(page, true);
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(10_000);
    await page.waitForTimeout(200);
    await expectSlide(page, after(start, 0));

    // Leaving restarts the 3 s wait at this (frozen) instant.
    await pointAt(page, false);
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await page.clock.runFor(2_999);
    await page.waitForTimeout(200);
    await expectSlide(page, after(start, 0));
    await page.clock.runFor(1);
    await expectSlide(page, after(start, 1));

    // And the next one 3000 ms after that.
    await page.clock.runFor(2_999);
    await page.waitForTimeout(200);
    await expectSlide(page, after(start, 1));
    await page.clock.runFor(1);
    await expectSlide(page, after(start, 2));
  });

  test("waits while a control has keyboard focus", async ({ page }) => {
    const start = await openPaused(page);
    const carousel = page.getByTestId("testimonials");
    await page.getByRole("button", { name: s.carousel.pause }).focus();
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(10_000);
    await page.waitForTimeout(200);
    await expectSlide(page, after(start, 0));

    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expect(carousel).toHaveAttribute("data-rotating", "true");
    await page.clock.runFor(3_000);
    await expectSlide(page, after(start, 1));
  });

  test("the pause button stops and restarts the rotation", async ({ page }) => {
    const start = await openPaused(page);
    const pause = page.getByRole("button", { name: s.carousel.pause });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    // Clicking also focused the button: take focus and pointer away so only
    // the button's state holds the rotation.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await pointAt(page, false);
    await page.clock.runFor(10_000);
    await page.waitForTimeout(200);
    await expectSlide(page, after(start, 0));

    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await pointAt(page, false);
    await page.clock.runFor(3_000);
    await expectSlide(page, after(start, 1));
  });

  test("previous and next move by hand and wrap around", async ({ page }) => {
    const start = await openPaused(page);
    const next = page.getByRole("button", { name: s.carousel.next });
    const previous = page.getByRole("button", { name: s.carousel.previous });
    await next.click();
    await expectSlide(page, after(start, 1));
    await expect(slide(page)).toHaveAccessibleName(
      `第 ${((start + 1) % 3) + 1} 条，共 3 条`,
    );
    await next.click();
    await expectSlide(page, after(start, 2));
    await next.click();
    await expectSlide(page, after(start, 3));
    await previous.click();
    await expectSlide(page, after(start, 2));
  });

  test("never moves on its own under prefers-reduced-motion", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await openPaused(page)).toBe(0);
    const carousel = page.getByTestId("testimonials");
    await expect(carousel).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(30_000);
    await page.waitForTimeout(200);
    await expectSlide(page, after(0, 0));
    // The controls still work.
    await page.getByRole("button", { name: s.carousel.next }).click();
    await expectSlide(page, after(0, 1));
  });
});
