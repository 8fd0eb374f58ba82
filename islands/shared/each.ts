/**
 * eachIsland, the core of mounting an island (shared/islands.ts lists the ways): kept apart
 * so that an entry that only waits for a click does not carry it.
 */
import { mountPoints } from "./islands";
import { log } from "./log";
import { adoptMessages, readProps } from "./props";

const taken = new WeakSet<HTMLElement>();

/**
 * eachIsland calls init once for every mount point of the island not taken yet, with its
 * props, after registering the props' messages. A mount point whose props cannot be read
 * keeps the server-rendered fallback (it works, just without the island), and is logged.
 * P is the props type generated from the Go struct (islands/<name>/props.gen.ts).
 */
export function eachIsland<P extends object>(name: string, init: (el: HTMLElement, props: P) => void): number {
  let n = 0;
  for (const el of mountPoints(name)) {
    if (taken.has(el)) continue; // a module script may run for a second mount point
    let props: Record<string, unknown>;
    try {
      props = readProps(el);
    } catch (err) {
      log("error", `island ${name}: unreadable props`, err);
      continue;
    }
    adoptMessages(props);
    taken.add(el);
    init(el, props as P);
    n++;
  }
  return n;
}
