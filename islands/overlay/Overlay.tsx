/**
 * The service overlay (seed §2): a modal <dialog> over the listing, 'Loading...' while the
 * service is fetched, page scroll locked, focus kept inside (showModal makes the page
 * inert) and given back to the card. Escape, the close button and a click on the backdrop
 * all go back in history, and the links' popstate handler closes it: Back and close are
 * the same action. Full screen on phones (islands.css).
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { api, ApiError } from "../shared/api";
import { t } from "../shared/i18n";
import { readProps } from "../shared/props";
import type { OverlayTarget } from "./links";
import { ServiceBody } from "./ServiceBody";
import type { OverlayStore } from "./store";
import type { Assets, RelatedData, ServiceData } from "./types";

type Load =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "done"; service: ServiceData; related: RelatedData[] };

/** requestClose leaves the overlay's history entry; popstate then closes it. */
function requestClose(): void {
  window.history.back();
}

export function Overlay({ store }: { store: OverlayStore }) {
  const shown = useSyncExternalStore(store.subscribe, store.get);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

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
      aria-labelledby={titleId}
      data-testid="service-overlay"
      onCancel={(e) => {
        e.preventDefault(); // Escape: close through history, like Back
        requestClose();
      }}
      onClick={(e) => {
        if (e.target === dialog.current) requestClose(); // the backdrop
      }}
    >
      {shown && <Loaded key={`${shown.target.id}:${shown.target.preview}`} target={shown.target} titleId={titleId} />}
    </dialog>
  );
}

function Loaded({ target, titleId }: { target: OverlayTarget; titleId: string }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    let alive = true;
    const id = encodeURIComponent(target.id);
    // A preview shows what the owner just saved: never from the cache.
    const opts = { fresh: target.preview };
    (async () => {
      const service = await api.get<ServiceData>(
        target.preview ? `/api/sustainableService/preview/${id}` : `/api/sustainableService/${id}`,
        opts,
      );
      const related = await api.get<RelatedData[]>(
        target.preview
          ? "/api/sustainableServices/preview"
          : `/api/sustainableServices/${encodeURIComponent(service.companyProfileId)}`,
        opts,
      );
      if (alive) setLoad({ state: "done", service, related });
    })().catch((err: unknown) => {
      if (!alive) return;
      const message = err instanceof ApiError && err.status === 404 ? t("directory.overlay.error") : t("shell.island.error");
      setLoad({ state: "error", message });
    });
    return () => {
      alive = false;
    };
  }, [target.id, target.preview]);

  return (
    <div className="gc-overlay__frame">
      <button type="button" className="icon-btn gc-overlay__close" onClick={requestClose} aria-label={t("directory.overlay.close")}>
        <svg className="icon" aria-hidden="true" width="20" height="20">
          <use href={`${assets().icons}#close`} />
        </svg>
      </button>
      {load.state === "loading" && (
        <p className="gc-overlay__status" role="status" id={titleId}>
          {t("directory.overlay.loading")}
        </p>
      )}
      {load.state === "error" && (
        <div className="gc-overlay__status" role="alert">
          <h2 id={titleId}>{load.message}</h2>
          <p>
            <a href={`/services/${encodeURIComponent(target.id)}`}>{t("directory.overlay.open_page")}</a>
          </p>
        </div>
      )}
      {load.state === "done" && (
        <ServiceBody service={load.service} related={load.related} titleId={titleId} assets={assets()} />
      )}
    </div>
  );
}

let cachedAssets: Assets | null = null;

/** assets are the hashed icon addresses the server put in the island's props. */
function assets(): Assets {
  if (cachedAssets) return cachedAssets;
  const root = document.querySelector<HTMLElement>('[data-island="overlay"]');
  const props = root ? readProps(root) : {};
  cachedAssets = {
    serviceIcon: typeof props.serviceIcon === "string" ? props.serviceIcon : "",
    icons: typeof props.icons === "string" ? props.icons : "",
  };
  return cachedAssets;
}
