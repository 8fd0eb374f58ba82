/**
 * The service overlay: a modal <dialog> over the listing, 'Loading...' while the service is
 * fetched, page scroll locked, focus kept inside (showModal makes the page inert) and given
 * back to the card. Escape, the close button and a click on the backdrop all go back in
 * history, and the links' popstate handler closes it: Back and close are the same action.
 * Full screen on phones (directory.css).
 *
 * What it shows is the server's: the fragment of /services/{id} (ServicePage in
 * modules/directory/views/service.templ), the same view as the service page, so a change to
 * what a service shows is made there once. Its links work inside the dialog: the company's
 * other services ([data-service-card]) open in the overlay, the rest navigate.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { api, ApiError } from "../shared/api";
import { t } from "../shared/i18n";
import type { LazyIsland } from "../shared/islands";
import { log } from "../shared/log";
import type { OverlayApi, OverlayTarget } from "./links";
import type { OverlayProps as ServerProps } from "./props.gen";
import { OverlayStore } from "./store";

/** OverlayProps are the server's (props.gen.ts) and the store the links drive it by. */
export type OverlayProps = ServerProps & { store: OverlayStore };

/** overlayIsland is what the entry mounts on the first click: the overlay, and its store
 *  as the handle the links open and close it with. */
export function overlayIsland(): LazyIsland<OverlayProps, OverlayApi> {
  const store = new OverlayStore();
  return { Component: Overlay, extra: { store }, handle: store };
}

/** serviceTitle is the id of the fragment's heading (service.templ), which names the dialog. */
const serviceTitle = "service-title";

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "done"; html: string };

/** requestClose leaves the overlay's history entry; popstate then closes it. */
function requestClose(): void {
  window.history.back();
}

export function Overlay({ store, icons }: OverlayProps) {
  const shown = useSyncExternalStore(store.subscribe, store.get);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const statusId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (shown) {
      opener.current = shown.opener;
      if (!d.open) d.showModal();
      document.documentElement.classList.add("gc-scroll-locked");
    } else if (d.open) {
      d.close();
      document.documentElement.classList.remove("gc-scroll-locked");
      opener.current?.focus();
    }
  }, [shown]);

  return (
    <dialog
      ref={dialog}
      className="gc-overlay"
      data-size="620"
      // While loading (or on an error) the status names the dialog, then the service's heading.
      aria-labelledby={`${statusId} ${serviceTitle}`}
      data-testid="service-overlay"
      onCancel={(e) => {
        e.preventDefault(); // Escape: close through history, like Back
        requestClose();
      }}
      onClick={(e) => {
        if (e.target === dialog.current) requestClose(); // the backdrop
      }}
    >
      {shown && <Loaded key={`${shown.target.id}:${shown.target.preview}`} target={shown.target} statusId={statusId} icons={icons} />}
    </dialog>
  );
}

function Loaded({ target, statusId, icons }: { target: OverlayTarget; statusId: string; icons: string }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    let alive = true;
    // A preview shows what the owner just saved: never from the cache.
    api.fragment(`/services/${encodeURIComponent(target.id)}`, { fresh: target.preview }).then(
      (html) => {
        if (alive) setLoad({ state: "done", html });
      },
      (err: unknown) => {
        if (!alive) return;
        const gone = err instanceof ApiError && err.status === 404;
        if (!gone) log("warning", "service overlay: the service could not be loaded", err);
        setLoad({ state: "error", message: gone ? t("directory.overlay.error") : t("shell.island.error") });
      },
    );
    return () => {
      alive = false;
    };
  }, [target.id, target.preview]);

  return (
    <div className="gc-overlay__frame">
      <button type="button" className="icon-btn gc-overlay__close" onClick={requestClose} aria-label={t("directory.overlay.close")}>
        <svg className="icon" aria-hidden="true" width="20" height="20">
          <use href={`${icons}#close`} />
        </svg>
      </button>
      {load.state === "loading" && (
        <p className="gc-overlay__status" role="status" id={statusId}>
          {t("directory.overlay.loading")}
        </p>
      )}
      {load.state === "error" && (
        <div className="gc-overlay__status" role="alert">
          <h2 id={statusId}>{load.message}</h2>
          <p>
            <a href={`/services/${encodeURIComponent(target.id)}`}>{t("directory.overlay.open_page")}</a>
          </p>
        </div>
      )}
      {/* The server's HTML (templ escapes what users typed); it carries no script. */}
      {load.state === "done" && <div className="gc-overlay__body" dangerouslySetInnerHTML={{ __html: load.html }} />}
    </div>
  );
}
