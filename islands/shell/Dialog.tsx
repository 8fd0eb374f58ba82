/**
 * The confirm dialog (docs/shell.md, "Messages"): modal, focus trapped, Escape or a press outside cancels,
 * focus returns to the opener, page scroll locked. Centred over a backdrop, or placed
 * next to an anchor element. Loaded only when a dialog is first asked for.
 */
import {
  FloatingFocusManager,
  FloatingOverlay,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from "@floating-ui/react";
import { useId, useRef } from "react";
import { t } from "../shared/i18n";
import type { DialogItem } from "./store";

type Choice = "main" | "secondary" | "cancel";

export default function Dialog({ item }: { item: DialogItem }) {
  const { opts, settle } = item;
  const anchor = opts.anchor?.isConnected ? opts.anchor : null;
  const titleId = useId();
  const messageId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(item.opener);

  const finish = (choice: Choice) => {
    if (choice === "main") opts.mainAction?.();
    if (choice === "secondary") opts.secondaryAction?.();
    settle(choice === "main");
  };

  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) finish("cancel");
    },
    elements: { reference: anchor },
    placement: "bottom",
    strategy: "fixed",
    transform: false, // top/left, so the CSS entrance animation may use transform
    middleware: anchor ? [offset(8), flip({ padding: 8 }), shift({ padding: 8 })] : [],
    whileElementsMounted: anchor ? autoUpdate : undefined,
  });
  const dismiss = useDismiss(context, { outsidePressEvent: "mousedown" });
  const { getFloatingProps } = useInteractions([dismiss]);

  const cancelButton = opts.cancelButton ?? true;
  const hasSecondary = opts.secondaryAction !== undefined || opts.secondaryActionTitle !== undefined;
  const title = opts.title;
  const message = opts.message;

  return (
    <FloatingOverlay lockScroll className="gc-dialog-overlay" data-anchored={anchor ? "true" : "false"}>
      <FloatingFocusManager
        context={context}
        modal
        // The least destructive choice gets focus first (WAI-ARIA alertdialog practice).
        initialFocus={cancelButton || hasSecondary ? firstButton : mainButton}
        returnFocus={opener.current ? opener : true}
      >
        <div
          ref={refs.setFloating}
          className="gc-dialog"
          style={anchor ? floatingStyles : undefined}
          role={opts.variant === "default" ? "dialog" : "alertdialog"}
          aria-modal="true"
          aria-labelledby={title ? titleId : message ? messageId : undefined}
          aria-describedby={title && message ? messageId : undefined}
          {...getFloatingProps()}
        >
          {title && (
            <h2 id={titleId} className="gc-dialog__title">
              {title}
            </h2>
          )}
          {message && (
            <p id={messageId} className="gc-dialog__message">
              {message}
            </p>
          )}
          <div className="gc-dialog__actions">
            {cancelButton && (
              <button type="button" className="btn btn-text" ref={firstButton} onClick={() => finish("cancel")}>
                {opts.cancelButtonTitle ?? t("shell.island.cancel")}
              </button>
            )}
            {hasSecondary && (
              <button
                type="button"
                className="btn btn-outline"
                ref={cancelButton ? undefined : firstButton}
                onClick={() => finish("secondary")}
              >
                {opts.secondaryActionTitle ?? t("shell.island.cancel")}
              </button>
            )}
            <button
              type="button"
              className={opts.danger ? "btn btn-danger" : "btn btn-primary"}
              ref={mainButton}
              onClick={() => finish("main")}
            >
              {opts.mainActionTitle ?? t("shell.island.confirm")}
            </button>
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
