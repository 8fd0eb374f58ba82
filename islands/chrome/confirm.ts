/**
 * Confirmations in the page's own dialog instead of window.confirm:
 * - htmx elements with hx-confirm="question" (the htmx:confirm event);
 * - plain forms, submit buttons and links with data-confirm="question", optional
 *   data-confirm-title and data-confirm-action (the main button's label), and
 *   data-confirm-anchor to place the dialog next to the element instead of centring it.
 *   Every data-confirm asks before something is lost (a deletion, an unpublishing, the end
 *   of a plan): its main button is red (danger), unless data-confirm-safe says otherwise.
 * After Confirm the original action runs again, unhindered: the form is submitted with the
 * same submitter, the link or button clicked.
 */
import { confirmDialog, type DialogOptions } from "../shared/snackbar";

interface HtmxConfirmDetail {
  elt?: Element;
  question?: string | null;
  issueRequest?: (skipConfirmation?: boolean) => void;
}

/** optionsFor reads the data-confirm-* attributes of el; the dialog may sit next to near. */
function optionsFor(el: Element, question: string, near: Element = el): DialogOptions {
  const data = el instanceof HTMLElement ? el.dataset : {};
  return {
    message: question,
    title: data.confirmTitle,
    mainActionTitle: data.confirmAction,
    anchor: data.confirmAnchor !== undefined ? near : null,
    danger: el.hasAttribute("data-confirm") && data.confirmSafe === undefined,
  };
}

function isSubmitter(el: Element): boolean {
  return (
    (el instanceof HTMLButtonElement && el.type === "submit" && el.form !== null) ||
    (el instanceof HTMLInputElement && (el.type === "submit" || el.type === "image") && el.form !== null)
  );
}

export function initConfirm(doc: Document = document, ask = confirmDialog): () => void {
  const confirmedForms = new WeakSet<HTMLFormElement>();
  const confirmedClicks = new WeakSet<Element>();

  const onHtmxConfirm = (e: Event) => {
    const detail = (e as CustomEvent<HtmxConfirmDetail>).detail;
    if (!detail?.question || !detail.issueRequest) return;
    e.preventDefault(); // htmx would call window.confirm otherwise
    const source = detail.elt?.closest("[hx-confirm],[data-hx-confirm]") ?? detail.elt ?? doc.body;
    const issue = detail.issueRequest;
    void ask(optionsFor(source, detail.question)).then((ok) => ok && issue(true));
  };

  // Capture phase: runs before htmx or any handler on the form itself.
  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (confirmedForms.delete(form)) return;
    const submitter = e.submitter instanceof HTMLElement ? e.submitter : null;
    const source = submitter?.hasAttribute("data-confirm") ? submitter : form.hasAttribute("data-confirm") ? form : null;
    if (!source) return;
    e.preventDefault();
    e.stopPropagation();
    // Anchored next to the button pressed, not the whole (often page-wide) form.
    const near = submitter ?? form;
    void ask(optionsFor(source, source.getAttribute("data-confirm") ?? "", near)).then((ok) => {
      if (!ok) return;
      confirmedForms.add(form);
      form.requestSubmit(submitter && isSubmitter(submitter) ? submitter : null);
    });
  };

  const onClick = (e: MouseEvent) => {
    const el = e.target instanceof Element ? e.target.closest("[data-confirm]") : null;
    // Forms and their submit buttons are asked on submit, which Enter also triggers.
    if (!el || el instanceof HTMLFormElement || isSubmitter(el)) return;
    if (confirmedClicks.delete(el)) return;
    e.preventDefault();
    e.stopPropagation();
    void ask(optionsFor(el, el.getAttribute("data-confirm") ?? "")).then((ok) => {
      if (!ok || !(el instanceof HTMLElement)) return;
      confirmedClicks.add(el);
      el.click();
    });
  };

  doc.addEventListener("htmx:confirm", onHtmxConfirm);
  doc.addEventListener("submit", onSubmit, true);
  doc.addEventListener("click", onClick, true);
  return () => {
    doc.removeEventListener("htmx:confirm", onHtmxConfirm);
    doc.removeEventListener("submit", onSubmit, true);
    doc.removeEventListener("click", onClick, true);
  };
}
