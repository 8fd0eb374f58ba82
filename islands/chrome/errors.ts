/** Uncaught errors and unhandled rejections of any script on the page reach the server log. */
import { log } from "../shared/log";

export function initErrorLogging(win: Window = window): () => void {
  const onError = (e: ErrorEvent) => {
    log("error", e.message || "Uncaught error", e.error ?? e.message, {
      source: e.filename,
      line: e.lineno,
      column: e.colno,
      page: win.location.pathname,
    });
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    log("error", "Unhandled promise rejection", e.reason, { page: win.location.pathname });
  };
  win.addEventListener("error", onError);
  win.addEventListener("unhandledrejection", onRejection);
  return () => {
    win.removeEventListener("error", onError);
    win.removeEventListener("unhandledrejection", onRejection);
  };
}
