import { describe, expect, test } from "vitest";
import { initialState, walkReducer } from "./steps";

const reduce = walkReducer(6);

describe("walkthrough steps", () => {
  test("opens at step 0; prevStep does nothing below 0", () => {
    const s = initialState();
    expect(s).toEqual({ open: true, step: 0, passed: false });
    expect(reduce(s, { type: "prev" })).toBe(s);
  });

  test("nextStep advances, and closes past the last step with the passed flag", () => {
    let s = initialState();
    for (let i = 1; i <= 5; i++) {
      s = reduce(s, { type: "next" });
      expect(s.step).toBe(i);
      expect(s.open).toBe(true);
    }
    s = reduce(s, { type: "next" });
    expect(s).toEqual({ open: false, step: 5, passed: true });
  });

  test("Skip goes to the last step, open, and passes the walkthrough", () => {
    const s = reduce(reduce(initialState(), { type: "next" }), { type: "skip" });
    expect(s).toEqual({ open: true, step: 5, passed: true });
    expect(reduce(s, { type: "next" })).toEqual({ open: false, step: 5, passed: true });
  });

  test("setStep sets the step directly and stays within the steps", () => {
    expect(reduce(initialState(), { type: "set", step: 5 }).step).toBe(5);
    expect(reduce(initialState(), { type: "set", step: 9 }).step).toBe(5);
    expect(reduce(initialState(), { type: "set", step: -2 }).step).toBe(0);
  });

  test("closing at any step stores the passed flag; a page with an error starts closed", () => {
    expect(reduce(initialState(), { type: "close" })).toEqual({ open: false, step: 0, passed: true });
    expect(initialState(true)).toEqual({ open: false, step: 0, passed: false });
    const last = reduce(initialState(), { type: "set", step: 5 });
    expect(reduce(last, { type: "close" })).toEqual({ open: false, step: 5, passed: true });
  });

  test("a closed walkthrough ignores everything", () => {
    const closed = { open: false, step: 2, passed: false };
    expect(reduce(closed, { type: "next" })).toBe(closed);
  });
});
