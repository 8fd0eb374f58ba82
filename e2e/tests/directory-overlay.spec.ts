// The service overlay: opens from a card, pushes /services/{id}, 'Loading...' meanwhile,
// locks scroll, traps focus, and Back (or Escape, or close) closes it. What it shows is the
// service page's own view (its htmx fragment).
import { expect, test } from "@playwright/test";
import { acceptConsent, expectNoA11yViolations, screenshot, watchConsole } from "../support";

const market = "/marketplace/services";

test.beforeEach(async ({ context }) => {
  await acceptConsent(context);
});

test("a card opens the overlay, Back closes it and the listing stays", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${market}?onlyWithPrices=true`);
  await page.evaluate(() => document.documentElement.setAttribute("data-e2e-mark", "1"));
  const card = page.locator("[data-testid=service-card] .service-card-link").first();
  const href = await card.getAttribute("href");
  const name = await card.innerText();
  expect(href).toMatch(/^\/services\/[0-9a-f-]{36}$/);

  // Hold the service's fragment, to see 'Loading...'.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/services/*", async (route) => {
    expect(route.request().headers()["hx-request"]).toBe("true");
    await held;
    await route.continue();
  });
  await card.click();
  const overlay = page.getByTestId("service-overlay");
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(href!);
  await expect(overlay).toContainText("Loading...");
  release();
  await expect(overlay.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(overlay).toHaveAccessibleName(name);
  expect(await page.evaluate(() => document.documentElement.classList.contains("gc-scroll-locked"))).toBe(true);
  expect(await overlay.evaluate((d: HTMLDialogElement) => d.matches(":modal"))).toBe(true);
  // 'OWNED BY': the label is written "Owned by" and shown in capitals.
  const owned = overlay.locator(".service-owner .label-caps");
  await expect(owned).toHaveText("Owned by");
  await expect(owned).toHaveCSS("text-transform", "uppercase");
  await expect(overlay.getByRole("link", { name: /Share on LinkedIn/ })).toBeVisible();
  // The demo companies have three or more services each: the block shows, without this one.
  const more = overlay.getByTestId("more-services");
  await expect(more.locator("h2")).toHaveText("More services from this company");
  expect(await more.locator("h2").evaluate((h) => (h as HTMLElement).innerText)).toBe("MORE SERVICES FROM THIS COMPANY");
  await expect(more.locator(`a[href="${href}"]`)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshot(page, "directory-overlay-desktop");

  await page.goBack();
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(`${market}?onlyWithPrices=true`);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-e2e-mark")), "closing did not reload").toBe(true);
  expect(await page.evaluate(() => document.documentElement.classList.contains("gc-scroll-locked"))).toBe(false);
  await expect(card).toBeFocused();

  // Forward opens it again; Escape closes it through history as well.
  await page.goForward();
  await expect(overlay.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(`${market}?onlyWithPrices=true`);

  // A related service replaces the one shown; close goes back to the listing.
  await card.click();
  const related = overlay.getByTestId("more-services").locator("a.related-link").first();
  const relatedName = await related.innerText();
  await related.click();
  await expect(overlay.getByRole("heading", { level: 1, name: relatedName })).toBeVisible();
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(`${market}?onlyWithPrices=true`);
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the overlay shows what the service page shows", async ({ page }) => {
  await page.goto(market);
  const card = page.locator("[data-testid=service-card] .service-card-link").first();
  const href = (await card.getAttribute("href"))!;
  await card.click();
  const overlay = page.getByTestId("service-overlay");
  await expect(overlay.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(overlay.getByRole("link", { name: /Share on X/ })).toBeVisible();
  const shown = await overlay.getByTestId("service-page").innerText();

  const other = await page.context().newPage();
  await other.goto(href);
  expect(await other.getByTestId("service-page").innerText()).toBe(shown);
  await other.close();
});

test("a reload of the pushed address is the service page, and the card is a plain link", async ({ page }) => {
  await page.goto(market);
  const card = page.locator("[data-testid=service-card] .service-card-link").first();
  await card.click({ modifiers: ["ControlOrMeta"] }).catch(() => {}); // a new tab is not the overlay
  await expect(page.getByTestId("service-overlay")).toBeHidden();
  await card.click();
  await expect(page.getByTestId("service-overlay")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("service-page")).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, "directory-service-page");
});

test("on a phone the overlay is full screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(market);
  await page.locator("[data-testid=service-card] .service-card-link").first().click();
  const overlay = page.getByTestId("service-overlay");
  await expect(overlay.getByRole("heading", { level: 1 })).toBeVisible();
  const box = await overlay.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  await screenshot(page, "directory-overlay-phone");
});
