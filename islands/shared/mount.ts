/**
 * mountIsland renders a React island into every mount point of the page, replacing the
 * server-rendered fallback (shared/islands.ts says how islands mount).
 */
import { createElement, StrictMode, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { eachIsland } from "./each";
import { markMounted } from "./islands";
import { log } from "./log";

/** Marked marks its mount point data-mounted once React has committed the island's first
 *  render (even an island that renders nothing yet), so tests know when it has taken over. */
function Marked({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => markMounted(el), [el]);
  return children;
}

/** mountIsland mounts Component with the server's props, and extra ones from the page's
 *  script (mountIslandLazy's), in every mount point not mounted yet. */
export function mountIsland<P extends object>(name: string, Component: ComponentType<P>, extra: Partial<P> = {}): Root[] {
  const roots: Root[] = [];
  eachIsland<P>(name, (el, props) => {
    el.replaceChildren();
    const root = createRoot(el, {
      onUncaughtError: (err) => log("error", `island ${name} crashed`, err),
    });
    root.render(createElement(StrictMode, null, createElement(Marked, { el }, createElement(Component, { ...props, ...extra }))));
    roots.push(root);
  });
  return roots;
}
