/** OverlayStore holds what the overlay shows; the links drive it, React reads it. */
import type { OverlayTarget } from "./links";

export interface OverlayShown {
  target: OverlayTarget;
  /** opener gets the focus back when the overlay closes. */
  opener: HTMLElement | null;
}

export class OverlayStore {
  private shown: OverlayShown | null = null;
  private listeners = new Set<() => void>();

  open(target: OverlayTarget, opener: HTMLElement | null): void {
    this.shown = { target, opener: opener ?? this.shown?.opener ?? null };
    this.emit();
  }

  close(): void {
    this.shown = null;
    this.emit();
  }

  get = (): OverlayShown | null => this.shown;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private emit(): void {
    for (const fn of this.listeners) fn();
  }
}
