/**
 * The badge script other sites include with <script src=".../embed/badge.js" defer>. It
 * turns each snippet link a[data-gc-badge] into a richer badge drawn in a Shadow DOM (the
 * host page's styles cannot reach it, nor its styles the page). It keeps the snippet's link
 * and image as they are until the data arrives, and for good if anything fails: the image
 * badge is the fallback. No React, no cookies (credentials omitted), no iframe; styles go
 * in through a constructed stylesheet, which a strict style-src allows. Kept under 3 KB
 * gzip. It runs as a classic script, so everything stays inside one function scope.
 */
interface BadgeData {
  companyName: string;
  levelName: string;
  stars: number;
  listed: boolean;
  line: string;
  companyUrl: string;
  checkUrl: string;
  labels: { brand: string; score: string; stars: string; check: string };
}

(() => {
  const css = `:host{display:inline-block;width:260px;height:88px;vertical-align:middle}
.b{box-sizing:border-box;width:260px;height:88px;display:flex;gap:12px;align-items:center;padding:8px 12px;border:1px solid #00796b;border-radius:10px;background:#fff;color:#1a2327;font:12px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:start}
.g{border-color:#90a4ae;background:#eceff1;color:#455a64}
.m{flex:none;width:44px;height:44px;border-radius:50%;background:#e0f2f1;display:grid;place-items:center;color:#00796b;font-size:22px}
.g .m{background:#cfd8dc;color:#607d8b}
.t{min-width:0;display:grid;gap:1px}
.r{font-size:10px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:#00695c}
.g .r{color:#546e7a}
.l{font-size:15px;font-weight:700;color:inherit;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.l:hover,.c:hover{text-decoration:underline}
.s{color:#b7791f;letter-spacing:1px}.g .s{color:#90a4ae}
.n{font-size:10px;display:flex;gap:6px;white-space:nowrap;overflow:hidden}
.c{color:inherit}
a:focus-visible{outline:2px solid #1565c0;outline-offset:2px}`;
  let sheet: CSSStyleSheet | null = null;

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, text = ""): HTMLElementTagNameMap[K] => {
    const e = document.createElement(tag);
    e.className = cls;
    e.textContent = text;
    return e;
  };

  const draw = (link: HTMLAnchorElement, d: BadgeData): void => {
    sheet ??= new CSSStyleSheet();
    sheet.replaceSync(css);
    const host = document.createElement("span");
    link.replaceWith(host);
    host.append(link); // kept (not shown) for readers of the page's own DOM
    const root = host.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [sheet];
    const box = el("div", d.listed ? "b" : "b g");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", d.labels.brand);
    const mark = el("span", "m", "❦");
    mark.setAttribute("aria-hidden", "true");
    const text = el("div", "t");
    const level = el("a", "l", d.levelName);
    level.href = d.companyUrl;
    level.target = "_blank";
    level.rel = "noopener";
    level.title = d.companyName;
    const stars = el("span", "s", "★".repeat(d.stars) + "☆".repeat(5 - d.stars));
    stars.setAttribute("role", "img");
    stars.setAttribute("aria-label", d.labels.stars);
    const score = el("span", "", d.labels.score);
    const row = el("span", "");
    row.append(stars, " ", score);
    const check = el("a", "c", d.labels.check);
    check.href = d.checkUrl;
    check.target = "_blank";
    check.rel = "noopener";
    const note = el("span", "n", d.line);
    note.append(check);
    text.append(el("span", "r", d.labels.brand), level, row, note);
    box.append(mark, text);
    root.append(box);
  };

  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-gc-badge]")) {
    const img = link.querySelector("img");
    const id = link.dataset.gcBadge;
    if (!img || !id || !("adoptedStyleSheets" in Document.prototype)) continue;
    const url = new URL(`/badge/${encodeURIComponent(id)}.json`, img.src);
    url.searchParams.set("lang", link.dataset.gcLang ?? "en");
    fetch(url, { credentials: "omit", mode: "cors" })
      .then((r) => (r.ok ? (r.json() as Promise<BadgeData>) : Promise.reject(r.status)))
      .then((d) => draw(link, d))
      .catch(() => {}); // the image badge stays
  }
})();

export {};
