/**
 * The walkthrough's state (docs/profile.md, "The walkthrough"): open at step 0 unless the
 * page shows an error (it never covers one); prevStep does nothing below 0; nextStep closes
 * past the last step; setStep sets directly. Skip goes to the last step, which says where to
 * take the tour again, and passes it already. Closing it in any way (×, Escape, the last
 * step) passes it, so it does not come back. Pure, so the rules are tested without a DOM.
 */
export interface WalkState {
  open: boolean;
  step: number;
  /** passed is set when the walkthrough was closed or skipped: the server keeps it. */
  passed: boolean;
}

export type WalkAction =
  | { type: "prev" }
  | { type: "next" }
  | { type: "set"; step: number }
  | { type: "skip" }
  | { type: "close" };

export function initialState(pageHasError = false): WalkState {
  return { open: !pageHasError, step: 0, passed: false };
}

export function walkReducer(count: number) {
  const last = count - 1;
  return (s: WalkState, a: WalkAction): WalkState => {
    if (!s.open) return s;
    switch (a.type) {
      case "prev":
        return s.step <= 0 ? s : { ...s, step: s.step - 1 };
      case "next":
        return s.step >= last ? { ...s, open: false, passed: true } : { ...s, step: s.step + 1 };
      case "set":
        return { ...s, step: Math.min(Math.max(Math.trunc(a.step), 0), last) };
      case "skip":
        return { ...s, step: last, passed: true };
      case "close":
        return { ...s, open: false, passed: true };
    }
  };
}
