// Helpers of the profile browser tests: signing in through the real page, the demo data.
import { expect, type Page } from "@playwright/test";

export const demoPassword = "greenconnect-demo";

/** signIn signs in through the sign-in page and waits for the user menu. */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.locator("#f-password").fill(password);
  await page.getByTestId("signin-form").getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator(".user-chip")).toBeVisible();
}

/** answer sets one section's answer in the wizard island and waits for the autosave. */
export async function answer(page: Page, section: string, choice: "Yes" | "We are planning it" | "Not at the moment",
  fill?: (page: Page) => Promise<void>): Promise<void> {
  await page.getByRole("navigation", { name: "Sections" }).getByRole("button", { name: section }).click();
  const form = page.getByTestId("wizard-section");
  await expect(form.getByRole("heading", { level: 2 })).toHaveText(section);
  // The radios are drawn as segmented buttons: people press the label.
  await form.locator(".answer label").filter({ hasText: new RegExp(`^${choice}$`) }).click();
  await expect(form.getByRole("radio", { name: choice, exact: true })).toBeChecked();
  if (fill) await fill(page);
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
}
