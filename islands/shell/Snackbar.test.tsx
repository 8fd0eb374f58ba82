import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { openSnackbar, resetShell } from "../shared/snackbar";
import { EN, pageWithMessages } from "../test-utils";
import { Shell } from "./Shell";
import { EXIT_MS } from "./Snackbar";
import { ShellStore } from "./store";

let store: ShellStore;

function snackbar(): HTMLElement | null {
  return document.querySelector<HTMLElement>(".gc-snackbar");
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function show(opts: Parameters<ShellStore["pushSnackbar"]>[0]) {
  act(() => {
    store.pushSnackbar(opts);
  });
}

/** expectHidesAfter checks the snackbar is still up at ms-1 and starts leaving at ms. */
function expectHidesAfter(ms: number) {
  advance(ms - 1);
  expect(snackbar()?.dataset.state).toBe("open");
  advance(1);
  expect(snackbar()?.dataset.state).toBe("closing");
  advance(EXIT_MS);
  expect(snackbar()).toBeNull();
}

beforeEach(() => {
  pageWithMessages();
  vi.useFakeTimers();
  store = new ShellStore();
  render(<Shell store={store} onReady={() => {}} />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("auto-hide durations (docs/shell.md)", () => {
  test("default variant: 6000 ms", () => {
    show({ message: "Hello" });
    expectHidesAfter(6000);
  });
  test("alert variant: 3000 ms", () => {
    show({ message: "Saved", severity: "success" });
    expectHidesAfter(3000);
  });
  test('the generic default ("elsewhere"): 5000 ms', () => {
    show({ message: "Hi", variant: "alert", severity: "warning", duration: "default" });
    expectHidesAfter(5000);
  });
  test("an explicit duration wins", () => {
    show({ message: "Hi", severity: "error", duration: 1234 });
    expectHidesAfter(1234);
  });
  test("null never hides", () => {
    show({ message: "Sticky", duration: null });
    advance(600_000);
    expect(snackbar()?.dataset.state).toBe("open");
  });
});

test("defaults: 'Note archived', bottom right, Fade, a translated close button", () => {
  show({});
  const el = snackbar()!;
  expect(el.textContent).toContain(EN["shell.island.note_archived"]);
  expect(el.dataset).toMatchObject({ vertical: "bottom", horizontal: "right", transition: "Fade", variant: "default" });
  expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
});

test("a click away does not close it; the close button does", () => {
  show({ message: "Stay" });
  fireEvent.mouseDown(document.body);
  fireEvent.click(document.body);
  advance(1000);
  expect(snackbar()?.dataset.state).toBe("open");
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  advance(EXIT_MS);
  expect(snackbar()).toBeNull();
});

test("one at a time: the next waits until the first has gone", () => {
  show({ message: "First" });
  show({ message: "Second", severity: "info" });
  expect(document.querySelectorAll(".gc-snackbar")).toHaveLength(1);
  expect(screen.queryByText("Second")).toBeNull();
  advance(6000);
  advance(EXIT_MS);
  expect(screen.getByText("Second")).toBeTruthy();
  expect(screen.queryByText("First")).toBeNull();
});

test("an action button runs its callback and closes; a link action is a link", () => {
  const undo = vi.fn();
  show({ message: "Archived", action: { label: "Undo", onClick: undo } });
  fireEvent.click(screen.getByRole("button", { name: "Undo" }));
  expect(undo).toHaveBeenCalledOnce();
  advance(EXIT_MS);
  expect(snackbar()).toBeNull();

  show({ message: "Saved successfully!", severity: "success", action: { label: "Go to sustainability profile", href: "/sustainability-profile" } });
  expect(screen.getByRole("link", { name: "Go to sustainability profile" }).getAttribute("href")).toBe("/sustainability-profile");
});

test("the timer pauses while hovered or focused and resumes with what was left", () => {
  show({ message: "Read me" });
  advance(4000);
  fireEvent.mouseEnter(snackbar()!);
  advance(20_000);
  expect(snackbar()?.dataset.state).toBe("open");
  fireEvent.mouseLeave(snackbar()!);
  act(() => screen.getByRole("button", { name: "Close" }).focus());
  advance(20_000);
  expect(snackbar()?.dataset.state).toBe("open");
  act(() => screen.getByRole("button", { name: "Close" }).blur());
  expectHidesAfter(2000);
});

test("errors are announced assertively (role=alert), the rest politely (role=status)", () => {
  const status = screen.getByRole("status");
  const alert = screen.getByRole("alert");
  show({ message: "Saved", severity: "success" });
  expect(status.textContent).toContain("Saved");
  advance(3000);
  advance(EXIT_MS);
  show({ message: "Save failed", severity: "error" });
  expect(alert.textContent).toContain("Save failed");
  expect(status.textContent).toBe("");
});

test("each transition and anchor is rendered for the stylesheet", () => {
  show({ message: "x", transition: "SlideUp", anchorOrigin: { vertical: "top", horizontal: "center" } });
  expect(snackbar()!.dataset).toMatchObject({ transition: "SlideUp", vertical: "top", horizontal: "center" });
});

describe("the bus", () => {
  test("calls made before the shell loads are queued and shown in order", async () => {
    cleanup();
    vi.useRealTimers();
    resetShell();
    document.body.innerHTML = '<div id="gc-shell-root"></div>';
    pageWithMessages();
    openSnackbar({ message: "One", duration: 50 });
    openSnackbar({ message: "Two" });
    const root = document.getElementById("gc-shell-root")!;
    await waitFor(() => expect(root.textContent).toContain("One"));
    expect(root.textContent).not.toContain("Two");
    await waitFor(() => expect(root.textContent).toContain("Two"), { timeout: 2000 });
    expect(root.querySelectorAll(".gc-snackbar")).toHaveLength(1);
  });
});
