import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LOG_ENDPOINT, log, resetLogCounter } from "./log";

interface Sent {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
}

let sent: Sent[];
let answer: () => Promise<Response>;

beforeEach(() => {
  sent = [];
  answer = async () => new Response(null, { status: 204 });
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    sent.push({ url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return answer();
  });
  for (const m of ["debug", "info", "warn", "error"] as const) vi.spyOn(console, m).mockImplementation(() => {});
  document.cookie = "XSRF-TOKEN=t0k; path=/";
  document.body.dataset.clientLog = "on";
  resetLogCounter();
});
afterEach(() => {
  delete document.body.dataset.clientLog;
});

test("posts level, message, error and data with the XSRF header", async () => {
  const err = new TypeError("boom");
  log("warning", "Save green rating error", err, { section: "co2Accounting" });
  expect(sent).toHaveLength(1);
  const [{ url, init, body }] = sent as [Sent];
  expect(url).toBe(LOG_ENDPOINT);
  expect(init.method).toBe("POST");
  expect((init.headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("t0k");
  expect(body).toMatchObject({ level: "warning", message: "Save green rating error", data: { section: "co2Accounting" } });
  expect(body.error).toMatchObject({ name: "TypeError", message: "boom" });
  expect(String((body.error as { stack: string }).stack)).toContain("boom");
});

test("debug is never sent, even with the flag on", () => {
  log("debug", "details");
  expect(sent).toHaveLength(0);
  expect(console.debug).toHaveBeenCalled();
});

test("nothing is sent when the page's flag is off", () => {
  document.body.dataset.clientLog = "off";
  log("critical", "Error getting green rating");
  expect(sent).toHaveLength(0);
});

test("a failed send is silent: console only, and it does not log itself", async () => {
  answer = async () => {
    throw new TypeError("offline");
  };
  expect(() => log("error", "first")).not.toThrow();
  await new Promise((r) => setTimeout(r, 0));
  expect(sent).toHaveLength(1);
  expect(console.warn).toHaveBeenCalledWith("client log not sent", expect.any(TypeError));

  answer = async () => new Response(null, { status: 422 });
  log("error", "second");
  await new Promise((r) => setTimeout(r, 0));
  expect(sent).toHaveLength(2);
  expect(console.warn).toHaveBeenCalledWith("client log not accepted: HTTP 422");
});

test("entries are cut to the server's limits instead of being refused", () => {
  const big = new Error("x".repeat(5000));
  big.stack = "é".repeat(9000);
  log("error", "m".repeat(3000), big, { blob: "d".repeat(5000) });
  const body = sent[0]!.body as { message: string; error: { message: string; stack: string }; data: unknown };
  expect(body.message).toHaveLength(2000);
  expect(body.error.message).toHaveLength(2000);
  expect(new TextEncoder().encode(body.error.stack).length).toBeLessThanOrEqual(8000);
  expect(body.data).toEqual({ truncated: true });
});

test("a page failing in a loop stops sending after 50 entries", () => {
  for (let i = 0; i < 80; i++) log("error", `loop ${i}`);
  expect(sent).toHaveLength(50);
});
