// axe-core on every page a person can reach: the visitor's, a company's and an admin's, in light
// LTR and in dark RTL (other specs cover the landing, the listings and the consent modal).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { useSession } from "../company";
import { acceptConsent, expectNoA11yViolations, firstHref, screenshot, setPrefs } from "../support";

const looks = [
  { name: "light", prefs: {} },
  { name: "dark-rtl", prefs: { m: "dark", rtl: "1", p: "pink" } },
] as const;

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

// Each person's pages, in parts of two pages a test, in both looks: a part runs axe four times,
// as a test of one look and four pages did, so no test's length depends on how busy the machine
// is (a part of four pages took 47 s beside the Go tests, 13 s alone).
// A person's list names a few demo records (a service, a company...) found through links, read
// from the HTML with the person's cookies (firstHref) once a worker: the demo data is only read.
const people: { who: string; email?: string; count: number; pages: (request: APIRequestContext) => Promise<string[]> }[] = [
  {
    who: "visitor",
    count: 10,
    pages: async (request) => {
      const service = await firstHref(request, "/marketplace/services", /^\/services\/[0-9a-f-]{36}$/);
      const company = await firstHref(request, service, /^\/companies\/[0-9a-f-]{36}$/);
      return ["/terms", "/privacy", "/preferences", "/signin", "/signup", "/forgot",
        service, company, `${company}/badge`, "/no-such-page"];
    },
  },
  {
    who: "company",
    count: 10,
    email: "demo@example.com",
    pages: async (request) => {
      const edit = await firstHref(request, "/my/services", /^\/my\/services\/[0-9a-f-]{36}\/edit$/);
      return ["/sustainability-profile", "/sustainability-profile/company",
        "/sustainability-profile/wizard", "/sustainability-profile/report", "/my/badge",
        "/my/services", "/my/services/new", edit, "/user/profile", "/user/profile/mfa"];
    },
  },
  {
    who: "admin",
    count: 13,
    email: "admin@example.com",
    pages: async (request) => {
      const review = await firstHref(request, "/admin/profiles?status=approved", /^\/admin\/profiles\/[0-9a-f-]{36}$/);
      return ["/admin/profiles", review, "/admin/green-rating",
        "/admin/guidance", "/admin/guidance/sustainabilityGoals", "/admin/sdgs", "/admin/aggregation", "/admin/audit",
        "/admin/verification", "/admin/reported-posts", "/admin/marquee", "/admin/billing", "/admin/billing/plans"];
    },
  },
];
const partSize = 2;
const listed = new Map<string, Promise<string[]>>(); // per worker, by person
// The parts share nothing but the person's session (pages are only read): both workers take them.
test.describe.configure({ mode: "parallel" });

for (const person of people) {
  for (let part = 0; part * partSize < person.count; part++) {
    // One browser context for both looks: a context's first page costs more than a page.
    test(`a${person.who === "admin" ? "n" : ""} ${person.who}'s pages pass axe (part ${part + 1})`, async ({ page, context }) => {
      await acceptConsent(context);
      if (person.email) await useSession(context, person.email);
      let pages = listed.get(person.who);
      if (!pages) {
        pages = person.pages(context.request);
        listed.set(person.who, pages);
        pages.catch(() => listed.delete(person.who));
      }
      const all = await pages;
      expect(all).toHaveLength(person.count);
      const paths = all.slice(part * partSize, (part + 1) * partSize);
      for (const look of looks) await checkAll(page, person.who, paths, look);
    });
  }
}
