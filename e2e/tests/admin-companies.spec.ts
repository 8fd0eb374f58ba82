// The admins' companies: the demo admin finds a company of the test's own, moves it to a
// second fresh account (a refused address first), both mailboxes get their letter and the new
// owner has the company; axe on the list, the company's page and the add form, light and
// dark right-to-left.
import type { Browser, Page } from "@playwright/test";
import { latestMail } from "../account";
import { expect, newCompany, test, useSession } from "../company";
import { acceptConsent, expectNoA11yViolations, screenshot, setPrefs } from "../support";

test.use({ companyProfile: "complete" });

/** asAdmin is a page signed in as the demo admin, in a context of its own. */
async function asAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptConsent(context);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "2001:db8::ad:2" });
  await useSession(context, "admin@example.com");
  return context.newPage();
}

/** profileId is the id of the signed-in account's own profile. */
async function profileId(page: Page): Promise<string> {
  const res = await page.request.get("/api/sustainability/me");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

test("an admin moves a company to another account", async ({ browser, page, company, request }) => {
  test.setTimeout(120_000);
  const other = await browser.newContext();
  await acceptConsent(other);
  const next = await newCompany(other, request, "next");
  const nextPage = await other.newPage();

  const admin = await asAdmin(browser);
  await admin.goto("/admin/companies");
  await admin.getByLabel("Company name or owner’s email").fill(company.email);
  await admin.getByRole("button", { name: "Apply" }).click();
  await expect(admin.getByTestId("list-count")).toHaveText("Results: 1");
  await admin.getByRole("link", { name: company.name }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(company.name);
  await expect(admin.getByTestId("company-owner")).toHaveText(company.email);

  // An address without an account is refused, with what was typed kept.
  const field = admin.getByLabel("New owner’s email");
  await field.fill(`nobody-${next.email}`);
  await admin.getByRole("button", { name: "Move the company" }).click();
  await expect(admin.locator("#f-email-error")).toContainText("No account uses this address.");
  await expect(admin.getByLabel("New owner’s email")).toHaveValue(`nobody-${next.email}`);

  await admin.getByLabel("New owner’s email").fill(next.email);
  await admin.getByRole("button", { name: "Move the company" }).click();
  await expect(admin.locator(".gc-snackbar", { hasText: `The company now belongs to ${next.email}.` })).toBeVisible();
  await expect(admin.getByTestId("company-owner")).toHaveText(next.email);
  await screenshot(admin, "admin-company-moved");

  await latestMail(request, company.email, "was moved to another account");
  await latestMail(request, next.email, "was moved to your account");
  expect(await profileId(nextPage)).toBe(company.profileId);
  await nextPage.goto("/sustainability-profile/company");
  await expect(nextPage.getByLabel("City")).toHaveValue("Ghent");
  expect(await profileId(page), "the old owner has a fresh draft").not.toBe(company.profileId);
  await other.close();

  // Axe on the list, the company's page and the add form, in light and dark right-to-left.
  const looks: { name: string; prefs: Record<string, string> }[] = [
    { name: "light", prefs: {} }, { name: "dark-rtl", prefs: { m: "dark", rtl: "1", p: "pink" } }];
  const pages = ["/admin/companies", "/admin/companies?status=approved&sort=company&dir=asc",
    `/admin/companies/${company.profileId}`, "/admin/companies/new"];
  for (const look of looks) {
    await setPrefs(admin.context(), look.prefs);
    for (const path of pages) {
      await test.step(`${path} (${look.name})`, async () => {
        await admin.goto(path);
        await expect(admin.locator("main")).toBeVisible();
        await expectNoA11yViolations(admin);
        await screenshot(admin, `a11y-admin-companies-${path.replace(/\W+/g, "-")}-${look.name}`);
      });
    }
  }
  // A refused add form keeps what was typed, and passes axe too; on a phone nothing scrolls sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto("/admin/companies/new");
  await admin.getByLabel("Company name").fill("Only a name");
  await admin.getByRole("button", { name: "Add the profile" }).click();
  await expect(admin.locator("#f-email-error")).toBeVisible();
  await expect(admin.getByLabel("Company name")).toHaveValue("Only a name");
  await expectNoA11yViolations(admin);
  await screenshot(admin, "admin-company-new-refused-phone");
  for (const path of ["/admin/companies", `/admin/companies/${company.profileId}`]) {
    await admin.goto(path);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await screenshot(admin, `admin-companies-phone-${path.replace(/\W+/g, "-")}`);
  }
  await admin.context().close();
});
