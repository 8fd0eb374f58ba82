/**
 * mountOverlay renders the overlay into its mount point and gives the links a handle on
 * it. Loaded on the first card click only.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { log } from "../shared/log";
import type { OverlayApi } from "./links";
import { Overlay } from "./Overlay";
import { OverlayStore } from "./store";

export function mountOverlay(root: HTMLElement): OverlayApi {
  const store = new OverlayStore();
  root.replaceChildren();
  createRoot(root, { onUncaughtError: (err) => log("error", "service overlay crashed", err) }).render(
    <StrictMode>
      <Overlay store={store} />
    </StrictMode>,
  );
  return {
    open: (target, opener) => store.open(target, opener),
    close: () => store.close(),
  };
}
