import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { resetShell } from "../shared/snackbar";
import { pageWithMessages } from "../test-utils";
import { SERVER_DURATION_MS, SERVER_SUCCESS_DURATION_MS, initSnackbarEvents, showFlashes, snackbarFor } from "./flashes";

let stop: () => void = () => {};
const shellRoot = () => document.getElementById("gc-shell-root")!;

beforeEach(() => {
  resetShell();
  document.body.innerHTML = `
    <main id="main">
      <div class="flashes" id="gc-flashes">
        <p class="flash flash-success" role="status" data-flash data-severity="success">
          <span data-flash-text>Saved successfully!</span>
          <a href="/sustainability-profile" data-flash-link>Go to sustainability profile</a>
        </p>
        <p class="flash flash-error" role="status" data-flash data-severity="error"><span data-flash-text>Photo upload failed</span></p>
      </div>
      <button id="save" hx-post="/x">Save</button>
    </main>
    <div id="gc-shell-root"></div>`;
  pageWithMessages();
});
afterEach(() => {
  stop();
  cleanup();
});

test("server snackbars last 5000 ms, success ones 3000 ms", () => {
  expect(snackbarFor({ message: "Saved", severity: "success" })).toMatchObject({ variant: "alert", severity: "success", duration: SERVER_SUCCESS_DURATION_MS });
  expect(snackbarFor({ message: "Failed", severity: "error" })?.duration).toBe(SERVER_DURATION_MS);
  expect(SERVER_SUCCESS_DURATION_MS).toBe(3000);
  expect(SERVER_DURATION_MS).toBe(5000);
  expect(snackbarFor({ message: "Hm", severity: "nonsense" })?.severity).toBe("info");
  expect(snackbarFor({ message: "" })).toBeUndefined();
});

test("only http(s) links become actions", () => {
  expect(snackbarFor({ message: "m", linkHref: "javascript:alert(1)", linkText: "x" })?.action).toBeUndefined();
  expect(snackbarFor({ message: "m", linkHref: "/profile", linkText: "Profile" })?.action).toEqual({ label: "Profile", href: "/profile" });
});

test("rendered flashes become queued snackbars and their text version is hidden", async () => {
  showFlashes();
  expect(document.getElementById("gc-flashes")!.hidden).toBe(true);
  await waitFor(() => expect(shellRoot().textContent).toContain("Saved successfully!"));
  const link = shellRoot().querySelector<HTMLAnchorElement>("a.gc-snackbar__action")!;
  expect(link.getAttribute("href")).toBe("/sustainability-profile");
  expect(link.textContent).toBe("Go to sustainability profile");
  expect(shellRoot().textContent).not.toContain("Photo upload failed"); // queued behind the first
  await waitFor(() => expect(shellRoot().querySelector('[role="alert"]')!.textContent).toContain("Photo upload failed"), {
    timeout: SERVER_SUCCESS_DURATION_MS + 1500,
  });
});

test("a gc:snackbar event from htmx (bubbling from the element) shows a snackbar", async () => {
  stop = initSnackbarEvents();
  const detail = { message: "Sustainability profile was unpublished", severity: "info" };
  document.getElementById("save")!.dispatchEvent(new CustomEvent("gc:snackbar", { bubbles: true, detail }));
  await waitFor(() => expect(shellRoot().querySelector('[role="status"]')!.textContent).toContain(detail.message));
});

test("a failed htmx request without a server message gets the generic one", async () => {
  stop = initSnackbarEvents();
  const xhr = { getResponseHeader: () => null };
  document.getElementById("save")!.dispatchEvent(new CustomEvent("htmx:responseError", { bubbles: true, detail: { xhr } }));
  await waitFor(() => expect(shellRoot().textContent).toContain("Something went wrong!"));
});
