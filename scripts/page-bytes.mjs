// Transferred bytes of a page's first paint, gzip: the HTML, its stylesheets and the
// scripts it loads before any interaction (module scripts and their static imports).
//   node scripts/page-bytes.mjs http://127.0.0.1:3531 /path [/path ...]
// Prints one Markdown table row per page: path | HTML | CSS | JS | total (bytes).
import { get } from "node:http";
import { gunzipSync } from "node:zlib";

const [base, ...paths] = process.argv.slice(2);
const headers = { "Accept-Encoding": "gzip" };

/** fetchSized gets url asking for gzip: sent is the body's size on the wire. */
function fetchSized(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ body: body.toString("utf8"), sent: raw.length });
      });
    }).on("error", reject);
  });
}

async function scriptClosure(url, seen) {
  if (seen.has(url)) return 0;
  seen.add(url);
  const { body, sent } = await fetchSized(url);
  let total = sent;
  // Static imports only (import"./x.js" and from"./x.js"); import("...") waits for a click.
  for (const m of body.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+\.js)"/g)) {
    total += await scriptClosure(new URL(m[1], url).href, seen);
  }
  return total;
}

for (const path of paths) {
  const page = await fetchSized(base + path);
  let css = 0;
  for (const m of page.body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css += (await fetchSized(base + m[1])).sent;
  const seen = new Set();
  let js = 0;
  for (const m of page.body.matchAll(/<script type="module" src="([^"]+)"/g)) js += await scriptClosure(base + m[1], seen);
  console.log(`| ${path.replace(/\|/g, "\\|")} | ${page.sent} | ${css} | ${js} | ${page.sent + css + js} |`);
}
