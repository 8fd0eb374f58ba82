/**
 * htmx loads when the visitor first interacts with the page, not with the page itself: a
 * first visit downloads only the chrome (README, "Performance": at most 20 KB of script).
 * Every page works without htmx (plain links and forms); htmx only makes forms and filters
 * answer in place. The first pointer, key, touch, focus or edit starts loading it (a focus the
 * page moves itself, focusQuietly, does not); a page with an
 * element htmx must start at once (hx-trigger load, revealed, intersect or every) loads it
 * right away.
 *
 * What the visitor does on an htmx element before htmx is ready is not lost: a change or
 * input is played again once it is (the filters and the preferences answer to those), and
 * a submitted htmx form waits for it and is then submitted through it. Should htmx fail to
 * load, such a form is submitted as a plain form.
 *
 * htmx starts on DOMContentLoaded, or at once if the document is complete; loaded in
 * between, it would wait for an event that already fired. So it is loaded once the page has
 * finished loading.
 */

type Loader = () => Promise<{ default: unknown }>;

const firstInteraction = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/** Elements htmx must handle as soon as the page shows. */
const startsAtOnce = '[hx-trigger*="load"],[hx-trigger*="revealed"],[hx-trigger*="intersect"],[hx-trigger*="every"]';

/** Elements htmx answers for: their events wait for it. */
const htmxElement = "[hx-get],[hx-post],[hx-put],[hx-patch],[hx-delete],[hx-trigger]";

const loadHtmx: Loader = () => import("htmx.org/dist/htmx.esm.js");

/** Above 0 while the page itself moves the focus (focusQuietly). */
let quiet = 0;

/**
 * focusQuietly runs fn, whose focus moves are the page's own, not the visitor's: they do
 * not load htmx. The cookie notice opening as a modal moves the focus into itself on every
 * first visit; taken as an interaction, it loaded htmx (16.8 KB) on every first visit.
 */
export function focusQuietly<T>(fn: () => T): T {
  quiet++;
  try {
    return fn();
  } finally {
    quiet--;
  }
}

declare global {
  interface Window {
    htmx?: unknown;
  }
}

/**
 * initHtmxOnDemand arms the loader. loaded resolves once htmx is loaded and has had the
 * waiting events (for tests; the page does not wait for it); stop disarms it.
 */
export function initHtmxOnDemand(
  load: Loader = loadHtmx,
  doc: Document = document,
  win: Window = window,
): { loaded: Promise<void>; stop: () => void } {
  const changed = new Map<Element, Set<string>>(); // element → "input" / "change" to play again
  // An edited field's value as the page came, which htmx would have taken as its starting
  // value had it been loaded: htmx ignores an event of a `changed` trigger when the value is
  // the one it saw when it set the element up, so while htmx sets up an edited field, the
  // field shows its page value, and the replayed event then reads as the change it is.
  const pageValues = new Map<Element, string>();
  const swapped: Array<{ el: Field; value: string; caret: Caret }> = [];
  const beforeSetUp = (e: Event) => {
    if (ready || !(e.target instanceof Element)) return;
    for (const [el, before] of pageValues) {
      if (!(e.target === el || e.target.contains(el)) || !isField(el) || el.value === before) continue;
      swapped.push({ el, value: el.value, caret: caretOf(el) });
      el.value = before;
    }
  };
  const afterSetUp = () => {
    for (const { el, value, caret } of swapped.splice(0)) restoreValue(el, value, caret);
  };
  doc.addEventListener("htmx:beforeProcessNode", beforeSetUp, true);
  doc.addEventListener("htmx:afterProcessNode", afterSetUp, true);
  let pending: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let ready = false;

  const onEdit = (e: Event) => {
    if (ready || !(e.target instanceof Element) || !e.target.closest(htmxElement)) return;
    if (!changed.has(e.target)) {
      const before = pageValue(e.target);
      if (before !== null) pageValues.set(e.target, before);
    }
    const kinds = changed.get(e.target) ?? new Set<string>();
    kinds.add(e.type);
    changed.set(e.target, kinds);
    start(); // an edit with no pointer, key or focus first (autofill, assistive tools) is one too
  };
  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (ready || e.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(htmxElement)) return;
    e.preventDefault();
    e.stopPropagation();
    pending = { form, submitter: e.submitter instanceof HTMLElement ? e.submitter : null };
    start();
  };
  const listeners: Array<[string, EventListener]> = [
    ["input", onEdit],
    ["change", onEdit],
    ["submit", onSubmit as EventListener],
  ];
  for (const [type, fn] of listeners) doc.addEventListener(type, fn, true);
  // Back or Forward to an address htmx pushed, on a page where htmx is not loaded yet: htmx
  // keeps no history cache and would reload it from the server, so do that.
  const onPopState = (e: PopStateEvent) => {
    if (!ready && (e.state as { htmx?: boolean } | null)?.htmx) win.location.reload();
  };
  win.addEventListener("popstate", onPopState);

  const done = () => {
    ready = true;
    afterSetUp();
    doc.removeEventListener("htmx:beforeProcessNode", beforeSetUp, true);
    doc.removeEventListener("htmx:afterProcessNode", afterSetUp, true);
    pageValues.clear();
    for (const [type, fn] of listeners) doc.removeEventListener(type, fn, true);
    win.removeEventListener("popstate", onPopState);
  };

  let resolveLoaded!: () => void;
  let rejectLoaded!: (e: unknown) => void;
  const loaded = new Promise<void>((resolve, reject) => {
    resolveLoaded = resolve;
    rejectLoaded = reject;
  });

  const go = () =>
    load().then(
      (m) => {
        // Extensions and the console expect the global; the ESM build does not set it.
        win.htmx = m.default;
        done();
        for (const [el, kinds] of changed) {
          for (const type of kinds) el.dispatchEvent(new Event(type, { bubbles: true }));
        }
        changed.clear();
        if (pending) pending.form.requestSubmit(pending.submitter);
        pending = null;
        resolveLoaded();
      },
      (err: unknown) => {
        done();
        if (pending) HTMLFormElement.prototype.submit.call(pending.form);
        pending = null;
        rejectLoaded(err);
      },
    );

  let started = false;
  const onFirst = (e: Event) => {
    if (e.type === "focusin" && quiet > 0) return; // the page's own focus move
    start();
  };
  function start() {
    if (started) return;
    started = true;
    for (const type of firstInteraction) doc.removeEventListener(type, onFirst, true);
    if (doc.readyState === "complete") void go();
    else win.addEventListener("load", () => void go(), { once: true });
  }

  if (doc.querySelector(startsAtOnce)) start();
  else for (const type of firstInteraction) doc.addEventListener(type, onFirst, { capture: true, passive: true });
  const stop = () => {
    started = true;
    for (const type of firstInteraction) doc.removeEventListener(type, onFirst, true);
    done();
  };
  return { loaded, stop };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(el: Element): el is Field {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

/** pageValue is a field's value as the page was served, or null for what htmx compares no value of. */
function pageValue(el: Element): string | null {
  if (el instanceof HTMLInputElement) return el.type === "checkbox" || el.type === "radio" ? null : el.defaultValue;
  if (el instanceof HTMLTextAreaElement) return el.defaultValue;
  if (el instanceof HTMLSelectElement) {
    const chosen = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
    return chosen?.value ?? "";
  }
  return null;
}

type Caret = [number, number] | null;

function caretOf(el: Field): Caret {
  if (el instanceof HTMLSelectElement) return null;
  try {
    const { selectionStart: from, selectionEnd: to } = el;
    return from === null || to === null ? null : [from, to];
  } catch {
    return null; // a type without a caret (email, number)
  }
}

/** restoreValue puts the typed value back, with the caret where it was. */
function restoreValue(el: Field, value: string, caret: Caret) {
  el.value = value;
  if (!caret || el instanceof HTMLSelectElement) return;
  try {
    el.setSelectionRange(caret[0], caret[1]);
  } catch {
    // a type without a caret: nothing to put back
  }
}
