// axe-core on every page a person can reach: the visitor's, a company's and an admin's, in light
// LTR and in dark RTL (other specs cover the landing, the listings and the consent modal).
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../profile";
import { acceptConsent, expectNoA11yViolations, screenshot, setPrefs } from "../support";

const looks = [
  { name: "light", prefs: {} },
  { name: "dark-rtl", prefs: { m: "dark", rtl: "1", p: "pink" } },
] as const;

/** firstHref is the href of the first link on path whose href matches pattern. */
async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href!;
}

/** checkAll runs axe on each path in each look and saves a screenshot of each. */
async function checkAll(page: Page, who: string, paths: string[]): Promise<void> {
  for (const look of looks) {
    await setPrefs(page.context(), look.prefs);
    for (const path of paths) {
      await test.step(`${path} (${look.name})`, async () => {
        await page.goto(path);
        await expect(page.locator("main")).toBeVisible();
        // Check what a person sees: the islands' own render, not the fallback they replace.
        await expect(page.locator("[data-island]:not([data-mounted])")).toHaveCount(0);
        await expectNoA11yViolations(page);
        await screenshot(page, `a11y-${who}-${path.replace(/\W+/g, "-")}-${look.name}`);
      });
    }
  }
}

test("a visitor's pages pass axe", async ({ page, context }) => {
  await acceptConsent(context);
  const service = await firstHref(page, "/marketplace/services", /^\/services\/[0-9a-f-]{36}$/);
  const company = await firstHref(page, service, /^\/companies\/[0-9a-f-]{36}$/);
  await checkAll(page, "visitor", ["/terms", "/privacy", "/preferences", "/signin", "/signup", "/forgot",
    service, company, `${company}/badge`, "/no-such-page"]);
});

test("a company's pages pass axe", async ({ page, context }) => {
  test.setTimeout(120_000);
  await acceptConsent(context);
  await signIn(page, "demo@example.com");
  const edit = await firstHref(page, "/my/services", /^\/my\/services\/[0-9a-f-]{36}\/edit$/);
  await checkAll(page, "company", ["/sustainability-profile", "/sustainability-profile/company",
    "/sustainability-profile/wizard", "/sustainability-profile/report", "/my/badge",
    "/my/services", "/my/services/new", edit, "/user/profile", "/user/profile/mfa"]);
});

test("an admin's pages pass axe", async ({ page, context }) => {
  test.setTimeout(180_000);
  await acceptConsent(context);
  await signIn(page, "admin@example.com");
  const review = await firstHref(page, "/admin/profiles?status=approved", /^\/admin\/profiles\/[0-9a-f-]{36}$/);
  await checkAll(page, "admin", ["/admin/profiles", review, "/admin/green-rating",
    "/admin/guidance", "/admin/guidance/sustainabilityGoals", "/admin/sdgs", "/admin/aggregation", "/admin/audit",
    "/admin/verification", "/admin/reported-posts", "/admin/marquee", "/admin/billing", "/admin/billing/plans"]);
});
