/**
 * Client logging (docs/shell.md, "Client logging"): entries go to POST /api/logging/log when the page says so
 * (<body data-client-log="on">). debug never leaves the browser. A failed send only reaches
 * the console: logging must never raise a new error nor log its own failure.
 */
import { xsrfHeaders } from "./cookie";

export type LogLevel = "critical" | "error" | "warning" | "info" | "debug";

export const LOG_ENDPOINT = "/api/logging/log";

// The server's limits (app/clientlog): an entry over them is refused with 422.
const MAX_MESSAGE = 2000;
const MAX_NAME = 200;
const MAX_STACK = 8000;
const MAX_DATA = 4000;
// A page failing in a loop must not flood the server (it rate-limits us anyway).
const MAX_PER_PAGE = 50;

let sent = 0;

interface LogError {
  name: string;
  message: string;
  stack: string;
}

const encoder = new TextEncoder();

/** clipBytes shortens s to at most n UTF-8 bytes (the server counts bytes). */
function clipBytes(s: string, n: number): string {
  let out = s.length > n ? s.slice(0, n) : s;
  while (encoder.encode(out).length > n) out = out.slice(0, Math.floor(out.length * 0.9));
  return out;
}

function describe(error: unknown): LogError {
  if (error instanceof Error) {
    return {
      name: clipBytes(error.name, MAX_NAME),
      message: clipBytes(error.message, MAX_MESSAGE),
      stack: clipBytes(error.stack ?? "", MAX_STACK),
    };
  }
  return { name: "NonError", message: clipBytes(String(error), MAX_MESSAGE), stack: "" };
}

function encodeData(data: unknown): unknown {
  try {
    const json = JSON.stringify(data);
    if (json === undefined) return undefined;
    return encoder.encode(json).length > MAX_DATA ? { truncated: true } : data;
  } catch {
    return { unserialisable: true };
  }
}

function consoleFor(level: LogLevel): (...args: unknown[]) => void {
  if (level === "debug") return console.debug;
  if (level === "info") return console.info;
  if (level === "warning") return console.warn;
  return console.error;
}

/** log writes to the console, and to the server unless the level is debug or the flag is off. */
export function log(level: LogLevel, message: string, error?: unknown, data?: unknown): void {
  consoleFor(level)(message, ...(error === undefined ? [] : [error]));
  if (level === "debug" || document.body?.dataset.clientLog !== "on") return;
  if (sent >= MAX_PER_PAGE) return;
  sent++;
  try {
    const text = message.trim() === "" ? "(no message)" : [...message].slice(0, MAX_MESSAGE).join("");
    const body: Record<string, unknown> = { level, message: text };
    if (error !== undefined) body.error = describe(error);
    if (data !== undefined) body.data = encodeData(data);
    fetch(LOG_ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      keepalive: true, // still delivered when the page is being left
      headers: { "Content-Type": "application/json", Accept: "application/json", ...xsrfHeaders() },
      body: JSON.stringify(body),
    }).then(
      (res) => {
        if (!res.ok) console.warn(`client log not accepted: HTTP ${res.status}`);
      },
      (err: unknown) => console.warn("client log not sent", err),
    );
  } catch (err) {
    console.warn("client log not sent", err);
  }
}

/** resetLogCounter is for tests: the per-page cap starts again. */
export function resetLogCounter(): void {
  sent = 0;
}
