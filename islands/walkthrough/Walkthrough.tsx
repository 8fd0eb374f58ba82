/**
 * The first-visit walkthrough of /sustainability-profile (docs/profile.md, "The walkthrough"):
 * a modal with six steps, the first three explanatory with a drawing each. Next advances;
 * Skip goes to the last step, which says where to take the tour again; skipping or closing
 * it (×, Escape or the last step's button) stores the passed flag on the
 * account, so it follows the user to every device and does not come back. It does not open
 * over an error the page shows. Page scroll is locked while it is open.
 */
import { FloatingFocusManager, FloatingOverlay, useDismiss, useFloating, useInteractions } from "@floating-ui/react";
import { useEffect, useId, useReducer, useRef } from "react";
import { api as defaultApi, type ApiClient } from "../shared/api";
import { t } from "../shared/i18n";
import { log } from "../shared/log";
import { ART } from "./art";
import type { WalkthroughProps as ServerProps } from "./props.gen";
import { initialState, walkReducer } from "./steps";

/** WalkthroughProps are the server's (props.gen.ts, from the Go struct) and, in tests, a client. */
export type WalkthroughProps = ServerProps & { client?: ApiClient };

/** pageHasError: an error flash or a form's problems are on the page, which the walkthrough must not cover. */
function pageHasError(): boolean {
  return document.querySelector('[data-flash][data-severity="error"], #form-alert, [role="alert"]') !== null;
}

export function Walkthrough({ doneUrl, steps, client = defaultApi }: WalkthroughProps) {
  const [state, dispatch] = useReducer(walkReducer(steps), undefined, () => initialState(pageHasError()));
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { refs, context } = useFloating({
    open: state.open,
    onOpenChange: (open) => {
      if (!open) dispatch({ type: "close" });
    },
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false })]);

  useEffect(() => {
    if (state.passed) {
      client.post(doneUrl).catch((err: unknown) => log("warning", "walkthrough: could not store the passed flag", err));
    }
  }, [state.passed, client, doneUrl]);

  useEffect(() => {
    heading.current?.focus();
  }, [state.step]);

  if (!state.open) return null;
  const last = state.step === steps - 1;
  const Art = ART[state.step];
  return (
    <FloatingOverlay lockScroll className="walk-overlay">
      <FloatingFocusManager context={context} initialFocus={heading}>
        <div
          ref={refs.setFloating}
          className="walk-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
          data-testid="walkthrough"
          data-step={state.step}
          {...getFloatingProps()}
        >
          <button type="button" className="icon-btn walk-close" aria-label={t("profile.walkthrough.close")}
            onClick={() => dispatch({ type: "close" })}>
            <svg className="icon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <p className="walk-progress">{t("profile.walkthrough.progress", { N: state.step + 1, Count: steps })}</p>
          {Art && <Art />}
          <h2 id={titleId} ref={heading} tabIndex={-1}>{t(`profile.walkthrough.step${state.step}.title`)}</h2>
          <p id={textId}>{t(`profile.walkthrough.step${state.step}.text`)}</p>
          <div className="walk-dots" aria-hidden="true">
            {Array.from({ length: steps }, (_, i) => (
              <span key={i} className={i === state.step ? "walk-dot is-current" : "walk-dot"} />
            ))}
          </div>
          <div className="actions walk-actions">
            {state.step > 0 && (
              <button type="button" className="btn btn-text" onClick={() => dispatch({ type: "prev" })}>
                {t("profile.walkthrough.prev")}
              </button>
            )}
            {!last && (
              <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: "skip" })}>
                {t("profile.walkthrough.skip")}
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: "next" })}>
              {last ? t("profile.walkthrough.start") : t("profile.walkthrough.next")}
            </button>
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
