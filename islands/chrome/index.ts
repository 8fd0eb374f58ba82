/**
 * The page chrome: loaded as a module script on every page, so it stays small and never
 * imports React or htmx statically (the snackbar bus loads the shell island on first use,
 * htmx loads on the first interaction). It wires the shell's non-React parts.
 */
import { initConfirm } from "./confirm";
import { initConsent } from "./consent";
import { initCSRFHeader } from "./csrf";
import { initDrawer } from "./drawer";
import { initErrorLogging } from "./errors";
import { initImageFallback } from "./fallback";
import { initInsertImage } from "./insertimage";
import { initMarquee } from "./marquee";
import { initFollow } from "./follow";
import { initHtmxOnDemand } from "./htmx";
import { initSnackbarEvents, showFlashes } from "./flashes";
import { initPrefs } from "./prefs";
import { initProgress } from "./progress";
import { initScrollTop, scrollToTopOnLoad } from "./scroll";
import { initShownWhen } from "./shownwhen";

// First, so failures in the rest are reported.
initErrorLogging();
// Listeners that htmx events need go on before htmx processes the page (DOMContentLoaded).
initProgress();
initPrefs();
initSnackbarEvents();
initConfirm();
initCSRFHeader();
initImageFallback();
initHtmxOnDemand().loaded.catch((e: unknown) => console.error("htmx did not load", e));

function start(): void {
  scrollToTopOnLoad();
  initScrollTop();
  initDrawer();
  initFollow();
  initShownWhen();
  initConsent();
  initInsertImage();
  initMarquee();
  showFlashes();
}

// Module scripts run after parsing, but a late insertion of this script is handled too.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
