/**
 * The consent modal (docs/shell.md, "Consent"). The server renders it as an open, non-modal <dialog> so it
 * works without JavaScript; here it becomes modal. A click outside its box closes it without
 * storing consent (it is asked again on the next page), and the form posts through htmx
 * (the server sets the cookie, 204) after which it closes for good.
 *
 * Scrollbar zone: clicks with clientX >= documentElement.clientWidth - 15 are ignored.
 * clientWidth stops where a classic scrollbar starts, so the zone covers that scrollbar
 * whatever its width (browsers differ, 12–17 px) plus 15 px of page: "within 15 px of the
 * page's right edge". With overlay scrollbars it is just 15 px.
 */

import { focusQuietly } from "./htmx";

export const SCROLLBAR_ZONE_PX = 15;

/** isOutside: the click landed on the backdrop, not on the dialog's box or the scrollbar zone. */
export function isOutside(dialog: HTMLDialogElement, e: MouseEvent, doc: Document = document): boolean {
  if (e.target !== dialog) return false; // a click on the content targets a child
  if (e.clientX >= doc.documentElement.clientWidth - SCROLLBAR_ZONE_PX) return false;
  const r = dialog.getBoundingClientRect();
  return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
}

interface AfterRequestDetail {
  successful?: boolean;
}

export function initConsent(doc: Document = document): () => void {
  const cleanups: Array<() => void> = [];
  for (const dialog of doc.querySelectorAll<HTMLDialogElement>("dialog.consent[data-consent][open]")) {
    if (typeof dialog.showModal !== "function") continue; // very old browsers keep the panel
    dialog.close();
    // Opening moves the focus into the notice: not the visitor's interaction, so htmx
    // still waits for one (README, "Performance": a first visit's script).
    focusQuietly(() => dialog.showModal());
    const onClick = (e: MouseEvent) => {
      if (isOutside(dialog, e, doc)) dialog.close();
    };
    const onAfterRequest = (e: Event) => {
      const detail = (e as CustomEvent<AfterRequestDetail>).detail;
      if (detail?.successful) dialog.close();
    };
    dialog.addEventListener("click", onClick);
    dialog.addEventListener("htmx:afterRequest", onAfterRequest);
    cleanups.push(() => {
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("htmx:afterRequest", onAfterRequest);
    });
  }
  return () => cleanups.forEach((fn) => fn());
}
