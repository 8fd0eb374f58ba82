// A company's walk from no VSME report to a shared one, on a desktop: import EFRAG's filled
// sample template, check what was read, confirm, read the report by disclosure, download the
// Inline XBRL report, create a share link and open it as a bank would (without an account),
// then end it. The same walk on a phone is vsme-phone's (axe on the same three pages in its
// import test, the share link opened on the bank's phone and ended in its sharing test).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "../company";
import { acceptConsent, expectNoA11yViolations, screenshot, watchConsole } from "../support";

const sample = readFileSync(fileURLToPath(new URL("../../modules/vsme/report/testdata/VSME-Digital-Template-Sample-1.3.0.xlsx", import.meta.url)));

for (const device of [{ name: "desktop", viewport: { width: 1280, height: 800 } }]) {
  test.describe(device.name, () => {
    test.use({ viewport: device.viewport });
    test.beforeEach(async ({ context }) => {
      await acceptConsent(context);
    });

    test(`a company imports, reads, downloads and shares its VSME report (${device.name})`, async ({ page, company, browser }) => {
      test.setTimeout(300_000);
      void company; // the fixture signs a new company in
      const problems = watchConsole(page);
      await page.goto("/my/vsme");
      await expect(page.getByRole("heading", { level: 1, name: "Your VSME reports" })).toBeVisible();
      await expect(page.getByTestId("vsme-empty")).toBeVisible();
      await expectNoA11yViolations(page);

      await page.getByLabel("File").setInputFiles({ name: "sample.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: sample });
      await page.getByRole("button", { name: "Read the file" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Check the import" })).toBeVisible();
      await expect(page.getByTestId("vsme-fact-count")).toHaveText("144");
      await expectNoA11yViolations(page);
      await page.getByTestId("vsme-confirm").click();

      await expect(page).toHaveURL(/\/my\/vsme\/2026$/);
      await expect(page.getByRole("heading", { level: 1, name: "VSME report 2026" })).toBeVisible();
      await expect(page.getByTestId("vsme-intensity")).toHaveText("0.01489 tCO2e / EUR");
      await expect(page.getByRole("heading", { level: 2, name: /B3 - Environment - Estimated Greenhouse Gas Emissions/ })).toBeVisible();
      await expectNoA11yViolations(page);
      await screenshot(page, `vsme-report-${device.name}`);

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Inline XBRL report" }).click()]);
      expect(download.suggestedFilename()).toBe("vsme-2026.xhtml");

      await page.getByLabel("For whom").fill("Bank A");
      await page.getByRole("button", { name: "Create the link" }).click();
      const link = await page.getByTestId("vsme-new-link").inputValue();
      expect(link).toContain("/vsme/shared/");

      const bank = await browser.newContext({ viewport: device.viewport });
      await acceptConsent(bank);
      const bankPage = await bank.newPage();
      await bankPage.goto(new URL(link).pathname);
      await expect(bankPage.getByTestId("vsme-shared")).toContainText("Company XYZ shares this VSME report with you");
      await screenshot(bankPage, `vsme-shared-${device.name}`);

      await page.goto("/my/vsme/2026");
      const row = page.getByTestId("vsme-shares").locator("tbody tr").first();
      await expect(row).toContainText("Bank A");
      await row.getByRole("button", { name: "End the link" }).click();
      await expect(page.getByTestId("vsme-shares").locator("tbody tr").first()).toContainText("ended");
      const gone = await bankPage.goto(new URL(link).pathname);
      expect(gone?.status()).toBe(404);
      await bank.close();
      expect(problems).toEqual([]);
    });
  });
}
