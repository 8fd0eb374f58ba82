/**
 * The snackbar and confirm-dialog bus (docs/shell.md, "Messages"). Anyone may call it; the first call loads
 * the shell island (React + the two components) and mounts it into #gc-shell-root, so
 * pages that never show a message never download React. Calls made while it loads wait
 * in order on the same promise.
 */
import { log } from "./log";

export type Severity = "success" | "info" | "warning" | "error";
export type Transition = "SlideLeft" | "SlideUp" | "SlideRight" | "SlideDown" | "Grow" | "Fade";
/** horizontal left/right are read as the inline start/end, so they mirror in RTL. */
export interface AnchorOrigin {
  vertical: "top" | "bottom";
  horizontal: "left" | "center" | "right";
}
export type SnackbarAction = { label: string; href: string } | { label: string; onClick: () => void };

export interface SnackbarOptions {
  /** message wins over messageId (an i18n id); neither gives 'Note archived'. */
  message?: string;
  messageId?: string;
  variant?: "default" | "alert";
  /** severity of the alert variant (its colour); setting it implies variant alert. */
  severity?: Severity;
  transition?: Transition;
  anchorOrigin?: AnchorOrigin;
  /** close shows the close button (default true). */
  close?: boolean;
  action?: SnackbarAction;
  /** ms; "default" is the generic 5000 ms; null never hides; unset: by variant. */
  duration?: number | "default" | null;
}

export interface DialogOptions {
  title?: string;
  message?: string;
  /** alert: role alertdialog, for confirmations that interrupt (the default of confirm). */
  variant?: "default" | "alert";
  /** danger styles the main button as destructive. */
  danger?: boolean;
  mainAction?: () => void;
  secondaryAction?: () => void;
  mainActionTitle?: string;
  secondaryActionTitle?: string;
  cancelButton?: boolean;
  cancelButtonTitle?: string;
  /** anchor positions the dialog next to this element instead of centring it. */
  anchor?: Element | null;
}

/** ShellApi is what the mounted shell island offers. */
export interface ShellApi {
  snackbar(opts: SnackbarOptions): void;
  confirm(opts: DialogOptions): Promise<boolean>;
}

let shell: Promise<ShellApi> | null = null;

function loadShell(): Promise<ShellApi> {
  shell ??= import("../shell/mount").then((m) => {
    let root = document.getElementById("gc-shell-root");
    if (!root) {
      // Every layout renders it; a page that forgot still gets its messages.
      root = document.createElement("div");
      root.id = "gc-shell-root";
      document.body.append(root);
    }
    return m.mountShell(root);
  });
  shell.catch(() => {
    shell = null; // a failed chunk load (offline) may succeed on the next call
  });
  return shell;
}

/** openSnackbar shows a message now, or after the ones already showing. */
export function openSnackbar(opts: SnackbarOptions): void {
  loadShell().then(
    (s) => s.snackbar(opts),
    (err: unknown) => log("error", "snackbar: shell island failed to load", err),
  );
}

/**
 * confirmDialog asks a question and resolves true on the main action. If the shell
 * cannot load, the browser's own confirm keeps the action possible.
 */
export function confirmDialog(opts: DialogOptions): Promise<boolean> {
  return loadShell().then(
    (s) => s.confirm(opts),
    (err: unknown) => {
      log("error", "confirm: shell island failed to load", err);
      return window.confirm([opts.title, opts.message].filter(Boolean).join("\n\n"));
    },
  );
}

/** resetShell is for tests: the next call mounts a fresh shell. */
export function resetShell(): void {
  shell = null;
}
