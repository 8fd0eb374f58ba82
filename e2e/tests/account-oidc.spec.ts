// Sign up through a real OpenID Connect provider's login page (zitadel's example server).
import { expect, test } from "@playwright/test";
import { acceptConsent, expectNoA11yViolations, screenshot } from "../support";

test("continue with Google, log in at the provider, finish the sign-up, sign in again", async ({ page, context }) => {
  await acceptConsent(context);
  await page.goto("/signin");
  await page.getByRole("link", { name: "Continue with Google" }).click();

  // The provider's own page.
  await page.locator("#username").fill("olga");
  await page.locator("#password").fill("walk-through-the-forest");
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page.getByRole("heading", { name: "Finish creating your account" })).toBeVisible();
  await expect(page.getByText("olga.walker@example.com")).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, "account-oidc-complete");
  await page.getByLabel("Company name").fill("Forest Walks Co");
  await page.getByLabel("I accept the terms of use").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator(".user-chip")).toBeVisible();

  await page.goto("/user/profile#methods");
  await expect(page.locator("#methods")).toContainText("Connected as olga.walker@example.com");
  await expect(page.getByTestId("history")).toContainText("Google");

  // Sign out and back in: the identity is known now, no questions asked.
  await page.locator(".user-chip").click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.goto("/signin");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  if (await page.locator("#username").isVisible().catch(() => false)) {
    await page.locator("#username").fill("olga");
    await page.locator("#password").fill("walk-through-the-forest");
    await page.getByRole("button", { name: "Login" }).click();
  }
  await expect(page.locator(".user-chip")).toBeVisible();
});
