// The journey of a new company (issue 18), on a desktop and on a phone: sign up (the fixture),
// the walkthrough, the company form with bad input, every section of the wizard with an
// unfinished answer, the report, the badge snippet, the account and the services, each page
// with no horizontal scroll, no console error, no link without a name and axe clean. A listed
// company's public page lists its services and links to its badge check.
import type { Page } from "@playwright/test";
import { latestMail, linkIn } from "../account";
import { expect, test } from "../company";
import { acceptConsent, expectNoA11yViolations, screenshot, watchConsole } from "../support";

const sizes = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const sections = ["ESG reporting", "Environmental accreditations", "Carbon accounting", "Sustainability goals",
  "Environmental initiatives", "Environmental policies", "Sustainability training", "Green offerings",
  "Sustainable web presence"];

/** checkPage asserts what every signed-in page must be: it fits the width, every link has a
 *  name, and axe finds nothing. */
async function checkPage(page: Page, label: string): Promise<void> {
  await test.step(`${label} fits, names its links, passes axe`, async () => {
    await expect(page.locator("[data-island]:not([data-mounted])")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${label}: no horizontal scroll`).toBeLessThanOrEqual(0);
    const unnamed = await page.locator("a[href]").evaluateAll((links) =>
      links.filter((a) => {
        const el = a as HTMLElement;
        if (el.closest("[hidden], [aria-hidden='true']")) return false;
        const name = (el.getAttribute("aria-label") ?? "") + el.innerText + (el.querySelector("img[alt]")?.getAttribute("alt") ?? "");
        return name.trim() === "" && (el.textContent ?? "").trim() === "";
      }).map((a) => a.outerHTML.slice(0, 120)));
    expect(unnamed, `${label}: links without a name`).toEqual([]);
    await expectNoA11yViolations(page);
  });
}

for (const size of sizes) {
  test.describe(`a new company (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test("walks through every signed-in page without losing an answer", async ({ page, request, company }) => {
      test.setTimeout(240_000);
      const problems = watchConsole(page);
      const phone = size.name === "phone";

      // Reusing the confirmation link that already worked says so, and invites to sign in.
      await page.goto(linkIn(await latestMail(request, company.email, "Confirm your email"), "/verify/"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email already confirmed");

      // The walkthrough: closed with ×, it does not come back.
      await page.goto("/sustainability-profile");
      const walk = page.getByTestId("walkthrough");
      await expect(walk).toBeVisible();
      const passed = page.waitForResponse((r) => r.url().endsWith("/api/sustainability/walkthrough") && r.request().method() === "POST");
      await walk.getByRole("button", { name: "Close" }).click();
      expect((await passed).status(), "closing with × passes it").toBe(204);
      await expect(walk).toBeHidden();
      await page.reload();
      await expect(page.getByTestId("rating-page")).toBeVisible();
      await expect(walk).toHaveCount(0);
      await expect(page.getByTestId("unactive")).toHaveText("Provisional until all seven rated sections are answered: 0 of 7 so far.");
      await checkPage(page, "rating page");

      // The company form shows every problem at once and keeps what was typed.
      await page.goto("/sustainability-profile/company");
      await page.getByLabel("City").fill("Timișoara");
      await page.getByLabel("Website").fill("not a web address");
      await page.getByLabel("Facebook").fill("https://instagram.com/fresh");
      await page.locator("#f-logo").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
      await page.getByRole("button", { name: "Save company profile" }).click();
      const alert = page.locator("#form-alert");
      await expect(alert.getByRole("link")).toHaveCount(3);
      for (const field of ["website", "logo", "facebook"]) await expect(page.locator(`#f-${field}-error`)).toBeVisible();
      await expect(page.getByLabel("City")).toHaveValue("Timișoara");
      await checkPage(page, "company form with errors");
      // The sector list follows the industry.
      await page.getByLabel("Industry").selectOption("energy");
      const groups = await page.locator("#f-sector optgroup").evaluateAll((gs) => gs.filter((g) => !(g as HTMLOptGroupElement).hidden).length);
      expect(groups).toBe(1);
      await page.getByLabel("Sector").selectOption("renewable_energy");
      await page.getByLabel("About the company").fill("Solar roofs for schools.");
      await page.getByLabel("Country").selectOption("RO");
      await page.getByLabel("Website").fill("fresh.example");
      await page.getByLabel("Number of employees").fill("8");
      await page.getByLabel("Facebook").fill("facebook.com/fresh");
      await page.getByRole("button", { name: "Save company profile" }).click();
      await expect(page.locator(".gc-snackbar", { hasText: "Saved successfully!" })).toBeVisible();

      // The wizard: "Yes" without evidence and Next keeps the person on the section, the
      // message beside the evidence; the answer is kept, marked unfinished, until completed.
      await page.goto("/sustainability-profile/wizard?s=co2Accounting");
      const form = page.getByTestId("wizard-section");
      const steps = page.getByRole("navigation", { name: "Sections" });
      await expect(form.getByRole("heading", { level: 2 })).toHaveText("Carbon accounting");
      if (phone) {
        // The list is a compact row of steps: the question starts on the first screen.
        const question = await form.locator("legend.question").boundingBox();
        expect(question!.y + question!.height, "the question is on the first screen").toBeLessThan(size.viewport.height);
      }
      await form.locator(".answer label").filter({ hasText: /^Yes$/ }).click();
      await page.getByRole("button", { name: "Next" }).click();
      await expect(form.locator(".evidence .field-error")).toHaveText(/evidence/);
      await expect(form.getByRole("heading", { level: 2 })).toHaveText("Carbon accounting");
      await expect(steps.getByRole("button", { name: /Carbon accounting/ })).toHaveAttribute("data-state", "unfinished");
      await steps.getByRole("button", { name: /ESG reporting/ }).click();
      await expect(form.getByRole("heading", { level: 2 })).toHaveText("ESG reporting");
      await expect(page.getByTestId("save-state")).toContainText("Carbon accounting");
      await steps.getByRole("button", { name: /Carbon accounting/ }).click();
      await expect(form.getByRole("radio", { name: "Yes", exact: true })).toBeChecked();
      await form.getByLabel("Description").first().fill("Scope 1 and 2, measured every year.");
      await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
      await expect(steps.getByRole("button", { name: /Carbon accounting/ })).toHaveAttribute("data-state", "done");
      // "Not at the moment" hides the evidence.
      await steps.getByRole("button", { name: /Sustainability goals/ }).click();
      await form.locator(".answer label").filter({ hasText: /^Not at the moment$/ }).click();
      await expect(form.locator("fieldset.evidence")).toHaveCount(0);
      await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
      // Every section fits and passes axe.
      for (const name of sections) {
        await steps.getByRole("button", { name: new RegExp(name) }).click();
        await expect(form.getByRole("heading", { level: 2 })).toHaveText(name);
        await checkPage(page, `wizard: ${name}`);
      }
      await screenshot(page, `journey-wizard-${size.name}`);

      // The rest of a company's pages.
      for (const [path, label] of [["/sustainability-profile", "rating page"], ["/sustainability-profile/report", "report"],
        ["/my/badge", "badge snippet"], ["/user/profile", "account"], ["/my/services", "my services"]] as const) {
        await page.goto(path);
        await expect(page.locator("main")).toBeVisible();
        await checkPage(page, label);
        await screenshot(page, `journey-${label.replace(/\W+/g, "-")}-${size.name}`);
      }
      // Publishing sends it to review; with nothing changed since, there is nothing to publish.
      await page.goto("/sustainability-profile");
      await page.getByTestId("publish").click();
      await expect(page.getByTestId("status")).toHaveText("Waiting for approval");
      await expect(page.getByTestId("publish")).toHaveCount(0);

      // 422 answers are expected (the refused form, the refused section); nothing else.
      const unexpected = problems.filter((p) => !p.includes("status of 422"));
      expect(unexpected, unexpected.join("\n")).toEqual([]);
    });
  });
}

test.describe("a listed company's public page", () => {
  test.use({ companyProfile: "listed" });

  test("lists its published services and links to its badge check", async ({ page, browser, company }) => {
    test.setTimeout(120_000);
    const name = `Roof insulation ${Date.now()}`;
    await page.goto("/my/services/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Industry").selectOption("energy");
    await page.getByLabel("Category").selectOption("consulting");
    await page.getByLabel("About the service").fill("We insulate school roofs.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/my\/services$/);
    await page.getByTestId("manage-item").filter({ hasText: name }).getByRole("button", { name: "Publish" }).click();
    await expect(page.getByTestId("manage-item").filter({ hasText: name }).getByTestId("state")).toHaveText("Public");

    const visitor = await browser.newContext();
    await acceptConsent(visitor);
    const pub = await visitor.newPage();
    await pub.goto(`/companies/${company.profileId}`);
    await expect(pub.getByTestId("company-services").getByRole("link", { name })).toHaveAttribute("href", /^\/services\//);
    await pub.getByTestId("company-badge").getByRole("link", { name: "Check this company’s badge" }).click();
    await expect(pub).toHaveURL(new RegExp(`/companies/${company.profileId}/badge$`));
    await pub.goBack();
    await expectNoA11yViolations(pub);
    await visitor.close();
  });
});
