/**
 * The snackbar (docs/shell.md, "Messages"): one at a time, auto-hiding after its duration, paused while
 * hovered, focused or while the tab is hidden. Click-away does not close it. Two live
 * regions exist before any message, so the first one is announced too: errors in
 * role=alert, everything else in role=status (polite).
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { t } from "../shared/i18n";
import { Icon } from "./icons";
import type { SnackbarItem } from "./store";

/** Fallback for the exit animation (a little over --duration), if animationend never comes. */
export const EXIT_MS = 250;

function reducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function isUrgent(item: SnackbarItem): boolean {
  return item.variant === "alert" && item.severity === "error";
}

export function SnackbarHost({ item, onDone }: { item: SnackbarItem | undefined; onDone: (id: number) => void }) {
  const urgent = item !== undefined && isUrgent(item);
  return (
    <>
      <div className="gc-live" role="status" aria-live="polite">
        {item && !urgent && <Snackbar key={item.id} item={item} onDone={onDone} />}
      </div>
      <div className="gc-live" role="alert">
        {item && urgent && <Snackbar key={item.id} item={item} onDone={onDone} />}
      </div>
    </>
  );
}

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(document.visibilityState === "hidden");
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return hidden;
}

function Snackbar({ item, onDone }: { item: SnackbarItem; onDone: (id: number) => void }) {
  const [closing, setClosing] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pageHidden = usePageHidden();
  const remaining = useRef(item.duration);
  const close = useCallback(() => setClosing(true), []);
  const paused = hovered || focused || pageHidden;

  // Auto-hide: count down only while not paused, keeping what is left across pauses.
  useEffect(() => {
    const left = remaining.current;
    if (closing || paused || left === null) return;
    const started = Date.now();
    const timer = setTimeout(close, left);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - started));
    };
  }, [closing, paused, close]);

  // Leave after the exit animation; at once when motion is reduced.
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => onDone(item.id), reducedMotion() ? 0 : EXIT_MS);
    return () => clearTimeout(timer);
  }, [closing, item.id, onDone]);

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const { action } = item;

  return (
    <div
      className="gc-snackbar"
      data-variant={item.variant}
      data-severity={item.variant === "alert" ? item.severity : undefined}
      data-transition={item.transition}
      data-vertical={item.anchorOrigin.vertical}
      data-horizontal={item.anchorOrigin.horizontal}
      data-state={closing ? "closing" : "open"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onAnimationEnd={(e) => {
        if (closing && e.target === e.currentTarget) onDone(item.id);
      }}
    >
      {item.variant === "alert" && <Icon name={item.severity} />}
      <div className="gc-snackbar__message">{item.message}</div>
      {action && "href" in action && (
        <a className="gc-snackbar__action" href={action.href}>
          {action.label}
        </a>
      )}
      {action && "onClick" in action && (
        <button
          type="button"
          className="gc-snackbar__action"
          onClick={() => {
            action.onClick();
            close();
          }}
        >
          {action.label}
        </button>
      )}
      {item.close && (
        <button type="button" className="gc-snackbar__close" aria-label={t("shell.island.close")} onClick={close}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
