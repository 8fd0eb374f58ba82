// What no rating site gives for free: the rating's history, the peer benchmark and the
// published method, each readable by a screen reader (axe) and as a table beside its chart.
import { expect, test } from "../company";
import { acceptConsent, expectNoA11yViolations, screenshot, watchConsole } from "../support";

test.use({ companyProfile: "listed" });

test.beforeEach(async ({ context }) => {
  await acceptConsent(context);
});

test("a listed company's history, benchmark and the method page", async ({ browser, page, company }) => {
  const problems = watchConsole(page);
  await page.goto("/sustainability-profile");
  const history = page.getByTestId("rating-history");
  await expect(history.getByRole("heading", { name: "Rating history" })).toBeVisible();
  await expect(history.getByTestId("rating-history-steps").locator("tbody tr")).toHaveCount(1);
  await expect(history.getByTestId("rating-history-steps")).toContainText("First published rating");
  const benchmark = page.getByTestId("benchmark");
  await expect(benchmark.getByRole("heading", { name: "Among its peers" })).toBeVisible();
  // Its size band (12 staff: small) has more than five listed demo companies: a chart with its table.
  await expect(benchmark.locator("figure svg").first()).toBeVisible();
  await expect(benchmark.locator("figure table").first()).toContainText("Green Champion");
  await expectNoA11yViolations(page);
  await screenshot(page, "rating-history-owner");

  const visitor = await browser.newContext();
  await acceptConsent(visitor);
  const pub = await visitor.newPage();
  await pub.goto(`/companies/${company.profileId}`);
  await expect(pub.getByTestId("rating-history").locator("figure")).toBeVisible();
  await expect(pub.getByTestId("benchmark").locator("figure").first()).toBeVisible();
  await expectNoA11yViolations(pub);
  await pub.getByTestId("method-link").first().click();
  await expect(pub).toHaveURL(/\/green-rating$/);
  await expect(pub.getByRole("heading", { level: 1 })).toHaveText("How the Green Rating works");
  await expect(pub.getByTestId("method-sections").locator("tbody tr")).toHaveCount(7);
  await expectNoA11yViolations(pub);
  await screenshot(pub, "green-rating-method");
  await visitor.close();
  expect(problems).toEqual([]);
});
