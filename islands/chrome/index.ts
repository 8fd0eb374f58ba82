/**
 * The page chrome: loaded as a module script on every page, so it stays small and never
 * imports React statically (the snackbar bus loads the shell island on first use).
 * It starts htmx and wires the shell's non-React parts.
 */
import htmx from "htmx.org/dist/htmx.esm.js";
import { initConfirm } from "./confirm";
import { initConsent } from "./consent";
import { initDrawer } from "./drawer";
import { initErrorLogging } from "./errors";
import { initImageFallback } from "./fallback";
import { initFollow } from "./follow";
import { initSnackbarEvents, showFlashes } from "./flashes";
import { initPrefs } from "./prefs";
import { initProgress } from "./progress";
import { initScrollTop, scrollToTopOnLoad } from "./scroll";

declare global {
  interface Window {
    htmx: typeof htmx;
  }
}

// Extensions and the console expect the global; the ESM build does not set it.
window.htmx = htmx;

// First, so failures in the rest are reported.
initErrorLogging();
// Listeners that htmx events need go on before htmx processes the page (DOMContentLoaded).
initProgress();
initPrefs();
initSnackbarEvents();
initConfirm();
initImageFallback();

function start(): void {
  scrollToTopOnLoad();
  initScrollTop();
  initDrawer();
  initFollow();
  initConsent();
  showFlashes();
}

// Module scripts run after parsing, but a late insertion of this script is handled too.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
