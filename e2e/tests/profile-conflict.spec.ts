// Two browser tabs saving the same profile: the second gets the conflict message and a
// choice, and loses nothing it typed. Each test saves a profile of its own (e2e/company.ts).
import { expect, test } from "../company";
import { answer } from "../profile";
import { expectNoA11yViolations, futureDate, screenshot } from "../support";

test.describe("a complete company profile", () => {
  test.use({ companyProfile: "complete" });

  test("two tabs on the company form: the second save gets the conflict choice", async ({ page, context, company }) => {
    expect(company.profileId).not.toBe("");
    const tab1 = page;
    const tab2 = await context.newPage();
    await tab1.goto("/sustainability-profile/company");
    await tab2.goto("/sustainability-profile/company");

    await tab1.getByLabel("City").fill("Espoo");
    await tab1.getByRole("button", { name: "Save company profile" }).click();
    await expect(tab1.locator(".gc-snackbar", { hasText: "Saved successfully!" })).toBeVisible();

    const mine = "Printing on recycled paper, now with solar power on the roof.";
    await tab2.getByLabel("About the company").fill(mine);
    await tab2.getByRole("button", { name: "Save company profile" }).click();
    const conflict = tab2.getByTestId("conflict");
    await expect(conflict).toContainText("Someone else saved first");
    await expect(tab2.getByLabel("About the company")).toHaveValue(mine);
    await expectNoA11yViolations(tab2);
    await screenshot(tab2, "profile-conflict-form");
    await conflict.getByRole("button", { name: "Keep my changes and save" }).click();
    await expect(tab2.locator(".gc-snackbar", { hasText: "Saved successfully!" })).toBeVisible();
    await tab1.reload();
    await expect(tab1.getByLabel("About the company")).toHaveValue(mine);
  });
});

// A new company (the fixture signs the page in): its wizard starts empty.
test("two tabs in the wizard: autosave meets the conflict and keeps the answer", async ({ page, context, company }) => {
  const tab1 = page;
  const tab2 = await context.newPage();
  await tab1.goto("/sustainability-profile/wizard?s=environmentalPolicies");
  await tab2.goto("/sustainability-profile/wizard?s=environmentalPolicies");
  await expect(tab1.locator(".user-chip")).toContainText(company.email); // the fixture signed it in
  await answer(tab1, "Environmental policies", "Yes", async (p) => {
    await p.getByTestId("wizard-section").getByLabel("Description").first().fill("Travel and purchasing policies.");
  });

  await tab2.getByTestId("wizard-section").locator(".answer label").filter({ hasText: "We are planning it" }).click();
  await tab2.getByTestId("wizard-section").getByLabel("Target date").fill(futureDate());
  const conflict = tab2.getByTestId("conflict");
  await expect(conflict).toContainText("Someone else saved first");
  await expect(tab2.getByTestId("wizard-section").getByLabel("Target date")).toHaveValue(futureDate());
  await expectNoA11yViolations(tab2);
  await conflict.getByRole("button", { name: "Keep my changes and save" }).click();
  await expect(tab2.getByTestId("save-state")).toHaveText("All changes saved");
  await tab1.reload();
  await expect(tab1.getByTestId("wizard-section").getByRole("radio", { name: "We are planning it" })).toBeChecked();
});
