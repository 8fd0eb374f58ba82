/**
 * A field that shows only for one choice of another (docs/shell.md, "Forms"):
 * `data-shown-when="<id of the leading select>=<value>"` on a control hides its `.field` (and
 * disables it, so it sends nothing) unless the leading select has that value: the "Other …"
 * text shows only when "Other" is chosen. Without JavaScript it always shows, and the server
 * checks the pair.
 */

function apply(doc: Document, el: HTMLElement): void {
  const [leadID, value] = (el.dataset.shownWhen ?? "").split("=");
  const lead = doc.getElementById(leadID ?? "");
  if (!(lead instanceof HTMLSelectElement)) return;
  const off = lead.value !== value;
  const field = el.closest<HTMLElement>(".field") ?? el;
  field.hidden = off;
  el.toggleAttribute("disabled", off);
}

function applyAll(doc: Document): void {
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>("[data-shown-when]"))) apply(doc, el);
}

export function initShownWhen(doc: Document = document): () => void {
  const onChange = (e: Event) => {
    if (e.target instanceof HTMLSelectElement && e.target.id) applyAll(doc);
  };
  const onSwap = () => applyAll(doc);
  doc.addEventListener("change", onChange);
  doc.addEventListener("htmx:afterSettle", onSwap);
  applyAll(doc);
  return () => {
    doc.removeEventListener("change", onChange);
    doc.removeEventListener("htmx:afterSettle", onSwap);
  };
}
