/**
 * The post editor's image upload (docs/blog.md, "Images in posts"). Without JavaScript the
 * "Upload and insert" button posts the whole form and the editor comes back with the
 * image's Markdown at the end of the content. With it, the button's form is sent in the
 * background asking for JSON, and the Markdown is inserted at the content's cursor; a
 * refused upload shows its messages next to the button.
 */

interface Answer {
  snippet?: string;
  fields?: Record<string, string>;
}

/** insertAt puts text into the textarea at its cursor (replacing a selection), as a
 *  paragraph of its own, and leaves the cursor after it. */
export function insertAt(area: HTMLTextAreaElement, text: string): void {
  const start = area.selectionStart ?? area.value.length;
  const end = area.selectionEnd ?? start;
  const before = area.value.slice(0, start);
  const after = area.value.slice(end);
  // A paragraph of its own: a blank line before and after it, unless there already is one.
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" ? "\n" : after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  area.value = before + lead + text + trail + after;
  const at = before.length + lead.length + text.length + trail.length;
  area.setSelectionRange(at, at);
  area.dispatchEvent(new Event("input", { bubbles: true })); // the preview follows
}

async function upload(form: HTMLFormElement, button: HTMLButtonElement, fetcher: typeof fetch): Promise<void> {
  const box = button.closest<HTMLElement>("[data-image-insert]");
  const status = box?.querySelector<HTMLElement>("[data-image-status]");
  const area = form.querySelector<HTMLTextAreaElement>('textarea[name="content"]');
  if (!box || !status || !area) return;
  button.disabled = true;
  try {
    const res = await fetcher(button.formAction, {
      method: "POST",
      body: new FormData(form),
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    const answer = (await res.json()) as Answer;
    if (res.ok && answer.snippet) {
      insertAt(area, answer.snippet);
      for (const name of ["image", "image_alt"]) {
        const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
        if (input) input.value = "";
      }
      status.textContent = status.dataset.inserted ?? "";
      status.classList.remove("field-error");
      return;
    }
    status.textContent = Object.values(answer.fields ?? {}).join(" ");
    status.classList.add("field-error");
  } catch {
    // The form still works without the script: post it as the browser would.
    button.dataset.native = "true";
    form.requestSubmit(button);
  } finally {
    button.disabled = false;
  }
}

export function initInsertImage(doc: Document = document, fetcher: typeof fetch = (...a) => fetch(...a)): () => void {
  const onSubmit = (e: SubmitEvent) => {
    const button = e.submitter;
    if (!(button instanceof HTMLButtonElement) || !button.hasAttribute("data-insert-image")) return;
    if (button.dataset.native === "true") return; // the fallback's own submit
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    e.preventDefault();
    void upload(form, button, fetcher);
  };
  doc.addEventListener("submit", onSubmit);
  return () => doc.removeEventListener("submit", onSubmit);
}
