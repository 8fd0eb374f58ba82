/**
 * The top progress bar (#gc-progress, docs/shell.md, "Loading and scrolling"): active while htmx requests are in flight
 * and while the browser leaves the page (link click, form submit, beforeunload). Its look
 * is layout.css's; this only toggles `is-active`.
 */

/** A navigation that never unloads the page (a download, a stopped load) stops showing after this. */
export const NAV_TIMEOUT_MS = 10_000;

function isNavigatingClick(e: MouseEvent, loc: Location): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!a || a.hasAttribute("download") || (a.target && a.target !== "_self")) return false;
  const url = new URL(a.href, loc.href);
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  // A jump within this page loads nothing.
  return !(url.hash && url.origin === loc.origin && url.pathname === loc.pathname && url.search === loc.search);
}

function isNavigatingSubmit(e: SubmitEvent): boolean {
  const form = e.target;
  if (e.defaultPrevented || !(form instanceof HTMLFormElement)) return false;
  const target = e.submitter?.getAttribute("formtarget") ?? form.target;
  return form.method !== "dialog" && (!target || target === "_self");
}

export function initProgress(doc: Document = document, win: Window = window): () => void {
  const bar = doc.getElementById("gc-progress");
  if (!bar) return () => {};
  let requests = 0;
  let navigating = false;
  let navTimer: ReturnType<typeof setTimeout> | undefined;

  const render = () => bar.classList.toggle("is-active", requests > 0 || navigating);
  const stopNav = () => {
    clearTimeout(navTimer);
    navigating = false;
    render();
  };
  const startNav = () => {
    navigating = true;
    render();
    clearTimeout(navTimer);
    navTimer = setTimeout(stopNav, NAV_TIMEOUT_MS);
  };
  const onSend = () => {
    requests++;
    render();
  };
  const onDone = () => {
    requests = Math.max(0, requests - 1);
    render();
  };
  const onClick = (e: MouseEvent) => {
    if (isNavigatingClick(e, win.location)) startNav();
  };
  const onSubmit = (e: SubmitEvent) => {
    if (isNavigatingSubmit(e)) startNav();
  };
  const onShow = () => {
    requests = 0; // a page restored from the back/forward cache has no requests in flight
    stopNav();
  };

  // Bubble phase on document: runs after htmx and islands had their chance to preventDefault.
  doc.addEventListener("htmx:beforeSend", onSend);
  doc.addEventListener("htmx:afterRequest", onDone);
  doc.addEventListener("click", onClick);
  doc.addEventListener("submit", onSubmit);
  win.addEventListener("beforeunload", startNav);
  win.addEventListener("pageshow", onShow);
  win.addEventListener("load", stopNav);
  return () => {
    clearTimeout(navTimer);
    doc.removeEventListener("htmx:beforeSend", onSend);
    doc.removeEventListener("htmx:afterRequest", onDone);
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("submit", onSubmit);
    win.removeEventListener("beforeunload", startNav);
    win.removeEventListener("pageshow", onShow);
    win.removeEventListener("load", stopNav);
  };
}
