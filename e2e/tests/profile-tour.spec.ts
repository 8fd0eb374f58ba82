// The walkthrough taken again from the menu under the user's name (docs/profile.md, "The
// walkthrough"): a new company passes it, then reopens it from another page.
import { expect, test } from "../company";
import { expectNoA11yViolations, watchConsole } from "../support";

test("a company takes the tour again from its user menu", async ({ page, company }) => {
  expect(company.email).toBeTruthy();
  const problems = watchConsole(page);
  await page.goto("/sustainability-profile");
  const walk = page.getByTestId("walkthrough");
  await expect(walk.getByRole("heading", { name: "Welcome to Green Connect" })).toBeVisible();
  // The passed flag is stored by a request of its own: the reload waits for it, or on a busy
  // machine it could read the page before the flag (as profile-journey does).
  const passed = page.waitForResponse((r) => r.url().endsWith("/api/sustainability/walkthrough") && r.request().method() === "POST");
  await walk.getByRole("button", { name: "Skip" }).click();
  await expect(walk).toContainText("in the menu under your name");
  await walk.getByRole("button", { name: "Get started" }).click();
  await expect(walk).toBeHidden();
  expect((await passed).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole("link", { name: "Take the tour again" })).toBeVisible(); // the rating page's own, the menu closed

  await page.goto("/dashboard");
  await expect(page.getByTestId("walkthrough")).toHaveCount(0);
  // By keyboard: the menu opens from its summary, the entry follows it.
  await page.locator(".user-menu summary").focus();
  await page.keyboard.press("Enter");
  const entry = page.locator(".user-menu").getByRole("link", { name: "Take the tour again" });
  await expect(entry).toBeVisible();
  await entry.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/sustainability-profile?tour=1");
  await expect(walk.getByRole("heading", { name: "Welcome to Green Connect" })).toBeVisible();
  await expectNoA11yViolations(page);
  await walk.getByRole("button", { name: "Next" }).click();
  await expect(walk.getByRole("heading", { name: "Welcome to Green Connect" })).toBeHidden();
  expect(problems).toEqual([]);
});
