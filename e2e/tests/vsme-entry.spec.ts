// A company enters VSME disclosures by hand with JavaScript off, on a phone: the forms work
// as plain HTML (a refused number comes back as typed, kWh are saved as MWh, the total is
// calculated, a table grows by a row), and no page is wider than the phone.
import { expect, test } from "../company";
import { acceptConsent, expectNoA11yViolations } from "../support";

test.describe("without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

test("a company fills B3 and B1's table without JavaScript", async ({ page, company, context }) => {
  test.setTimeout(180_000);
  void company; // the fixture signs a new company in
  await acceptConsent(context);
  await page.goto("/my/vsme");
  await page.getByTestId("vsme-enter").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("B1");
  await page.getByRole("navigation", { name: "Disclosures" }).getByRole("link", { name: "B3", exact: true }).click();
  const electricity = page.locator("[name='EnergyConsumptionFromElectricity.RenewableEnergyMember']");
  await electricity.fill("12 abc");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.locator(".form-alert")).toBeVisible();
  await expect(electricity).toHaveValue("12 abc");
  await electricity.fill("1 500");
  await page.locator("[name='EnergyConsumptionFromElectricity.RenewableEnergyMember.unit']").selectOption("utr:kWh");
  await page.locator("[name=GrossScope1GreenhouseGasEmissions]").fill("10");
  await page.locator("[name=GrossLocationBasedScope2GreenhouseGasEmissions]").fill("5");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(electricity).toHaveValue("1.5");
  await expect(page.locator("[data-field=TotalGrossLocationBasedScope1AndScope2GHGEmissions]")).toContainText("15");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("navigation", { name: "Disclosures" }).getByRole("link", { name: "B1", exact: true }).click();
  await page.locator("[name='g1020.0.NameOfTheSubsidiary']").fill("Filiale SRL");
  await page.getByTestId("vsme-add-row").first().click();
  await expect(page.locator("[name='g1020.1.NameOfTheSubsidiary']")).toBeVisible();
  await expect(page.locator("[name='g1020.0.NameOfTheSubsidiary']")).toHaveValue("Filiale SRL");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
});

test.describe("a listed company", () => {
  test.use({ companyProfile: "listed", javaScriptEnabled: false });

  test("enters B1 and B3 without JavaScript and shows its GHG intensity on its public page", async ({ page, company, context, browser }) => {
    test.setTimeout(150_000);
    await acceptConsent(context);
    await page.goto("/my/vsme/2025/b1");
    await page.locator("[name=Turnover]").fill("1 000 000");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.locator("[name=Turnover]")).toHaveValue("1000000");
    await page.goto("/my/vsme/2025/b3");
    await page.locator("[name=GrossScope1GreenhouseGasEmissions]").fill("10");
    await page.locator("[name=GrossLocationBasedScope2GreenhouseGasEmissions]").fill("5");
    await page.getByRole("button", { name: "Save" }).first().click();
    await page.goto("/my/vsme/2025");
    await expect(page.getByTestId("vsme-completion")).toContainText("B3");
    await page.getByTestId("vsme-public").getByLabel("Greenhouse gas intensity").check();
    await page.getByTestId("vsme-public").getByRole("button").click();
    await expect(page.getByTestId("vsme-public").getByLabel("Greenhouse gas intensity")).toBeChecked();

    const visitor = await browser.newContext({ javaScriptEnabled: false });
    await acceptConsent(visitor);
    const pub = await visitor.newPage();
    await pub.goto(`/companies/${company.profileId}`);
    await expect(pub.getByTestId("vsme-figures")).toContainText("1.5e-05 tCO2e");
    await pub.getByTestId("vsme-figures").getByRole("link").first().click();
    await expect(pub.getByRole("heading", { level: 1 })).toHaveText("VSME peer benchmark");
    await expect(pub.getByTestId("vsme-benchmark-empty")).toBeVisible();
    await visitor.close();
  });
});

test("a disclosure's form passes axe, right to left included", async ({ page, company, context }) => {
  test.setTimeout(180_000);
  void company;
  await acceptConsent(context);
  await page.goto("/my/vsme/2025/b9");
  await page.locator("[name=NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod]").fill("x");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.locator(".form-alert")).toContainText("Number of recordable work related accidents");
  await expectNoA11yViolations(page);
  await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("with JavaScript a yes asks its follow-up at once, and B1's identifier refuses a bad LEI", async ({ page, company, context }) => {
  test.setTimeout(180_000);
  void company;
  await acceptConsent(context);
  await page.goto("/my/vsme/2025/b1");
  // The follow-up shows as soon as the yes is ticked, before any save.
  const link = page.locator("[data-field=LinkToPreviousReportContainingDisclosuresThatRemainUnchanged]");
  await expect(link).toBeHidden();
  const unchanged = page.getByRole("group", { name: "Report contains disclosures from the previous reporting period that remain unchanged" });
  await unchanged.getByLabel("Yes").check();
  await expect(link).toBeVisible();
  await unchanged.getByLabel("No").check();
  await expect(link).toBeHidden();

  // A bad LEI (its check digits do not add up) is refused with the reason and kept as typed;
  // a good one, typed with spaces, is saved without them.
  await page.locator("#f-entity-scheme").selectOption("LEI");
  const id = page.locator("#f-entity-id");
  await id.fill("5493001KJTIIGC8Y1R13");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.locator(".form-alert")).toContainText("This is not a valid LEI");
  await expect(id).toHaveValue("5493001KJTIIGC8Y1R13");
  await id.fill("5493 001K JTII GC8Y 1R12");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(page.locator(".form-alert")).toHaveCount(0);
  await page.reload();
  await expect(id).toHaveValue("5493001KJTIIGC8Y1R12");
  await expect(page.locator("#f-entity-scheme")).toHaveValue("LEI");
});

test("B7's waste types are searched by words or code, and B3's target columns pass axe", async ({ page, company, context }) => {
  test.setTimeout(180_000);
  void company;
  await acceptConsent(context);
  await page.goto("/my/vsme/2025/b7");
  const waste = page.locator("select[name='g1190.0.key']");
  await expect(waste.locator("optgroup")).toHaveCount(20);
  await page.getByLabel("Search the list: Type of waste").first().fill("plastic packaging");
  await page.getByRole("button", { name: "Search", exact: true }).first().click();
  await expect(page.getByTestId("vsme-find").first()).toContainText("shown");
  expect(await waste.locator("option").count()).toBeLessThan(10);
  await expectNoA11yViolations(page);
  // Enter in the box searches (it does not save): a code without spaces picks its one match.
  await page.getByLabel("Search the list: Type of waste").first().fill("150102");
  await page.getByLabel("Search the list: Type of waste").first().press("Enter");
  await expect(waste).toHaveValue("waste:W-150102-Non-Hazardous-PlasticPackagingMember");
  await expect(page.getByTestId("vsme-entry-pending")).toBeVisible();

  await page.goto("/my/vsme/2025/b3");
  await expect(page.locator("[name='GrossScope1GreenhouseGasEmissions.BaselineYearMember']")).toBeVisible();
  await expectNoA11yViolations(page);
});
