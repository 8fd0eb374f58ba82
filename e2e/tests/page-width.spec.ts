// No page is ever wider than a phone (docs/shell.md "Page width"): every page a company, a
// moderator and an admin reach from their drawer and their dashboard, at 390 px, right to left
// and left to right. A wide table scrolls inside its own box. Each page is loaded once, as the
// server draws it for a dark right-to-left look, and measured; then measured again with its
// direction turned to left to right in place (the direction the server writes is the `dir` of
// <html>, docs/shell.md "Page width"), which costs a layout instead of a second page load and
// a second browser context. Each test is short: it waits on the page's own state (its main
// landmark, its islands mounted), never on time.
import { expect, test, type Page } from "@playwright/test";
import { useSession } from "../company";
import { acceptConsent, setPrefs } from "../support";

test.describe.configure({ mode: "parallel" });

const phone = { width: 390, height: 844 };
// Each person's pages are split into shards, one test each, so that no test runs long.
const people = [
  { who: "a company", email: "demo@example.com", shards: 2 },
  { who: "a moderator", email: "moderator@example.com", shards: 2 },
  { who: "an admin", email: "admin@example.com", shards: 3 },
] as const;

/** reachable lists the pages linked from the drawer and the dashboard's cards: same-site
 *  addresses of pages (not downloads, not signing out), each once. A worker reads a person's
 *  dashboard once for all its shards. */
const linked = new Map<string, Promise<string[]>>(); // per worker, by person
function reachable(page: Page, email: string): Promise<string[]> {
  let paths = linked.get(email);
  if (!paths) {
    paths = readReachable(page);
    linked.set(email, paths);
    paths.catch(() => linked.delete(email));
  }
  return paths;
}

async function readReachable(page: Page): Promise<string[]> {
  await page.goto("/dashboard");
  await expect(page.locator("main")).toBeVisible();
  const hrefs = await page.locator("#drawer a[href], main a[href]").evaluateAll((as) =>
    as.filter((a) => !a.hasAttribute("download")).map((a) => a.getAttribute("href") ?? ""));
  const paths = hrefs.filter((h) => h.startsWith("/") && !h.startsWith("//") && !h.startsWith("/signout")
    && !h.startsWith("/static/") && !/\.(csv|pdf|json|svg|png)(\?|$)/.test(h)).map((h) => h.split("#")[0] ?? h);
  return [...new Set(paths)];
}

/** widthOf is how far the page scrolls sideways: its scrolling box's width beyond the window's. */
async function overflowOf(page: Page): Promise<{ scroll: number; view: number; culprits: string[] }> {
  return page.evaluate(() => {
    const view = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("main *")) {
      const r = el.getBoundingClientRect();
      if ((r.right > view + 1 || r.left < -1) && r.width > 0 && culprits.length < 3) {
        culprits.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.left)}..${Math.round(r.right)}`);
      }
    }
    return { scroll: document.documentElement.scrollWidth, view, culprits };
  });
}

for (const person of people) {
  for (let shard = 0; shard < person.shards; shard++) {
    test(`${person.who}'s pages fit a phone, both directions (part ${shard + 1} of ${person.shards})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
      await acceptConsent(context);
      await setPrefs(context, { m: "dark", rtl: "1" });
      await useSession(context, person.email);
      const page = await context.newPage();
      const all = await reachable(page, person.email);
      expect(all.length, "pages linked from the drawer and the dashboard").toBeGreaterThan(5);
      const paths = all.filter((_, i) => i % person.shards === shard);
      for (const path of paths) {
        await test.step(path, async () => {
          const res = await page.goto(path);
          expect(res?.status(), `${path} answers`).toBeLessThan(400);
          await expect(page.locator("main")).toBeVisible();
          await expect(page.locator("[data-island]:not([data-mounted])")).toHaveCount(0);
          await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
          for (const dir of ["rtl", "ltr"]) {
            await page.evaluate((d) => document.documentElement.setAttribute("dir", d), dir);
            const o = await overflowOf(page);
            expect(o.scroll, `${path} (${dir}) is ${o.scroll} px wide on a ${o.view} px phone: ${o.culprits.join(", ")}`)
              .toBeLessThanOrEqual(o.view);
          }
        });
      }
      await context.close();
    });
  }
}

// The admin tables show their rows without scrolling sideways on a phone: each row stacks,
// its name first (docs/conventions.md, "Admin pages").
test("the admin tables fit a phone without scrolling sideways", async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  await acceptConsent(context);
  await useSession(context, "admin@example.com");
  const page = await context.newPage();
  for (const path of ["/admin/users", "/admin/audit", "/admin/billing", "/admin/billing/periods", "/admin/profiles?status=all"]) {
    await test.step(path, async () => {
      await page.goto(path);
      const tables = page.locator(".admin-table");
      if (await tables.count() === 0) return; // an empty list has no table
      const widths = await tables.evaluateAll((ts) => ts.map((t) => {
        const wrap = t.closest(".table-wrap") as HTMLElement;
        return { table: t.scrollWidth, wrap: wrap.clientWidth, heading: (t.querySelector("tbody th") as HTMLElement | null)?.offsetWidth ?? 0 };
      }));
      for (const w of widths) {
        expect(w.table, `${path}: the table scrolls inside its box`).toBeLessThanOrEqual(w.wrap);
        expect(w.heading, `${path}: each row's name is on a line of its own`).toBeGreaterThan(w.wrap / 2);
      }
    });
  }
  await context.close();
});
