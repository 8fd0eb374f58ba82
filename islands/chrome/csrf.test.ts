import { afterEach, expect, test } from "vitest";
import { initCSRFHeader } from "./csrf";

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

/** configure fires htmx's configRequest event as htmx does, and returns the headers it leaves. */
function configure(): Record<string, string> {
  const headers: Record<string, string> = { "HX-Request": "true" };
  document.body.dispatchEvent(new CustomEvent("htmx:configRequest", { bubbles: true, detail: { headers } }));
  return headers;
}

test("a visitor's htmx request carries no token", () => {
  undo = initCSRFHeader();
  expect(configure()).toEqual({ "HX-Request": "true" });
});

test("the token is read as the request leaves: a session begun after the page loaded is followed", () => {
  undo = initCSRFHeader();
  expect(configure()["X-XSRF-TOKEN"]).toBeUndefined();
  document.cookie = "XSRF-TOKEN=new%2Btoken; path=/"; // the sign-up's answer started a session
  expect(configure()["X-XSRF-TOKEN"]).toBe("new+token");
});
