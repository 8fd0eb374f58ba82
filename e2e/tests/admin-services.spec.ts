// The admin area's services and suggestions (docs/directory.md, "Administration"; docs/shell.md,
// "Suggestions"): a company sends a suggestion from the drawer and the demo admin answers it
// (the mail arrives); the demo admin unpublishes a service of a company of the test's own
// with a reason, and the owner reads it; axe on every page involved, light and dark RTL.
import type { Browser, Page } from "@playwright/test";
import { latestMail } from "../account";
import { expect, test, useSession } from "../company";
import { acceptConsent, expectNoA11yViolations, screenshot, setPrefs } from "../support";

/** asAdmin is a page signed in as the demo admin, in a context of its own. */
async function asAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptConsent(context);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "2001:db8::ad:2" });
  await useSession(context, "admin@example.com");
  return context.newPage();
}

const looks: { name: string; prefs: Record<string, string> }[] = [
  { name: "light", prefs: {} }, { name: "dark-rtl", prefs: { m: "dark", rtl: "1", p: "pink" } }];

/** checkLooks runs axe on each page in light and in dark RTL, and keeps a screenshot. */
async function checkLooks(page: Page, paths: string[]): Promise<void> {
  for (const look of looks) {
    await setPrefs(page.context(), look.prefs);
    for (const path of paths) {
      await test.step(`axe ${path} (${look.name})`, async () => {
        await page.goto(path);
        await expect(page.locator("main")).toBeVisible();
        await expectNoA11yViolations(page);
        await screenshot(page, `a11y-${path.replace(/\W+/g, "-")}-${look.name}`);
      });
    }
  }
  await setPrefs(page.context(), {});
}

/** fitsAPhone checks that the page has no sideways scroll on a 390 px wide phone. */
async function fitsAPhone(page: Page, path: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  await screenshot(page, `phone-${path.replace(/\W+/g, "-")}`);
  if (size) await page.setViewportSize(size);
}

test("a company sends a suggestion from the drawer and the admin answers it", async ({ browser, page, company, request }) => {
  test.setTimeout(120_000);
  // Below lg the drawer floats and toggling it is not saved on the account, so the display
  // settings of the looks below stay the cookie's.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/dashboard");
  const drawer = page.locator("#drawer");
  if (!(await drawer.isVisible())) await page.locator("[data-drawer-toggle] button").click();
  await drawer.getByRole("link", { name: "Send a suggestion" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Suggestions" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // A missing text comes back with the subject as typed.
  const subject = `A map of companies ${company.name}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("button", { name: "Send the suggestion" }).click();
  await expect(page.locator("#f-text-error")).toHaveText("Please fill in this field.");
  await expect(page.getByLabel("Subject")).toHaveValue(subject);
  await page.getByRole("textbox", { name: "Your suggestion" }).fill("Show the listed companies on a map.");
  await page.getByRole("button", { name: "Send the suggestion" }).click();
  await expect(page.locator(".gc-snackbar", { hasText: "Thank you! Your suggestion was sent." })).toBeVisible();
  const mine = page.getByTestId("own-suggestion").filter({ hasText: subject });
  await expect(mine.getByTestId("suggestion-status")).toHaveText("New");

  const admin = await asAdmin(browser);
  await admin.goto(`/admin/suggestions?q=${encodeURIComponent(company.name)}`);
  await expect(admin.getByTestId("list-count")).toHaveText("Results: 1");
  await admin.getByRole("link", { name: subject }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(subject);
  const suggestionPath = new URL(admin.url()).pathname;
  await admin.getByRole("combobox", { name: "Status" }).selectOption("planned");
  await admin.getByRole("textbox", { name: "Answer" }).fill("We plan a map for the spring.");
  await admin.getByRole("button", { name: "Save" }).click();
  await expect(admin.locator(".gc-snackbar", { hasText: "The suggestion was saved." })).toBeVisible();
  await expect(admin.getByTestId("suggestion-status")).toHaveText("Planned");

  const mail = await latestMail(request, company.email, "An answer to your suggestion");
  expect(mail).toContain("We plan a map for the spring.");
  await page.reload();
  await expect(mine.getByTestId("suggestion-status")).toHaveText("Planned");
  await expect(mine.getByTestId("suggestion-answer")).toContainText("We plan a map for the spring.");

  await checkLooks(page, ["/suggestions"]);
  await checkLooks(admin, ["/admin/suggestions", suggestionPath]);
  await fitsAPhone(page, "/suggestions");
  await fitsAPhone(admin, suggestionPath);
  await admin.context().close();
});

test.describe("a listed company's service", () => {
  test.use({ companyProfile: "listed" });

  test("the admin unpublishes a service with a reason and its owner reads it", async ({ browser, page, company }) => {
    test.setTimeout(150_000);
    const name = `Hedgerow survey ${Date.now()}`;
    await page.goto("/my/services/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Industry").selectOption("agriculture");
    await page.getByLabel("Category").selectOption("biodiversity");
    await page.getByLabel("About the service").fill("We survey hedgerows on farms.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/my\/services$/);
    const item = page.getByTestId("manage-item").filter({ hasText: name });
    await item.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByTestId("manage-item").filter({ hasText: name }).getByTestId("state")).toHaveText("Public");
    await page.goto(`/companies/${company.profileId}`);
    await expect(page.getByRole("link", { name })).toBeVisible();

    const admin = await asAdmin(browser);
    await admin.goto("/admin/services");
    await admin.getByLabel("Service or company name").fill(name);
    await admin.getByRole("button", { name: "Apply" }).click();
    await expect(admin.getByTestId("list-count")).toHaveText("Results: 1");
    await admin.getByRole("link", { name }).click();
    await expect(admin.getByTestId("service-page").getByRole("heading", { level: 1, name })).toBeVisible();
    const servicePath = new URL(admin.url()).pathname;

    // No reason: refused, nothing changes.
    await admin.getByRole("button", { name: "Unpublish and tell the owner" }).click();
    await expect(admin.locator("#f-reason-error")).toHaveText("Please fill in this field.");
    await admin.getByLabel("Reason").fill("The survey is not a service you offer yet.");
    await admin.getByRole("button", { name: "Unpublish and tell the owner" }).click();
    await expect(admin.locator(".gc-snackbar", { hasText: "The service was unpublished and its owner told why." })).toBeVisible();
    await expect(admin.getByTestId("service-state")).toHaveText("Unpublished by an admin");

    await page.goto(`/companies/${company.profileId}`);
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    await page.goto("/my/services");
    const down = page.getByTestId("manage-item").filter({ hasText: name });
    await expect(down.getByTestId("state")).toHaveText("Unpublished by an admin");
    await expect(down.getByTestId("takedown-reason")).toHaveText("The survey is not a service you offer yet.");
    await expect(down.getByRole("button", { name: "Publish" })).toHaveCount(0);
    await screenshot(page, "admin-services-owner-reads-the-reason");

    await checkLooks(page, ["/my/services"]);
    await checkLooks(admin, ["/admin/services", servicePath]);
    await fitsAPhone(page, "/my/services");
    await fitsAPhone(admin, servicePath);
    await admin.context().close();
  });
});
