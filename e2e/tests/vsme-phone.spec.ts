// A company's VSME walk on a phone (390 px), from an empty year to a shared report, in the
// modes people use: dark and right to left without JavaScript (every disclosure's form from
// empty takes a figure and keeps it), light with JavaScript (import EFRAG's filled sample, read
// its totals, download every format, share it, open it signed out, end the link), and the
// product's other languages. Each test seeds what it needs, so each holds its minute.
import { readFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "../company";
import { acceptConsent, expectNoA11yViolations, setPrefs, watchConsole } from "../support";

const phone = { width: 390, height: 844 };
const sample = readFileSync(fileURLToPath(new URL("../../modules/vsme/report/testdata/VSME-Digital-Template-Sample-1.3.0.xlsx", import.meta.url)));
// Screenshots of the walk, to be looked at (not committed), taken only with E2E_SCREENS=1 as
// support.ts's screenshot: they assert nothing and cost a second or more of CPU each (19 a
// run); VSME_SHOTS moves them.
const shots = process.env.VSME_SHOTS ?? "/tmp/vsme4-shots";

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (process.env.E2E_SCREENS !== "1") return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

/** fitsPhone: nothing on the page is wider than the phone (no sideways scrolling). */
async function fitsPhone(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(phone.width);
}

/** importSample uploads EFRAG's filled sample and confirms it: the 2026 report. */
async function importSample(page: Page): Promise<void> {
  await page.goto("/my/vsme");
  await page.getByLabel("File").setInputFiles({ name: "sample.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: sample });
  await page.getByRole("button", { name: "Read the file" }).click();
  await expect(page.getByTestId("vsme-fact-count")).toHaveText("144");
  await page.getByTestId("vsme-confirm").click();
  await expect(page).toHaveURL(/\/my\/vsme\/2026$/);
}

/** fillEach opens each disclosure's form, types a figure into its first empty number field,
 *  saves, and checks the figure is kept and nothing is refused. */
async function fillEach(page: Page, year: number, codes: string[], mode: string): Promise<void> {
  for (const code of codes) {
    await page.goto(`/my/vsme/${year}/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(code.toUpperCase());
    await fitsPhone(page, `${code} empty`);
    const field = page.locator("input[inputmode=decimal]:visible").first();
    const name = await field.getAttribute("name");
    expect(name, `${code} has a number field`).toBeTruthy();
    // A table's row (B4's pollutants, B7's waste types) first says what it is about.
    const row = /^(g\d+\.\d+)\./.exec(name!)?.[1];
    const key = page.locator(`select[name='${row}.key']`);
    if (row && (await key.count()) > 0) await key.selectOption({ index: 1 });
    await field.fill("3,5");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.locator(".form-alert")).toHaveCount(0);
    await expect(page.locator(`[name='${name}']`)).toHaveValue("3.5");
    await fitsPhone(page, `${code} saved`);
    await shot(page, `${mode}-${code}`);
  }
}

test.describe("phone, dark, right to left, without JavaScript", () => {
  test.use({ viewport: phone, javaScriptEnabled: false });
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context);
    await setPrefs(context, { m: "dark", rtl: "1" });
  });

  test("a new company starts its year from empty and fills B1 to B5", async ({ page, company }) => {
    test.setTimeout(120_000); // a busy machine: five forms saved
    void company; // the fixture signs a new company in
    await page.goto("/my/vsme");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("vsme-empty")).toBeVisible();
    await fitsPhone(page, "the VSME home");
    await shot(page, "dark-rtl-home");
    await page.getByTestId("vsme-enter").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("B1");
    const year = Number(/\/my\/vsme\/(\d{4})\/b1$/.exec(page.url())?.[1]);
    expect(year).toBeGreaterThan(2024);
    await fillEach(page, year, ["b1", "b2", "b3", "b4", "b5"], "dark-rtl");
  });

  test("fills B6 to B11 and reads its year's report", async ({ page, company }) => {
    test.setTimeout(120_000); // a busy machine: six forms saved
    void company;
    await fillEach(page, 2025, ["b6", "b7", "b8", "b9", "b10", "b11"], "dark-rtl");
    await page.goto("/my/vsme/2025");
    await expect(page.getByRole("heading", { level: 1, name: "VSME report 2025" })).toBeVisible();
    await expect(page.getByTestId("vsme-completion")).toContainText("B11");
    await fitsPhone(page, "the report");
    await shot(page, "dark-rtl-report");
  });
});

// axe runs as a script in the page: these take JavaScript, still dark and right to left.
test.describe("phone, dark, right to left, with JavaScript", () => {
  test.use({ viewport: phone });
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context);
    await setPrefs(context, { m: "dark", rtl: "1" });
  });

  test("a year's form and its report pass axe", async ({ page, company }) => {
    test.setTimeout(120_000); // axe on a busy machine
    void company;
    await page.goto("/my/vsme/2025/b3");
    await expect(page.locator("html")).toHaveAttribute("data-mode", "dark");
    await page.locator("[name=GrossScope1GreenhouseGasEmissions]").fill("12,5");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.locator("[name=GrossScope1GreenhouseGasEmissions]")).toHaveValue("12.5");
    await page.goto("/my/vsme/2025");
    await expect(page.getByRole("heading", { level: 1, name: "VSME report 2025" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe("phone, light, with JavaScript", () => {
  test.use({ viewport: phone });
  test.beforeEach(async ({ context }) => {
    await acceptConsent(context);
  });

  // With axe on the three pages of an import (the empty home, the check, the report): the
  // phone's part of vsme-walk, which walks the same import on a desktop.
  test("imports the sample, reads its totals and downloads every format", async ({ page, company }) => {
    test.setTimeout(120_000); // a busy machine: four exports of 144 facts
    void company;
    const problems = watchConsole(page);
    await page.goto("/my/vsme");
    await expect(page.getByTestId("vsme-empty")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel("File").setInputFiles({ name: "sample.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: sample });
    await page.getByRole("button", { name: "Read the file" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check the import" })).toBeVisible();
    await expect(page.getByTestId("vsme-fact-count")).toHaveText("144");
    await expectNoA11yViolations(page);
    await page.getByTestId("vsme-confirm").click();
    await expect(page).toHaveURL(/\/my\/vsme\/2026$/);
    await expect(page.getByRole("heading", { level: 2, name: /B3 - Environment - Estimated Greenhouse Gas Emissions/ })).toBeVisible();
    await expect(page.getByTestId("vsme-intensity")).toHaveText("0.01489 tCO2e / EUR");
    await fitsPhone(page, "the imported report");
    await expectNoA11yViolations(page);
    await shot(page, "light-report", false);
    for (const [name, type, starts] of [
      ["Inline XBRL report", "application/xhtml+xml", "<?xml"],
      ["xBRL-JSON", "application/json", "{"],
      ["Digital template", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "PK"],
      ["CSV", "text/csv", ""],
    ] as const) {
      const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
      expect(href, `a link to the ${name}`).toBeTruthy();
      const res = await page.request.get(href!);
      expect(res.status(), name).toBe(200);
      expect(res.headers()["content-type"], name).toContain(type);
      expect((await res.body()).subarray(0, starts.length).toString(), name).toBe(starts);
    }
    expect(problems).toEqual([]);
  });

  test("shares the report, the bank opens it signed out on its phone, the link ends", async ({ page, company, browser }) => {
    test.setTimeout(120_000);
    void company;
    await importSample(page);
    await page.getByLabel("For whom").fill("Banca Transilvania — credit 🌱");
    await page.getByRole("button", { name: "Create the link" }).click();
    const link = await page.getByTestId("vsme-new-link").inputValue();
    await fitsPhone(page, "the report with its new link");
    await shot(page, "light-share-created", false);

    const bank = await browser.newContext({ viewport: phone });
    await acceptConsent(bank);
    const bankPage = await bank.newPage();
    await bankPage.goto(new URL(link).pathname);
    await expect(bankPage.getByTestId("vsme-shared")).toContainText("Company XYZ shares this VSME report with you");
    await fitsPhone(bankPage, "the shared report");
    // The whole report of 144 facts is long: the screen the bank sees first.
    await shot(bankPage, "light-shared", false);
    const csv = await bankPage.getByRole("link", { name: "CSV", exact: true }).getAttribute("href");
    expect((await bankPage.request.get(csv!)).status()).toBe(200);

    // Post/Redirect/Get: a reload shows the list without the link and posts nothing again.
    await page.reload();
    await expect(page.getByTestId("vsme-new-link")).toHaveCount(0);
    await expect(page.getByTestId("vsme-shares").locator("tbody tr")).toHaveCount(1);
    const row = page.getByTestId("vsme-shares").locator("tbody tr").first();
    await expect(row).toContainText("Banca Transilvania — credit 🌱");
    await row.getByRole("button", { name: "End the link" }).click();
    await expect(page.getByTestId("vsme-shares").locator("tbody tr").first()).toContainText("ended");
    expect((await bankPage.goto(new URL(link).pathname))?.status()).toBe(404);
    await bank.close();
  });
});

test.describe("phone, in the product's other languages", () => {
  test.use({ viewport: phone });

  test("the VSME pages speak French, Romanian and Chinese, with no message id left", async ({ page, company, context }) => {
    test.setTimeout(120_000);
    void company;
    await acceptConsent(context);
    for (const l of ["fr", "ro", "zh"]) {
      await setPrefs(context, { l });
      for (const path of ["/my/vsme", "/my/vsme/2025/b3", "/my/vsme/2025/b8"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${l}`));
        const text = await page.locator("main").innerText();
        expect(text, `${l} ${path}`).not.toMatch(/\bvsme\.[a-z_]+\.[a-z_.]+/);
        await fitsPhone(page, `${path} in ${l}`);
      }
      await shot(page, `lang-${l}-b8`);
    }
  });
});
