import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { resetLogCounter } from "../shared/log";
import { initErrorLogging } from "./errors";

let stop: () => void;
let bodies: Array<Record<string, unknown>>;

beforeEach(() => {
  bodies = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return new Response(null, { status: 204 });
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
  document.body.dataset.clientLog = "on";
  resetLogCounter();
  stop = initErrorLogging();
});
afterEach(() => {
  stop();
  delete document.body.dataset.clientLog;
});

test("uncaught errors are logged with their place", () => {
  const error = new RangeError("bad index");
  window.dispatchEvent(new ErrorEvent("error", { message: "bad index", error, filename: "/static/dist/wizard.js", lineno: 3, colno: 9 }));
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    level: "error",
    message: "bad index",
    error: { name: "RangeError", message: "bad index" },
    data: { source: "/static/dist/wizard.js", line: 3, column: 9 },
  });
});

test("unhandled rejections are logged with their reason", () => {
  const reason = new Error("no answer");
  const evt = new Event("unhandledrejection") as PromiseRejectionEvent;
  Object.defineProperty(evt, "reason", { value: reason });
  window.dispatchEvent(evt);
  expect(bodies[0]).toMatchObject({ level: "error", message: "Unhandled promise rejection", error: { message: "no answer" } });
});
