// Without JavaScript, a company answers with the wizard's plain form and its rating page
// follows every save at once, though the page is kept for its session between views
// (docs/conventions.md, "Signed-in pages and the private cache").
import { expect, test } from "../company";
import { futureDate } from "../support";

test.use({ javaScriptEnabled: false, companyProfile: "complete" });

test("each answer saved with the wizard's form is on the rating page at once", async ({ page, company }) => {
  expect(company.profileId).not.toBe("");
  const stage = page.locator('[data-section="co2Accounting"] [data-testid="stage"]');
  await page.goto("/sustainability-profile");
  await expect(stage).toHaveText("Not answered");
  const before = await page.getByTestId("total").textContent();
  await page.reload(); // kept for the session now: the browser asks again with its ETag
  await expect(stage).toHaveText("Not answered");

  const save = async (choice: string, date?: string) => {
    await page.goto("/sustainability-profile/wizard?s=co2Accounting");
    const form = page.getByTestId("section-form");
    await form.getByRole("radio", { name: choice, exact: true }).check();
    if (date) await form.getByLabel("Target date").fill(date);
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("section-form").getByRole("radio", { name: choice, exact: true })).toBeChecked();
  };

  await save("We are planning it", futureDate());
  await page.goto("/sustainability-profile");
  await expect(stage).toHaveText("Planning");
  await expect(page.getByTestId("total")).not.toHaveText(before!);
  await page.reload();
  await expect(stage).toHaveText("Planning");

  await save("Not at the moment");
  await page.goto("/sustainability-profile");
  await expect(stage).toHaveText("Not at the moment");
  await expect(page.getByTestId("total")).toHaveText(before!);
});
