/**
 * The shell's state outside React: a queue of snackbars (one shows at a time) and a queue of
 * dialogs (one open at a time, each settling its own promise). React reads it with
 * useSyncExternalStore; the bus writes to it before or after React has rendered.
 */
import { t } from "../shared/i18n";
import type {
  AnchorOrigin,
  DialogOptions,
  Severity,
  SnackbarAction,
  SnackbarOptions,
  Transition,
} from "../shared/snackbar";

// docs/shell.md, "Messages": 6000 ms for the default variant, 3000 ms for alerts, 5000 ms as the generic default.
export const DURATION_DEFAULT_VARIANT = 6000;
export const DURATION_ALERT = 3000;
export const DURATION_GENERIC = 5000;

export interface SnackbarItem {
  id: number;
  message: string;
  variant: "default" | "alert";
  severity: Severity;
  transition: Transition;
  anchorOrigin: AnchorOrigin;
  close: boolean;
  action?: SnackbarAction;
  duration: number | null;
}

export interface DialogItem {
  id: number;
  opts: DialogOptions;
  /** opener had focus when the dialog was asked for; focus goes back to it. */
  opener: HTMLElement | null;
  settle: (confirmed: boolean) => void;
}

export interface ShellState {
  snackbars: readonly SnackbarItem[];
  dialogs: readonly DialogItem[];
}

/** durationOf: an explicit duration wins, else by variant (docs/shell.md, "Messages"). */
export function durationOf(opts: SnackbarOptions, variant: "default" | "alert"): number | null {
  if (opts.duration === "default") return DURATION_GENERIC;
  if (opts.duration !== undefined) return opts.duration;
  return variant === "alert" ? DURATION_ALERT : DURATION_DEFAULT_VARIANT;
}

/** toItem fills in the defaults (bottom right, Fade, close button, 'Note archived'). */
export function toItem(id: number, opts: SnackbarOptions): SnackbarItem {
  const variant = opts.variant ?? (opts.severity ? "alert" : "default");
  return {
    id,
    message: opts.message ?? t(opts.messageId ?? "shell.island.note_archived"),
    variant,
    severity: opts.severity ?? "info",
    transition: opts.transition ?? "Fade",
    anchorOrigin: opts.anchorOrigin ?? { vertical: "bottom", horizontal: "right" },
    close: opts.close ?? true,
    action: opts.action,
    duration: durationOf(opts, variant),
  };
}

export class ShellStore {
  private state: ShellState = { snackbars: [], dialogs: [] };
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): ShellState => this.state;

  private set(next: ShellState): void {
    this.state = next;
    for (const fn of this.listeners) fn();
  }

  pushSnackbar(opts: SnackbarOptions): number {
    const item = toItem(this.nextId++, opts);
    this.set({ ...this.state, snackbars: [...this.state.snackbars, item] });
    return item.id;
  }

  dismissSnackbar(id: number): void {
    this.set({ ...this.state, snackbars: this.state.snackbars.filter((s) => s.id !== id) });
  }

  pushDialog(opts: DialogOptions): Promise<boolean> {
    return new Promise((resolve) => {
      const id = this.nextId++;
      const settle = (confirmed: boolean) => {
        this.set({ ...this.state, dialogs: this.state.dialogs.filter((d) => d.id !== id) });
        resolve(confirmed);
      };
      const active = document.activeElement;
      const opener = active instanceof HTMLElement && active !== document.body ? active : null;
      this.set({ ...this.state, dialogs: [...this.state.dialogs, { id, opts, opener, settle }] });
    });
  }
}
