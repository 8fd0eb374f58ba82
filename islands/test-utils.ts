/** Helpers for the island unit tests (never bundled: no entry imports this file). */
import { resetMessages } from "./shared/i18n";

/** English shell strings, as the server renders them into #gc-i18n. */
export const EN = {
  "shell.island.close": "Close",
  "shell.island.confirm": "Confirm",
  "shell.island.cancel": "Cancel",
  "shell.island.loading": "Loading...",
  "shell.island.note_archived": "Note archived",
  "shell.island.error": "Something went wrong! Please try later or contact support",
  "shell.island.network": "You seem to be offline.",
};

/** pageWithMessages renders the i18n block and forgets what was read before. */
export function pageWithMessages(messages: Record<string, string> = EN): void {
  document.getElementById("gc-i18n")?.remove();
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "gc-i18n";
  script.textContent = JSON.stringify(messages);
  document.body.append(script);
  resetMessages();
}

/** json is a fetch Response with a JSON body. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** setURL moves happy-dom's location without a navigation. */
export function setURL(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

/** setViewportWidth resizes happy-dom's window (media queries follow). */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width });
}
