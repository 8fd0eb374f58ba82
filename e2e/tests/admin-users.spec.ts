// The admin area: an admin finds a company's account and changes its email (the owner
// confirms from the new mailbox, the old one is told); the admin drawer with the keyboard
// alone; axe on the admin pages. The demo admin acts on a company of the test's own. The tests
// share nothing but the admin's session, so both workers take them.
import type { Browser, Page } from "@playwright/test";
import { latestMail, linkIn } from "../account";
import { expect, test, useSession } from "../company";
import { acceptConsent, expectNoA11yViolations, firstHref, screenshot, setPrefs, tabTo } from "../support";

test.describe.configure({ mode: "parallel" });

/** asAdmin is a page signed in as the demo admin, in a context of its own. */
async function asAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptConsent(context);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "2001:db8::ad:1" });
  await useSession(context, "admin@example.com");
  return context.newPage();
}


test("an admin changes a user's email", async ({ browser, page, company, request }) => {
  const admin = await asAdmin(browser);
  await admin.goto("/admin/users");
  await admin.getByLabel("Email or name").fill(company.email);
  await admin.getByRole("button", { name: "Apply" }).click();
  await expect(admin.getByTestId("list-count")).toHaveText("Results: 1");
  await admin.getByRole("link", { name: company.email }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(company.email);

  // A bad address is refused with what was typed kept.
  const field = admin.getByLabel("New email address");
  await field.fill("someone@nodot");
  await admin.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(admin.locator("#f-email-error")).toBeVisible();
  await expect(admin.getByLabel("New email address")).toHaveValue("someone@nodot");

  const next = company.email.replace("@", "+moved@");
  await admin.getByLabel("New email address").fill(next);
  await admin.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(admin.locator(".gc-snackbar", { hasText: `A confirmation link was sent to ${next}.` })).toBeVisible();
  await expect(admin.getByTestId("pending-email")).toHaveText(next);
  await screenshot(admin, "admin-user-email-sent");

  // The owner follows the link from the new mailbox; the old one is told.
  const link = linkIn(await latestMail(request, next, "Confirm your new email address"), "/email/confirm/");
  await page.goto(link);
  // The link only shows the address: the change is made by a button (a POST from our page).
  await page.getByTestId("email-confirm-form").getByRole("button").click();
  await expect(page).toHaveURL(/\/user\/profile/);
  await latestMail(request, company.email, "Your Green Connect email address was changed");
  await admin.reload();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(next);
  await admin.context().close();
});

test("the admin drawer works with the keyboard alone", async ({ browser }) => {
  const admin = await asAdmin(browser);
  // Below lg the drawer floats and toggling it is not saved: the demo admin's preferences stay as they are.
  await admin.setViewportSize({ width: 1024, height: 800 });
  await admin.goto("/admin");
  const areas = admin.getByTestId("admin-areas");
  await expect(areas.getByRole("link", { name: "Users" })).toBeVisible();
  await expect(areas.getByRole("link", { name: "Unverified accounts" })).toBeVisible();

  // Open the drawer from its button, Tab into its admin section, follow "Users".
  await tabTo(admin, "[data-drawer-toggle] button");
  const drawer = admin.locator("#drawer");
  if (!(await drawer.isVisible())) await admin.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await tabTo(admin, '[data-testid="drawer-admin"] a[href="/admin/users"]');
  await admin.keyboard.press("Enter");
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await expect(admin.locator('[data-testid="drawer-admin"] a[href="/admin/users"]')).toHaveAttribute("aria-current", "page");

  // The list's search, filters and sorting from the keyboard.
  await tabTo(admin, "input[name=q]");
  await admin.keyboard.type("example.com");
  await admin.keyboard.press("Enter");
  await expect.poll(() => new URL(admin.url()).searchParams.get("q")).toBe("example.com");
  await tabTo(admin, "th a[data-sort=email]");
  await admin.keyboard.press("Enter");
  await expect.poll(() => new URL(admin.url()).searchParams.get("sort")).toBe("email");
  await expect(admin.locator("th[aria-sort]")).toHaveAttribute("aria-sort", "descending");

  // Back to the index through the drawer (below lg it starts closed on every page).
  await tabTo(admin, "[data-drawer-toggle] button");
  if (!(await drawer.isVisible())) await admin.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await tabTo(admin, '[data-testid="drawer-admin"] a[href="/admin"]');
  await admin.keyboard.press("Enter");
  await expect(admin).toHaveURL(/\/admin$/);

  await admin.context().close();
});

// Every admin area of the drawer with the keyboard. Reaching them: one walk with Tab through
// the open drawer meets every admin link in order (a Tab is a round trip to the browser; a walk
// from the toggle to each area in turn was up to 160 of them an area, and passed the minute on
// a busy machine). Opening them: each area's link, focused in the keyboard-opened drawer,
// follows with Enter; the page opens, names itself, and its item is the drawer's current one.
// The areas are shared out in parts, on both workers.
async function openDrawer(admin: Page): Promise<void> {
  const drawer = admin.locator("#drawer");
  await tabTo(admin, "[data-drawer-toggle] button");
  if (!(await drawer.isVisible())) await admin.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
}

/** adminAreas opens /admin at a width below lg (the drawer floats, toggling it is not saved)
 *  and lists the drawer's admin links. */
async function adminAreas(admin: Page): Promise<string[]> {
  await admin.setViewportSize({ width: 1024, height: 800 });
  await admin.goto("/admin");
  const all = await admin.locator('[data-testid="drawer-admin"] a').evaluateAll((links) =>
    links.map((a) => a.getAttribute("href") ?? ""));
  expect(all.length).toBeGreaterThan(8);
  return all;
}

const drawerParts = 4;
test.describe("the drawer's areas", () => {
  test("Tab reaches every admin area of the open drawer", async ({ browser }) => {
    const admin = await asAdmin(browser);
    const all = await adminAreas(admin);
    await openDrawer(admin);
    const reached: string[] = [];
    for (let i = 0; i < 200 && reached.length < all.length; i++) {
      await admin.keyboard.press("Tab");
      const href = await admin.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('[data-testid="drawer-admin"]') ? el.getAttribute("href") : null;
      });
      if (href !== null && !reached.includes(href)) reached.push(href);
    }
    expect(reached, "the admin links Tab reached, in order").toEqual(all);
    await admin.context().close();
  });

  for (let part = 0; part < drawerParts; part++) {
    test(`every admin area of the drawer opens with Enter (part ${part + 1})`, async ({ browser }) => {
      const admin = await asAdmin(browser);
      const all = await adminAreas(admin);
      for (const href of all.filter((_, i) => i % drawerParts === part)) {
        await openDrawer(admin);
        const link = `[data-testid="drawer-admin"] a[href="${href}"]`;
        await admin.locator(link).focus(); // where Tab leads: the test above
        await admin.keyboard.press("Enter");
        await expect.poll(() => new URL(admin.url()).pathname).toBe(href);
        await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(admin.locator(link)).toHaveAttribute("aria-current", "page");
      }
      await admin.context().close();
    });
  }
});

// In light LTR and dark RTL, one test each on both workers; the user page is the demo
// company's (only read).
const looks: { name: string; prefs: Record<string, string> }[] = [
  { name: "light", prefs: {} }, { name: "dark-rtl", prefs: { m: "dark", rtl: "1", p: "pink" } }];
for (const look of looks) {
  test(`the admin pages pass axe (${look.name})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await asAdmin(browser);
    const user = await firstHref(admin.context().request, "/admin/users?q=demo%40example.com", /^\/admin\/users\/[0-9a-f-]{36}$/);
    await setPrefs(admin.context(), look.prefs);
    for (const path of ["/admin", "/admin/users", "/admin/users?status=active&sort=email&dir=asc", user, "/admin/unverified"]) {
      await test.step(`${path} (${look.name})`, async () => {
        await admin.goto(path);
        await expect(admin.locator("main")).toBeVisible();
        await expectNoA11yViolations(admin);
        await screenshot(admin, `a11y-admin-${path.replace(/\W+/g, "-")}-${look.name}`);
      });
    }
    await admin.context().close();
  });
}
