import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ApiError, backoff, createApi } from "./api";
import { EN, json, pageWithMessages, setURL } from "../test-utils";

type FetchArgs = [string, RequestInit];

function recorder(...answers: Array<Response | Error>) {
  const calls: FetchArgs[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init ?? {}]);
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next!.clone();
  }) as typeof window.fetch;
  return { calls, fetch };
}

beforeEach(() => {
  pageWithMessages();
  document.cookie = "XSRF-TOKEN=tok%2Ben; path=/";
  setURL("http://localhost:3000/profile/edit?tab=2");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("requests", () => {
  test("send cookies, Accept JSON, JSON bodies and the XSRF header from the cookie", async () => {
    const net = recorder(json({ ok: true }));
    const api = createApi({ fetch: net.fetch });
    expect(await api.post("/api/sustainability", { version: 3 })).toEqual({ ok: true });
    const [url, init] = net.calls[0]!;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe("/api/sustainability");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(headers["X-XSRF-TOKEN"]).toBe("tok+en");
    expect(headers.Accept).toBe("application/json");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(init.body).toBe('{"version":3}');
  });

  test("refuse another origin: the XSRF token never leaves the site", async () => {
    const net = recorder(json({}));
    const api = createApi({ fetch: net.fetch });
    expect(() => api.get("https://evil.example/api/x")).toThrow(/cross-origin/);
    await expect(api.post("https://evil.example/api/x", {})).rejects.toThrow(/cross-origin/);
    expect(net.calls).toHaveLength(0);
  });

  test("a 204 answers undefined", async () => {
    const api = createApi({ fetch: recorder(new Response(null, { status: 204 })).fetch });
    expect(await api.delete("/api/x/1")).toBeUndefined();
  });
});

describe("errors", () => {
  test("the JSON error shape becomes an ApiError with status, code, message and fields", async () => {
    const body = { error: { code: "invalid", message: "Check the fields", fields: { "company.city": "Please enter city" } } };
    const api = createApi({ fetch: recorder(json(body, 422)).fetch });
    const err = await api.post("/api/sustainability", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: "invalid", message: "Check the fields" });
    expect((err as ApiError).fields).toEqual({ "company.city": "Please enter city" });
  });

  test("a non-JSON error body still gives an ApiError with the generic message", async () => {
    const api = createApi({ fetch: recorder(new Response("<h1>Bad gateway</h1>", { status: 409 })).fetch });
    const err = await api.post("/api/x", {}).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, code: "http_409", message: EN["shell.island.error"] });
  });

  test.each([401, 403])("%i signs the user out: ends the session, then /signin with the current path and query", async (status) => {
    const redirects: string[] = [];
    const net = recorder(json({ error: { code: "x", message: "y" } }, status), new Response(null, { status: 204 }));
    const api = createApi({ fetch: net.fetch, redirect: (u) => redirects.push(u) });
    await expect(api.get("/api/sustainability/me")).rejects.toMatchObject({ status });
    expect(net.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(["GET /api/sustainability/me", "POST /signout"]);
    expect((net.calls[1]![1].headers as Record<string, string>)["X-XSRF-TOKEN"]).toBe("tok+en");
    expect(redirects).toEqual(["/signin?next=%2Fprofile%2Fedit%3Ftab%3D2"]);
  });

  test("a failing sign-out still sends the user to sign in", async () => {
    const redirects: string[] = [];
    const net = recorder(json({}, 401), new TypeError("Failed to fetch"));
    const api = createApi({ fetch: net.fetch, redirect: (u) => redirects.push(u) });
    await expect(api.post("/api/x", {})).rejects.toMatchObject({ status: 401 });
    expect(redirects).toHaveLength(1);
  });
});

describe("read retries", () => {
  test("network errors: 3 retries after 1 s, 2 s and 4 s, then a network ApiError", async () => {
    vi.useFakeTimers();
    const net = recorder(new TypeError("Failed to fetch"));
    const api = createApi({ fetch: net.fetch });
    const result = api.get("/api/greenRating").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(net.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(net.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.calls).toHaveLength(4);
    expect(await result).toMatchObject({ status: 0, code: "network", message: EN["shell.island.network"] });
  });

  test("5xx answers are retried until one succeeds; 4xx are not", async () => {
    vi.useFakeTimers();
    const net = recorder(json({}, 502), json({}, 503), json({ total: 95 }));
    const api = createApi({ fetch: net.fetch });
    const result = api.get("/api/greenRating");
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toEqual({ total: 95 });
    expect(net.calls).toHaveLength(3);

    const notFound = recorder(json({ error: { code: "not_found", message: "No" } }, 404));
    await expect(createApi({ fetch: notFound.fetch }).get("/api/x")).rejects.toMatchObject({ status: 404 });
    expect(notFound.calls).toHaveLength(1);
  });

  test("backoff doubles from 1 s and stops growing at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("writes", () => {
  test.each([
    ["a 503", json({ error: { code: "unavailable", message: "Later" } }, 503), 503],
    ["a network error", new TypeError("Failed to fetch"), 0],
  ] as const)("are never retried after %s", async (_, answer, status) => {
    vi.useFakeTimers();
    const net = recorder(answer, json({}));
    const api = createApi({ fetch: net.fetch });
    const result = api.post("/api/sustainability/publish", { version: 1 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await result).toMatchObject({ status });
    expect(net.calls).toHaveLength(1);
  });
});

describe("read cache", () => {
  test("a read is served from memory for 5 minutes, then fetched again", async () => {
    let now = 1_000_000;
    const net = recorder(json({ n: 1 }), json({ n: 2 }));
    const api = createApi({ fetch: net.fetch, now: () => now });
    expect(await api.get("/api/greenRating")).toEqual({ n: 1 });
    now += 5 * 60 * 1000 - 1; // reads are cached 5 minutes (docs/shell.md)
    expect(await api.get("/api/greenRating")).toEqual({ n: 1 });
    expect(net.calls).toHaveLength(1);
    now += 1;
    expect(await api.get("/api/greenRating")).toEqual({ n: 2 });
    expect(net.calls).toHaveLength(2);
  });

  test("concurrent reads of one URL share a request; failures are not cached", async () => {
    const net = recorder(json({ error: { code: "x", message: "no" } }, 404), json({ ok: 1 }));
    const api = createApi({ fetch: net.fetch });
    const [a, b] = await Promise.allSettled([api.get("/api/x"), api.get("/api/x")]);
    expect(a.status).toBe("rejected");
    expect(b.status).toBe("rejected");
    expect(net.calls).toHaveLength(1);
    expect(await api.get("/api/x")).toEqual({ ok: 1 });
  });

  test("invalidate(prefix) and successful writes drop the resource's reads only", async () => {
    const net = recorder(json({ v: 1 }));
    const api = createApi({ fetch: net.fetch });
    await api.get("/api/sustainability/me");
    await api.get("/api/sustainableService/7");
    await api.post("/api/sustainability/publish", { version: 1 });
    await api.get("/api/sustainability/me");
    await api.get("/api/sustainableService/7");
    expect(net.calls.map(([u, i]) => `${i.method} ${u}`)).toEqual([
      "GET /api/sustainability/me",
      "GET /api/sustainableService/7",
      "POST /api/sustainability/publish",
      "GET /api/sustainability/me",
    ]);
    api.invalidate("/api/sustainable");
    await api.get("/api/sustainableService/7");
    expect(net.calls).toHaveLength(5);
  });
});

describe("fragments", () => {
  test("read a page's htmx fragment as HTML, cached apart from a JSON read of the same path", async () => {
    const page = new Response("<article>Solar roofs</article>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    const net = recorder(page, json({ name: "Solar roofs" }));
    const api = createApi({ fetch: net.fetch });
    expect(await api.fragment("/services/s1")).toBe("<article>Solar roofs</article>");
    expect(await api.fragment("/services/s1")).toBe("<article>Solar roofs</article>");
    expect(await api.get("/services/s1")).toEqual({ name: "Solar roofs" });
    expect(net.calls).toHaveLength(2);
    const headers = net.calls[0]![1].headers as Record<string, string>;
    expect(headers["HX-Request"]).toBe("true");
    expect(headers.Accept).toBe("text/html");
    expect((net.calls[1]![1].headers as Record<string, string>)["HX-Request"]).toBeUndefined();
  });

  test("refuse other origins", () => {
    const api = createApi({ fetch: recorder(json({})).fetch });
    expect(() => api.fragment("https://evil.example/services/s1")).toThrow(/cross-origin/);
  });
});
