// Lighthouse (mobile, its default) on pages of a running server, with Debian's Chromium:
//   node scripts/lighthouse.mjs http://127.0.0.1:3531 /path [/path ...]
// Each page is measured LIGHTHOUSE_RUNS times (3) as a first visit (fresh profile, no
// cookies); the medians of the four categories are printed as a Markdown table, with the
// audits that cost points. Exits 1 when a median is below 100.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [base, ...paths] = process.argv.slice(2);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"];
const flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(url) {
  const profile = mkdtempSync(join(tmpdir(), "gc-lighthouse-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: flags, userDataDir: profile,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

let failed = false;
console.log(`| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |`);
console.log(`|---|---:|---:|---:|---:|---:|---:|---:|`);
for (const path of paths) {
  const reports = [];
  for (let i = 0; i < runs; i++) reports.push(await measure(base + path));
  const scores = categories.map((c) => median(reports.map((r) => Math.round((r.categories[c].score ?? 0) * 100))));
  const metric = (id, unit) => {
    const v = median(reports.map((r) => r.audits[id].numericValue ?? 0));
    return unit === "s" ? `${(v / 1000).toFixed(2)} s` : unit === "ms" ? `${Math.round(v)} ms` : v.toFixed(3);
  };
  console.log(`| ${path.replace(/\|/g, "\\|")} | ${scores.join(" | ")} | ${metric("largest-contentful-paint", "s")} | ` +
    `${metric("cumulative-layout-shift")} | ${metric("total-blocking-time", "ms")} |`);
  if (scores.some((s) => s < 100)) {
    failed = true;
    // What cost points, from the last run: audits with a weight that did not pass.
    const last = reports[reports.length - 1];
    for (const c of categories) {
      for (const ref of last.categories[c].auditRefs) {
        const a = last.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) {
          console.error(`  ${path} ${c}: ${a.id} (${a.score}) ${a.displayValue ?? ""}`);
        }
      }
    }
  }
}
if (failed) {
  console.error("lighthouse: a median score is below 100 (audits above)");
  process.exit(1);
}
