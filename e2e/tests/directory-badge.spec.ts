// The rating badge on another site: a plain page served from another local port with a
// strict CSP shows the image badge and, with the script, the richer one in a Shadow DOM,
// sending no cookies.
import { expect, test } from "@playwright/test";
import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import { baseURL } from "../playwright.config";
import { acceptConsent, watchConsole } from "../support";

// The "other site": E2E_OTHER_PORT, else ten above the app's port (3199 → 3209).
const otherPort = Number(process.env.E2E_OTHER_PORT ?? Number(process.env.E2E_PORT ?? "3199") + 10);
const other = `http://127.0.0.1:${otherPort}`;
let server: Server;
let html = "";

test.beforeAll(async () => {
  server = createServer((_, res) => {
    res.setHeader(
      "Content-Security-Policy",
      `default-src 'none'; img-src ${baseURL}; script-src ${baseURL}; connect-src ${baseURL}; style-src 'self'; base-uri 'none'; form-action 'none'`,
    );
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(otherPort, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** a listed company's profile id, from the directory */
async function listedCompany(page: import("@playwright/test").Page): Promise<string> {
  await page.goto("/directory");
  const href = await page.locator("[data-testid=company-entry] .company-entry-name a").first().getAttribute("href");
  return href!.split("/").pop()!;
}

function snippet(id: string, withScript: boolean): string {
  const img = `<a href="${baseURL}/companies/${id}" data-gc-badge="${id}" data-gc-lang="en"><img src="${baseURL}/badge/${id}.svg?lang=en" width="260" height="88" alt="Green Connect rating"></a>`;
  const script = withScript ? `<script src="${baseURL}/embed/badge.js" defer></script>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head><body><main><h1>Our company</h1><p>${img}</p>${script}</main></body></html>`;
}

test("the image badge renders on another site under a strict CSP", async ({ page, context }) => {
  await acceptConsent(context);
  const id = await listedCompany(page);
  html = snippet(id, false);
  const problems = watchConsole(page);
  await page.goto(other);
  const img = page.locator("img");
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(260);
  const box = await img.boundingBox();
  expect([box?.width, box?.height]).toEqual([260, 88]);
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the badge script draws the rich badge in a Shadow DOM, without cookies", async ({ page, context }) => {
  await acceptConsent(context);
  const id = await listedCompany(page);
  // The visitor has Green Connect cookies (consent, CSRF): the badge's call sends none.
  expect((await context.cookies(baseURL)).length).toBeGreaterThan(0);
  html = snippet(id, true);
  const problems = watchConsole(page);
  const sent: { url: string; cookie: string | undefined }[] = [];
  const setCookies: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(baseURL)) sent.push({ url: r.url(), cookie: r.headers()["cookie"] });
  });
  page.on("response", async (r) => {
    if (r.url().startsWith(baseURL) && (await r.headerValue("set-cookie"))) setCookies.push(r.url());
  });
  await page.goto(other);
  const host = page.locator("main p > span");
  await expect(host).toHaveCount(1);
  const badge = host.locator(".b"); // Playwright pierces open shadow roots
  await expect(badge).toBeVisible();
  await expect(badge).toContainText(/Green (Starter|Explorer|Achiever|Champion)/);
  await expect(badge).toContainText("/ 495");
  await expect(badge.getByRole("link", { name: "Check this badge" })).toHaveAttribute("href", `${baseURL}/companies/${id}/badge`);
  expect(await host.evaluate((h) => h.shadowRoot !== null)).toBe(true);
  const box = await host.boundingBox();
  expect([box?.width, box?.height]).toEqual([260, 88]);
  // The script's own call omits credentials. (Both ports are one site here, so the
  // browser may send its Lax cookies with the image and the script tag; on a real other
  // site it does not.) No answer sets a cookie.
  const data = sent.find((s) => s.url === `${baseURL}/badge/${id}.json?lang=en`);
  expect(data, sent.map((s) => s.url).join("\n")).toBeTruthy();
  expect(data?.cookie).toBeUndefined();
  expect(setCookies).toEqual([]);
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the badge script stays under 3 KB gzip and is served at a stable address", async ({ request }) => {
  const res = await request.get(`${baseURL}/embed/badge.js`);
  expect(res.ok()).toBe(true);
  expect(res.headers()["content-type"]).toContain("javascript");
  expect(res.headers()["cache-control"]).toMatch(/max-age=\d+/);
  expect(res.headers()["cache-control"]).not.toContain("immutable");
  const body = await res.body();
  expect(gzipSync(body, { level: 9 }).length).toBeLessThan(3 * 1024);
  expect(body.toString()).not.toMatch(/\bimport\b.*\bfrom\b/); // a classic script
});
