// Shared helpers of the browser tests.
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const host = "127.0.0.1";

/** Marks the cookie consent as given, so the modal does not cover the page. */
export async function acceptConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: "gc_consent", value: "cookies", domain: host, path: "/" }]);
}

/** Sets the display preferences cookie as the server writes it. */
export async function setPrefs(context: BrowserContext, prefs: Record<string, string>): Promise<void> {
  const value = new URLSearchParams(prefs).toString();
  await context.addCookies([{ name: "gc_prefs", value, domain: host, path: "/" }]);
}

/** firstHref is the href of the first link on path whose href matches pattern (anchored
 *  with ^ and $), read from the page's HTML as the server sends it (with request's
 *  cookies): finding a link needs no browser to draw the page (docs/conventions.md, "Tests"). */
export async function firstHref(request: APIRequestContext, path: string, pattern: RegExp): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), `${path} answers`).toBe(200);
  const hrefs = [...(await res.text()).matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href!;
}

/** Runs axe-core (WCAG 2.1 A/AA) and fails with the violations listed. Evaluated through
 *  DevTools, so the page's strict CSP does not block it. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] });
    return result.violations.map((v: { id: string; help: string; nodes: { target: string[] }[] }) =>
      `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  expect(violations, violations.join("\n")).toEqual([]);
}

/** Saves a full-page screenshot as a test artifact (e2e/artifacts/screens, not committed)
 *  when E2E_SCREENS=1: they are for a person to look at, assert nothing, and cost a second
 *  of CPU or more each (about 150 a run), so a plain run takes none (docs/conventions.md,
 *  "Tests"). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENS !== "1") return;
  const dir = join(import.meta.dirname, "artifacts", "screens");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Collects CSP violations and page errors, to assert none happened. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  return problems;
}

/** tabTo presses Tab until the focused element matches selector (at most max times). */
export async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** futureDate is a date `years` ahead of today, as a date field takes it (2029-03-01): a
 *  planning target the app accepts (never in the past) whatever day the tests run. */
export function futureDate(years = 3): string {
  return `${new Date().getUTCFullYear() + years}-03-01`;
}
