/**
 * mountIsland renders an island into every [data-island=name] of the page, replacing the
 * server-rendered fallback. An island owns only its mount point; htmx never swaps it.
 */
import { createElement, StrictMode, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { log } from "./log";
import { adoptMessages, readProps } from "./props";

const mounted = new WeakMap<HTMLElement, Root>();

/** Marked marks its mount point data-mounted once React has committed the island's first
 *  render (even an island that renders nothing yet), so tests know when it has taken over. */
function Marked({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => el.setAttribute("data-mounted", ""), [el]);
  return children;
}

export function mountIsland<P extends object>(name: string, Component: ComponentType<P>): Root[] {
  const roots: Root[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${CSS.escape(name)}"]`)) {
    if (mounted.has(el)) continue; // a module script may run for a second mount point
    let props: Record<string, unknown>;
    try {
      props = readProps(el);
    } catch (err) {
      // Keep the server-rendered fallback: it works, just without the island.
      log("error", `island ${name}: unreadable props`, err);
      continue;
    }
    adoptMessages(props);
    el.replaceChildren();
    const root = createRoot(el, {
      onUncaughtError: (err) => log("error", `island ${name} crashed`, err),
    });
    // Props are the server's contract with the island; the component declares their type.
    root.render(createElement(StrictMode, null, createElement(Marked, { el }, createElement(Component, props as P))));
    mounted.set(el, root);
    roots.push(root);
  }
  return roots;
}
