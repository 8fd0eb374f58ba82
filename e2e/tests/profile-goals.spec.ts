// The goals section (issue 13): a company picks a UN goal and a UN Global Compact principle in
// the wizard island, each with what it does for it; the save says so, and the report shows them.
import { expect, test } from "../company";
import { answer } from "../profile";
import { expectNoA11yViolations, screenshot } from "../support";

test("a company picks a goal and a principle with descriptions and sees them in its report", async ({ page, company }) => {
  await page.goto("/sustainability-profile/wizard?s=sustainabilityGoals");
  await expect(page.locator(".user-chip")).toContainText(company.email); // the fixture signed it in
  await expect(page.getByTestId("wizard")).toBeVisible();
  await answer(page, "Sustainability goals", "Yes", async (p) => {
    const form = p.getByTestId("wizard-section");
    await form.getByLabel("Description", { exact: true }).first().fill("Our climate plan, reviewed every year.");
    await form.getByRole("checkbox", { name: /Climate action/ }).check();
    await form.getByLabel("What you do for goal 13", { exact: true }).fill("Our delivery vans are electric by 2027.");
    await form.getByRole("checkbox", { name: /precautionary approach/ }).check();
    await form.getByLabel("What you do for principle 7", { exact: true }).fill("We assess a product's impact before we launch it.");
  });
  await expect(page.locator(".gc-snackbar", { hasText: "Goal and description were successfully added" })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, "profile-goals-wizard");

  await page.goto("/sustainability-profile/report");
  const goals = page.locator('[data-section="sustainabilityGoals"]');
  await expect(goals.locator('[data-testid="goals"] [data-number="13"]')).toContainText("Climate action");
  await expect(goals.locator('[data-testid="goals"] [data-number="13"]')).toContainText("Our delivery vans are electric by 2027.");
  await expect(goals.locator('[data-testid="principles"] h5')).toHaveText("Environment");
  await expect(goals.locator('[data-testid="principles"] [data-number="7"]')).toContainText("We assess a product's impact before we launch it.");
  await expectNoA11yViolations(page);
  await screenshot(page, "profile-goals-report");
});
