// axe-core on every page a person can reach: the visitor's, a company's and an admin's, in light
// LTR and in dark RTL (other specs cover the landing, the listings and the consent modal).
import { expect, test, type Page } from "@playwright/test";
import { useSession } from "../company";
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

/** checkAll runs axe on each path in one look and saves a screenshot of each. */
async function checkAll(page: Page, who: string, paths: string[], look: (typeof looks)[number]): Promise<void> {
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

// Each person's pages, in parts of a few pages a test: a part runs axe on few pages, so no
// test's length depends on how busy the machine is.
const people: { who: string; email?: string; count: number; pages: (page: Page) => Promise<string[]> }[] = [
  {
    who: "visitor",
    count: 10,
    pages: async (page) => {
      const service = await firstHref(page, "/marketplace/services", /^\/services\/[0-9a-f-]{36}$/);
      const company = await firstHref(page, service, /^\/companies\/[0-9a-f-]{36}$/);
      return ["/terms", "/privacy", "/preferences", "/signin", "/signup", "/forgot",
        service, company, `${company}/badge`, "/no-such-page"];
    },
  },
  {
    who: "company",
    count: 10,
    email: "demo@example.com",
    pages: async (page) => {
      const edit = await firstHref(page, "/my/services", /^\/my\/services\/[0-9a-f-]{36}\/edit$/);
      return ["/sustainability-profile", "/sustainability-profile/company",
        "/sustainability-profile/wizard", "/sustainability-profile/report", "/my/badge",
        "/my/services", "/my/services/new", edit, "/user/profile", "/user/profile/mfa"];
    },
  },
  {
    who: "admin",
    count: 13,
    email: "admin@example.com",
    pages: async (page) => {
      const review = await firstHref(page, "/admin/profiles?status=approved", /^\/admin\/profiles\/[0-9a-f-]{36}$/);
      return ["/admin/profiles", review, "/admin/green-rating",
        "/admin/guidance", "/admin/guidance/sustainabilityGoals", "/admin/sdgs", "/admin/aggregation", "/admin/audit",
        "/admin/verification", "/admin/reported-posts", "/admin/marquee", "/admin/billing", "/admin/billing/plans"];
    },
  },
];
const partSize = 4;
// The parts share nothing but the person's session (pages are only read): both workers take them.
test.describe.configure({ mode: "parallel" });

for (const person of people) {
  for (const look of looks) {
    for (let part = 0; part * partSize < person.count; part++) {
      test(`a${person.who === "admin" ? "n" : ""} ${person.who}'s pages pass axe (${look.name}, part ${part + 1})`, async ({ page, context }) => {
        await acceptConsent(context);
        if (person.email) await useSession(context, person.email);
        const all = await person.pages(page);
        expect(all).toHaveLength(person.count);
        const paths = all.slice(part * partSize, (part + 1) * partSize);
        await checkAll(page, person.who, paths, look);
      });
    }
  }
}
