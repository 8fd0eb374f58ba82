// Keyboard only: a visitor skips to the content, uses the drawer, searches the marketplace
// and opens a service; a company answers a wizard section. No mouse anywhere.
import { expect, test } from "@playwright/test";
import { latestMail, linkIn } from "../account";
import { acceptConsent, tabTo } from "../support";


test.beforeEach(async ({ context }) => {
  await acceptConsent(context);
});

test("a visitor gets around with the keyboard alone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/marketplace/services");

  // The first Tab shows the skip link; following it lands past the header.
  await page.keyboard.press("Tab");
  const skip = page.locator(".skip-link");
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("header") === null), "focus left the header").toBe(true);

  // The drawer opens from its button, takes Tab, and Escape closes it back onto the button.
  await page.goto("/marketplace/services");
  await tabTo(page, "[data-drawer-toggle] button");
  await page.keyboard.press("Enter");
  const drawer = page.locator("#drawer");
  await expect(drawer).toBeVisible();
  await tabTo(page, "#drawer a", 5);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.locator("[data-drawer-toggle] button")).toBeFocused();

  // Search: open the filters (folded on a phone), type and press Enter; the results and the
  // address follow.
  const cards = page.locator("[data-testid=service-card]");
  const word = (await cards.first().locator(".service-card-link").innerText()).split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
  await tabTo(page, ".filters-panel > summary");
  await page.keyboard.press("Enter");
  await tabTo(page, "input[name=q]", 5);
  await page.keyboard.type(word);
  await page.keyboard.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(word);
  await expect(cards.first()).toContainText(word);

  // Enter on a card opens the overlay with focus inside; Escape closes it onto the card.
  await tabTo(page, "[data-testid=service-card] .service-card-link");
  const card = page.locator(":focus");
  const href = await card.getAttribute("href");
  await page.keyboard.press("Enter");
  const overlay = page.getByTestId("service-overlay");
  await expect(overlay.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(href!);
  expect(await overlay.evaluate((d) => d.contains(document.activeElement)), "focus is in the overlay").toBe(true);
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(page.locator(`[data-testid=service-card] .service-card-link[href="${href}"]`)).toBeFocused();
});

test("a new company signs up, signs in and answers a section with the keyboard", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `keys-${Date.now()}@example.com`;
  const password = "keyboard-only-2026";

  // Sign up: Tab between the fields, Space ticks the terms, Enter sends.
  await page.goto("/signup");
  await tabTo(page, "input[name=email]");
  await page.keyboard.type(email);
  await tabTo(page, "input[name=password]", 3);
  await page.keyboard.type(password);
  await tabTo(page, "input[name=company]", 5);
  await page.keyboard.type("Keyboard Co");
  await tabTo(page, "input[name=terms]", 5);
  await page.keyboard.press("Space");
  await expect(page.locator("input[name=terms]")).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/verify\/sent/);
  await page.goto(linkIn(await latestMail(request, email, "Confirm your email"), "/verify/"));
  await tabTo(page, "[data-testid=verify-form] button");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/signin\?email=/);

  await page.goto("/signin");
  await tabTo(page, "input[name=email]");
  await page.keyboard.type(email);
  await tabTo(page, "input[name=password]", 3);
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page.locator(".user-chip")).toBeVisible();

  await page.goto("/sustainability-profile/wizard");
  await expect(page.locator("[data-island]:not([data-mounted])")).toHaveCount(0);
  const form = page.getByTestId("wizard-section");
  await expect(form.getByRole("heading", { level: 2 })).toHaveText("ESG reporting");

  // A radio group: Space picks the focused answer, arrow keys move the choice along.
  await tabTo(page, "[data-testid=wizard-section] .answer input[type=radio]");
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "Not at the moment", exact: true })).toBeChecked();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");

  // The section list is buttons: Enter opens another section.
  await page.getByRole("navigation", { name: "Sections" }).getByRole("button", { name: "Carbon accounting" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("heading", { level: 2 })).toHaveText("Carbon accounting");
});
