import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { pageWithMessages } from "../test-utils";

const openSnackbar = vi.fn();
vi.mock("../shared/snackbar", () => ({ openSnackbar: (o: unknown) => openSnackbar(o) }));
const { initCopyButtons } = await import("./copy");

beforeEach(() => {
  pageWithMessages({
    "directory.snippet.copied": "The text of the snippet has been copied to the clipboard.",
    "directory.snippet.not_copied": "The text of the snippet was not copied.",
  });
  document.body.insertAdjacentHTML(
    "beforeend",
    `<textarea id="code" readonly>&lt;a href="x"&gt;&lt;/a&gt;</textarea><button type="button" data-copy="code" hidden>Copy</button>`,
  );
  openSnackbar.mockReset();
});
afterEach(() => document.body.replaceChildren());

test("copies the snippet and says so", async () => {
  const copy = vi.fn(() => Promise.resolve());
  initCopyButtons(document, copy);
  const button = document.querySelector("button")!;
  expect(button.hidden).toBe(false);
  button.click();
  expect(copy).toHaveBeenCalledWith('<a href="x"></a>');
  await vi.waitFor(() =>
    expect(openSnackbar).toHaveBeenCalledWith(expect.objectContaining({ message: "The text of the snippet has been copied to the clipboard.", severity: "success" })),
  );
});

test("says when the copy failed and selects the text instead", async () => {
  initCopyButtons(document, () => Promise.reject(new Error("denied")));
  document.querySelector("button")!.click();
  await vi.waitFor(() =>
    expect(openSnackbar).toHaveBeenCalledWith(expect.objectContaining({ message: "The text of the snippet was not copied.", severity: "error" })),
  );
  const area = document.getElementById("code") as HTMLTextAreaElement;
  expect([area.selectionStart, area.selectionEnd]).toEqual([0, area.value.length]);
});
