/**
 * Scrolling (docs/shell.md, "Loading and scrolling"): every page starts at the top (unless the address names an
 * anchor), and the scroll-to-top button shows once the page is scrolled beyond 100 px.
 */

export const SCROLL_TOP_THRESHOLD_PX = 100;

function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === "function" && win.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** scrollToTopOnLoad stops the browser restoring the old position and starts at the top. */
export function scrollToTopOnLoad(win: Window = window): void {
  if ("scrollRestoration" in win.history) win.history.scrollRestoration = "manual";
  if (!win.location.hash) win.scrollTo(0, 0);
}

export function initScrollTop(doc: Document = document, win: Window = window): () => void {
  const button = doc.getElementById("gc-scroll-top");
  if (!button) return () => {};
  // Reading scrollY forces no layout, and hidden is only written when it changes.
  const update = () => {
    const hide = win.scrollY <= SCROLL_TOP_THRESHOLD_PX;
    if (button.hidden !== hide) button.hidden = hide;
  };
  const onClick = () => {
    win.scrollTo({ top: 0, behavior: prefersReducedMotion(win) ? "auto" : "smooth" });
    // Keyboard and screen-reader users land at the start of the content, not on a vanished button.
    doc.getElementById("main")?.focus({ preventScroll: true });
  };
  update();
  win.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", onClick);
  return () => {
    win.removeEventListener("scroll", update);
    button.removeEventListener("click", onClick);
  };
}
