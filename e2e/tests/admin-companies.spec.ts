// The admins' companies: the demo admin finds a company of the test's own, moves it to a
// second fresh account (a refused address first), both mailboxes get their letter and the new
// owner has the company; axe on the list, a company's page and the add form, light and dark
// right-to-left; the add form refused on a phone. Three tests where one walk of all this
// passed its two minutes on a busy machine.
import type { Browser, Page } from "@playwright/test";
import { latestMail } from "../account";
import { expect, newCompany, test, useSession } from "../company";
import { acceptConsent, expectNoA11yViolations, firstHref, screenshot, setPrefs } from "../support";

test.use({ companyProfile: "complete" });
// The tests share nothing but the admin's session: both workers take them.
test.describe.configure({ mode: "parallel" });

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
  await admin.context().close();
});

/** demoCompany is the address of the demo company's page (demo@example.com's; only read). */
function demoCompany(admin: Page): Promise<string> {
  return firstHref(admin.context().request, "/admin/companies?q=demo%40example.com", /^\/admin\/companies\/[0-9a-f-]{36}$/);
}

// Axe on the list, a company's page and the add form, one test a look (each runs on either
// worker); the company is a demo one, only read.
const looks: { name: string; prefs: Record<string, string> }[] = [
  { name: "light", prefs: {} }, { name: "dark-rtl", prefs: { m: "dark", rtl: "1", p: "pink" } }];
for (const look of looks) {
  test(`the admin's company pages pass axe (${look.name})`, async ({ browser }) => {
    const admin = await asAdmin(browser);
    const one = await demoCompany(admin);
    await setPrefs(admin.context(), look.prefs);
    for (const path of ["/admin/companies", "/admin/companies?status=approved&sort=company&dir=asc", one, "/admin/companies/new"]) {
      await test.step(`${path} (${look.name})`, async () => {
        await admin.goto(path);
        await expect(admin.locator("main")).toBeVisible();
        await expectNoA11yViolations(admin);
        await screenshot(admin, `a11y-admin-companies-${path.replace(/\W+/g, "-")}-${look.name}`);
      });
    }
    await admin.context().close();
  });
}

// A refused add form keeps what was typed, and passes axe too; on a phone nothing scrolls sideways.
test("the add form refused on a phone keeps what was typed; the companies' pages fit the phone", async ({ browser }) => {
  const admin = await asAdmin(browser);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto("/admin/companies/new");
  await admin.getByLabel("Company name").fill("Only a name");
  await admin.getByRole("button", { name: "Add the profile" }).click();
  await expect(admin.locator("#f-email-error")).toBeVisible();
  await expect(admin.getByLabel("Company name")).toHaveValue("Only a name");
  await expectNoA11yViolations(admin);
  await screenshot(admin, "admin-company-new-refused-phone");
  const one = await demoCompany(admin);
  for (const path of ["/admin/companies", one]) {
    await admin.goto(path);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await screenshot(admin, `admin-companies-phone-${path.replace(/\W+/g, "-")}`);
  }
  await admin.context().close();
});
