/**
 * Server messages become snackbars: the flashes rendered in #gc-flashes (shown as text
 * without JavaScript) and the gc:snackbar events htmx raises from HX-Trigger. Failed htmx
 * requests the server could not describe (offline, a proxy's 502) get a generic message.
 */
import { t } from "../shared/i18n";
import { openSnackbar, type Severity, type SnackbarOptions } from "../shared/snackbar";

// Server-raised snackbars stay 5000 ms, success ones 3000 ms (docs/shell.md, "Messages").
export const SERVER_DURATION_MS = 5000;
export const SERVER_SUCCESS_DURATION_MS = 3000;

export interface ServerSnackbar {
  message?: unknown;
  severity?: unknown;
  linkHref?: unknown;
  linkText?: unknown;
}

const severities: readonly string[] = ["success", "info", "warning", "error"];

function safeHref(href: unknown): string | undefined {
  if (typeof href !== "string" || href === "") return undefined;
  const url = new URL(href, window.location.href);
  return url.protocol === "http:" || url.protocol === "https:" ? href : undefined;
}

/** snackbarFor turns the server's SnackbarEvent (app/web/htmx.go) into snackbar options. */
export function snackbarFor(ev: ServerSnackbar): SnackbarOptions | undefined {
  if (typeof ev.message !== "string" || ev.message.trim() === "") return undefined;
  const severity = (severities.includes(String(ev.severity)) ? ev.severity : "info") as Severity;
  const href = safeHref(ev.linkHref);
  return {
    message: ev.message,
    variant: "alert",
    severity,
    duration: severity === "success" ? SERVER_SUCCESS_DURATION_MS : SERVER_DURATION_MS,
    action: href && typeof ev.linkText === "string" && ev.linkText ? { label: ev.linkText, href } : undefined,
  };
}

/** showFlashes queues a snackbar per rendered flash and hides the text version. */
export function showFlashes(doc: Document = document): void {
  const box = doc.getElementById("gc-flashes");
  if (!box) return;
  for (const flash of box.querySelectorAll<HTMLElement>("[data-flash]")) {
    const link = flash.querySelector<HTMLAnchorElement>("a[data-flash-link]");
    const opts = snackbarFor({
      message: flash.querySelector("[data-flash-text]")?.textContent ?? "",
      severity: flash.dataset.severity,
      linkHref: link?.getAttribute("href"),
      linkText: link?.textContent?.trim(),
    });
    if (opts) openSnackbar(opts);
  }
  box.hidden = true;
}

function triggersSnackbar(e: Event): boolean {
  const xhr = (e as CustomEvent<{ xhr?: XMLHttpRequest }>).detail?.xhr;
  return (xhr?.getResponseHeader("HX-Trigger") ?? "").includes("gc:snackbar");
}

export function initSnackbarEvents(doc: Document = document): () => void {
  const onSnackbar = (e: Event) => {
    const opts = e instanceof CustomEvent && e.detail ? snackbarFor(e.detail as ServerSnackbar) : undefined;
    if (opts) openSnackbar(opts);
  };
  const onSendError = () => openSnackbar({ message: t("shell.island.network"), severity: "error", duration: "default" });
  const onResponseError = (e: Event) => {
    if (!triggersSnackbar(e)) openSnackbar({ message: t("shell.island.error"), severity: "error", duration: "default" });
  };
  doc.addEventListener("gc:snackbar", onSnackbar);
  doc.addEventListener("htmx:sendError", onSendError);
  doc.addEventListener("htmx:responseError", onResponseError);
  return () => {
    doc.removeEventListener("gc:snackbar", onSnackbar);
    doc.removeEventListener("htmx:sendError", onSendError);
    doc.removeEventListener("htmx:responseError", onResponseError);
  };
}
