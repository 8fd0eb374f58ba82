/**
 * How every island mounts (docs/conventions.md, "Islands"). A mount point is
 * [data-island=name] with its props beside it (templates/island.templ); an island owns only
 * its mount point, and htmx never swaps it.
 *
 *   mountIsland(name, Component)   shared/mount.ts: a React island, mounted at once
 *   mountIslandLazy(name, load)    here: React and the island's module on first need (a click)
 *   eachIsland(name, init)         shared/each.ts: an island without React (the snippet's
 *                                  buttons); mountIsland is built on it
 *
 * Nothing here imports React or the logger, so an entry that only waits for a click stays
 * small.
 */
import type { ComponentType } from "react";
import { adoptMessages, readProps } from "./props";

/** mountPoints are the page's mount points of an island. */
export function mountPoints(name: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)];
}

/** markMounted tells tests (and people reading the DOM) that the island has taken over. */
export function markMounted(el: HTMLElement): void {
  el.setAttribute("data-mounted", "");
}

/** LazyIsland is what a lazily loaded island module hands mountIslandLazy: the component,
 *  props of the page's script's own to add to the server's, and the handle the script
 *  drives the island by (the overlay's store), if any. */
export interface LazyIsland<P extends object, A> {
  Component: ComponentType<P>;
  extra?: Partial<P>;
  handle?: A;
}

/**
 * mountIslandLazy is mountIsland for an island not needed at first paint: it returns a
 * function that loads the island's module (and React with it: separate chunks) and mounts
 * it on its first call, resolving to the island's handle; later calls share that promise,
 * and a failed load (offline) may be tried again. The mount points are marked as taken over
 * at once, since the page's entry script answers for them from now on.
 */
export function mountIslandLazy<P extends object, A = undefined>(
  name: string,
  load: () => Promise<LazyIsland<P, A>>,
): () => Promise<A> {
  for (const el of mountPoints(name)) {
    markMounted(el);
    try {
      adoptMessages(readProps(el)); // its strings, for what the entry shows before the load
    } catch {
      // mountIsland reports unreadable props when it mounts
    }
  }
  let loading: Promise<A> | null = null;
  return () => {
    loading ??= Promise.all([import("./mount"), load()]).then(([{ mountIsland }, island]) => {
      mountIsland(name, island.Component, island.extra);
      return island.handle as A; // undefined when the island gives none (A is undefined)
    });
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}
