// A first visit's JavaScript (README, "Performance"): at most 20 KB gzip on every public
// page, with the cookie notice showing as it does on a first visit. The notice opens as a
// modal and takes the focus; htmx (16.8 KB) must still wait for the visitor's first
// interaction, so a visit nobody touches downloads the chrome's script alone.
import { expect, test } from "@playwright/test";
import { firstHref } from "../support";

const budget = 20 * 1024;

test("a first visit of each public page loads at most 20 KB of JavaScript, the cookie notice showing", async ({ browser, request }) => {
  test.setTimeout(120_000); // eight pages, each in a new profile
  const company = await firstHref(request, "/directory", /^\/companies\/[0-9a-f-]{36}$/);
  const service = await firstHref(request, "/marketplace/services", /^\/services\/[0-9a-f-]{36}$/);
  const paths = ["/", "/directory", "/marketplace/services", "/sustainability-training", "/blog", company, service, `${company}/badge`];
  for (const path of paths) {
    await test.step(path, async () => {
      // A first visit: a new browser profile, no consent cookie, gzip as the budget counts.
      const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
      const page = await context.newPage();
      const scripts: Array<Promise<{ url: string; bytes: number }>> = [];
      page.on("requestfinished", (req) => {
        if (req.resourceType() !== "script") return;
        scripts.push(req.sizes().then((s) => ({ url: req.url(), bytes: s.responseBodySize })));
      });
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator("dialog.consent[open]"), "the cookie notice shows").toBeVisible();
      // Anything loaded after the page, such as htmx on a focus: the network goes quiet first
      // (a condition, not a time: a busy machine only makes it come later).
      await page.waitForLoadState("networkidle");
      const loaded = await Promise.all(scripts);
      const total = loaded.reduce((n, s) => n + s.bytes, 0);
      const list = loaded.map((s) => `${new URL(s.url).pathname} ${s.bytes}`).join(", ");
      console.log(`${path}: ${total} bytes of JavaScript (${list})`);
      expect(await page.evaluate(() => "htmx" in window && window.htmx !== undefined), `htmx waits for an interaction on ${path}`).toBe(false);
      expect(total, `${path} loads ${list}`).toBeLessThanOrEqual(budget);
      await context.close();
    });
  }
});
