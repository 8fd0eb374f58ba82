/**
 * The service overlay's links (docs/directory.md, "Service page and overlay"): a click on a [data-service-card] link opens the
 * overlay instead of navigating, pushes /services/{id}, and Back closes it. Nothing here
 * imports React: the overlay itself (React and all) loads on the first click, so a
 * listing's first paint carries none. Modified clicks (new tab) stay plain links.
 *
 * History: the overlay's entry carries {gcOverlay}. Its popstate listener runs in the
 * capture phase and stops the event when it is about the overlay, so htmx (which reloads
 * its own entries, historyCacheSize 0) never reloads the listing when the overlay closes.
 */

export interface OverlayTarget {
  id: string;
  preview: boolean;
}

export interface OverlayApi {
  open(target: OverlayTarget, opener: HTMLElement | null): void;
  close(): void;
}

/** Loader brings in the overlay; it loads once and may be called again (mountIslandLazy). */
type Loader = () => Promise<OverlayApi>;

interface OverlayState {
  gcOverlay?: OverlayTarget;
}

function stateOf(s: unknown): OverlayTarget | undefined {
  const t = (s as OverlayState | null)?.gcOverlay;
  return t && typeof t.id === "string" ? { id: t.id, preview: t.preview === true } : undefined;
}

function cardLink(e: MouseEvent): HTMLAnchorElement | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const el = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[data-service-card]") : null;
  if (!el || (el.target && el.target !== "_self")) return null;
  return el;
}

/**
 * initOverlayLinks wires the page; load brings in the overlay (mountIslandLazy's loader in
 * the page, a stub in tests). It returns a cleanup.
 */
export function initOverlayLinks(load: Loader, doc: Document = document, win: Window = window): () => void {
  let overlay: Promise<OverlayApi> | null = null;
  let open = false;
  const show = (target: OverlayTarget, opener: HTMLElement | null) => {
    open = true;
    (overlay = load()).then(
      (o) => o.open(target, opener),
      () => {
        open = false;
        win.location.assign(`/services/${encodeURIComponent(target.id)}`); // the page still works
      },
    );
  };

  const onClick = (e: MouseEvent) => {
    const link = cardLink(e);
    const id = link?.dataset.serviceCard;
    if (!link || !id) return;
    e.preventDefault();
    const target: OverlayTarget = { id, preview: link.dataset.preview === "true" };
    const state: OverlayState = { gcOverlay: target };
    if (open) win.history.replaceState(state, "", link.href);
    else win.history.pushState(state, "", link.href);
    show(target, link);
  };
  const onPop = (e: PopStateEvent) => {
    const target = stateOf(e.state);
    if (target) {
      e.stopImmediatePropagation();
      show(target, null);
    } else if (open) {
      e.stopImmediatePropagation();
      open = false;
      overlay?.then((o) => o.close());
    }
  };
  // Capture phase: the click is taken before the page chrome's progress bar sees a navigation.
  doc.addEventListener("click", onClick, true);
  win.addEventListener("popstate", onPop, { capture: true });
  return () => {
    doc.removeEventListener("click", onClick, true);
    win.removeEventListener("popstate", onPop, { capture: true });
  };
}
