/**
 * A select that follows another (docs/shell.md, "Forms"): `data-follows="<id of the leading
 * select>"` on a select of option groups keeps only the group labelled as the leading
 * select's chosen option, so the sector list follows the chosen industry. Without
 * JavaScript every group shows, and the server checks the pair.
 */

function follow(doc: Document, sel: HTMLSelectElement): void {
  const lead = doc.getElementById(sel.dataset.follows ?? "");
  if (!(lead instanceof HTMLSelectElement)) return;
  const chosen = lead.value ? lead.options[lead.selectedIndex]?.text ?? "" : "";
  for (const group of Array.from(sel.querySelectorAll("optgroup"))) {
    const off = chosen !== "" && group.label !== chosen;
    group.hidden = off;
    group.toggleAttribute("disabled", off);
  }
  const current = sel.options[sel.selectedIndex];
  if (current && current.parentElement instanceof HTMLOptGroupElement && current.parentElement.hasAttribute("disabled")) sel.value = "";
}

function followAll(doc: Document, root: ParentNode): void {
  for (const sel of Array.from(root.querySelectorAll<HTMLSelectElement>("select[data-follows]"))) follow(doc, sel);
}

export function initFollow(doc: Document = document): () => void {
  const onChange = (e: Event) => {
    const lead = e.target;
    if (!(lead instanceof HTMLSelectElement) || !lead.id) return;
    for (const sel of Array.from(doc.querySelectorAll<HTMLSelectElement>("select[data-follows]"))) {
      if (sel.dataset.follows === lead.id) follow(doc, sel);
    }
  };
  const onSwap = () => followAll(doc, doc);
  doc.addEventListener("change", onChange);
  doc.addEventListener("htmx:afterSettle", onSwap);
  followAll(doc, doc);
  return () => {
    doc.removeEventListener("change", onChange);
    doc.removeEventListener("htmx:afterSettle", onSwap);
  };
}
