import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { DialogOptions } from "../shared/snackbar";
import { pageWithMessages } from "../test-utils";
import { Shell } from "./Shell";
import { ShellStore } from "./store";

let store: ShellStore;
let opener: HTMLButtonElement;

beforeEach(() => {
  pageWithMessages({ "shell.island.confirm": "Confirmer", "shell.island.cancel": "Annuler" });
  document.body.insertAdjacentHTML("beforeend", '<main id="page"><button id="opener">Delete</button></main>');
  opener = document.getElementById("opener") as HTMLButtonElement;
  store = new ShellStore();
  render(<Shell store={store} onReady={() => {}} />);
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** ask opens a dialog from the focused opener and waits for its lazy chunk. */
async function ask(opts: DialogOptions): Promise<{ answer: Promise<boolean>; dialog: HTMLElement }> {
  opener.focus();
  let answer!: Promise<boolean>;
  act(() => {
    answer = store.pushDialog(opts);
  });
  const dialog = await screen.findByRole(opts.variant === "default" ? "dialog" : "alertdialog");
  return { answer, dialog };
}

test("default button titles come from i18n (Confirm, Cancel)", async () => {
  const { dialog } = await ask({ title: "Delete service?", message: "It disappears from the marketplace." });
  const labels = [...dialog.querySelectorAll("button")].map((b) => b.textContent);
  expect(labels).toEqual(["Annuler", "Confirmer"]);
});

test("named by its title, described by its message, modal", async () => {
  const { dialog } = await ask({ title: "Unpublish?", message: "It leaves the directory at once." });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Unpublish?");
  expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe("It leaves the directory at once.");
});

test("the main action resolves true and runs mainAction", async () => {
  const mainAction = vi.fn();
  const { answer } = await ask({ message: "Publish?", mainActionTitle: "Publish", mainAction });
  fireEvent.click(screen.getByRole("button", { name: "Publish" }));
  expect(await answer).toBe(true);
  expect(mainAction).toHaveBeenCalledOnce();
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
});

test("Escape cancels (false) and focus returns to the opener", async () => {
  const { answer } = await ask({ message: "Leave?" });
  await waitFor(() => expect(document.activeElement?.textContent).toBe("Annuler"));
  fireEvent.keyDown(document.activeElement!, { key: "Escape" });
  expect(await answer).toBe(false);
  await waitFor(() => expect(document.activeElement).toBe(opener));
});

test("Cancel and the secondary action resolve false", async () => {
  const secondaryAction = vi.fn();
  const first = await ask({ message: "Save first?", secondaryActionTitle: "Discard", secondaryAction });
  fireEvent.click(screen.getByRole("button", { name: "Discard" }));
  expect(await first.answer).toBe(false);
  expect(secondaryAction).toHaveBeenCalledOnce();
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  const second = await ask({ message: "Really?", cancelButtonTitle: "No" });
  fireEvent.click(screen.getByRole("button", { name: "No" }));
  expect(await second.answer).toBe(false);
});

test("focus is trapped: the guards send it back inside and the page is hidden", async () => {
  const { dialog } = await ask({ message: "Delete?" });
  const buttons = [...dialog.querySelectorAll("button")];
  await waitFor(() => expect(document.activeElement).toBe(buttons[0]));
  const guards = [...document.querySelectorAll<HTMLElement>("[data-floating-ui-focus-guard]")];
  expect(guards.length).toBeGreaterThanOrEqual(2);
  // Tabbing past the last button lands on the closing guard, which wraps to the first.
  act(() => guards[guards.length - 1]!.focus());
  await waitFor(() => expect(document.activeElement).toBe(buttons[0]));
  act(() => guards[0]!.focus());
  await waitFor(() => expect(document.activeElement).toBe(buttons[buttons.length - 1]));
  expect(document.getElementById("page")!.getAttribute("aria-hidden")).toBe("true");
});

test("page scroll is locked while open and unlocked after", async () => {
  const { answer } = await ask({ message: "Delete?" });
  expect(document.body.style.overflow).toBe("hidden");
  fireEvent.click(screen.getByRole("button", { name: "Confirmer" }));
  await answer;
  await waitFor(() => expect(document.body.style.overflow).toBe(""));
});

test("with an anchor it is placed next to it; without, centred", async () => {
  const centred = await ask({ message: "A?" });
  expect(centred.dialog.closest(".gc-dialog-overlay")?.getAttribute("data-anchored")).toBe("false");
  fireEvent.click(screen.getByRole("button", { name: "Confirmer" }));
  await centred.answer;
  const anchored = await ask({ message: "B?", anchor: opener, variant: "default" });
  expect(anchored.dialog.closest(".gc-dialog-overlay")?.getAttribute("data-anchored")).toBe("true");
  expect(anchored.dialog.style.position).toBe("fixed");
});

test("dialogs asked at once are shown one after the other", async () => {
  const first = await ask({ message: "First?" });
  let second!: Promise<boolean>;
  act(() => {
    second = store.pushDialog({ message: "Second?" });
  });
  expect(screen.queryByText("Second?")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Confirmer" }));
  expect(await first.answer).toBe(true);
  await screen.findByText("Second?");
  fireEvent.click(screen.getByRole("button", { name: "Annuler" }));
  expect(await second).toBe(false);
});
