/**
 * A field that shows only for one choice of another (docs/shell.md, "Forms"):
 * `data-shown-when="<id of the leading select>=<value>"` on a control hides its `.field` (and
 * disables it, so it sends nothing) unless the leading select has that value: the "Other …"
 * text shows only when "Other" is chosen. Without JavaScript it always shows, and the server
 * checks the pair. The leader may also be a radio button (its group's checked value counts: a
 * yes/no), and several values may show the field (`=a|b`). A field the server rendered
 * `hidden` stays hidden without JavaScript (the VSME follow-ups, docs/vsme.md).
 */

/** leadValue is the leader's current choice: a select's value, a radio group's checked one. */
function leadValue(lead: HTMLElement | null): string | undefined {
  if (lead instanceof HTMLSelectElement) return lead.value;
  if (!(lead instanceof HTMLInputElement) || lead.type !== "radio") return undefined;
  const scope = lead.form ?? lead.ownerDocument;
  const group = Array.from(scope.querySelectorAll<HTMLInputElement>("input[type=radio]"));
  return group.find((r) => r.name === lead.name && r.checked)?.value ?? "";
}

function apply(doc: Document, el: HTMLElement): void {
  const spec = el.dataset.shownWhen ?? "";
  const at = spec.indexOf("=");
  const current = leadValue(doc.getElementById(spec.slice(0, Math.max(at, 0))));
  if (at < 0 || current === undefined) return;
  const off = !spec.slice(at + 1).split("|").includes(current);
  const field = el.closest<HTMLElement>(".field") ?? el;
  field.hidden = off;
  el.toggleAttribute("disabled", off);
}

function applyAll(doc: Document): void {
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>("[data-shown-when]"))) apply(doc, el);
}

export function initShownWhen(doc: Document = document): () => void {
  const onChange = (e: Event) => {
    const t = e.target;
    if ((t instanceof HTMLSelectElement && t.id) || (t instanceof HTMLInputElement && t.type === "radio")) applyAll(doc);
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
