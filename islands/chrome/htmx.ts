/**
 * htmx loads when the visitor first interacts with the page, not with the page itself: a
 * first visit downloads only the chrome (README, "Performance": at most 20 KB of script).
 * Every page works without htmx (plain links and forms); htmx only makes forms and filters
 * answer in place. The first pointer, key, touch or focus starts loading it; a page with an
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
  let pending: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  let ready = false;

  const onEdit = (e: Event) => {
    if (ready || !(e.target instanceof Element) || !e.target.closest(htmxElement)) return;
    const kinds = changed.get(e.target) ?? new Set<string>();
    kinds.add(e.type);
    changed.set(e.target, kinds);
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

  const done = () => {
    ready = true;
    for (const [type, fn] of listeners) doc.removeEventListener(type, fn, true);
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
  function start() {
    if (started) return;
    started = true;
    for (const type of firstInteraction) doc.removeEventListener(type, start, true);
    if (doc.readyState === "complete") void go();
    else win.addEventListener("load", () => void go(), { once: true });
  }

  if (doc.querySelector(startsAtOnce)) start();
  else for (const type of firstInteraction) doc.addEventListener(type, start, { capture: true, passive: true });
  const stop = () => {
    started = true;
    for (const type of firstInteraction) doc.removeEventListener(type, start, true);
    done();
  };
  return { loaded, stop };
}
