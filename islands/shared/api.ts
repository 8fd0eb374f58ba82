/**
 * Same-origin JSON client for islands (docs/shell.md, "Islands' API client"). The session cookie goes along, the
 * XSRF cookie is echoed in a header; errors become ApiError; 401/403 sign the user out.
 * Reads are retried (network errors, 5xx) and cached; writes are never retried, since a
 * write that reached the server before failing could otherwise be applied twice.
 *
 * Cache invalidation: a successful write drops the cached reads of its resource, i.e. of
 * the first path segment under /api (POST /api/sustainability/publish drops
 * /api/sustainability/me). It may refetch more than needed, never shows stale data after a
 * save. invalidate(prefix) drops anything else an island knows to be stale.
 */
import { ReadCache } from "./cache";
import { xsrfHeaders } from "./cookie";
import { ApiError, errorFromBody } from "./errors";
import { t } from "./i18n";

export { ApiError } from "./errors";
export type { FieldErrors } from "./errors";

export const CACHE_TTL_MS = 5 * 60 * 1000;
export const MAX_RETRIES = 3;
export const BACKOFF_START_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
export const SIGN_IN_PATH = "/signin";
export const SIGN_OUT_PATH = "/signout";

/** backoff is the wait before retry number attempt+1: 1 s, 2 s, 4 s … at most 30 s. */
export function backoff(attempt: number): number {
  return Math.min(BACKOFF_START_MS * 2 ** attempt, BACKOFF_MAX_MS);
}

export interface ApiDeps {
  fetch?: typeof fetch;
  /** redirect leaves the page; tests pass a recorder. */
  redirect?: (url: string) => void;
  now?: () => number;
}

export interface ReadOptions {
  signal?: AbortSignal;
  /** fresh skips the cache (the answer is still cached). */
  fresh?: boolean;
}

export interface WriteOptions {
  signal?: AbortSignal;
}

export type Body = unknown;

export interface ApiClient {
  get<T>(url: string, opts?: ReadOptions): Promise<T>;
  /** fragment reads a page as htmx does (HX-Request: the page's fragment, HTML), cached
   *  and retried like get: a server-rendered view an island shows (the service overlay). */
  fragment(url: string, opts?: ReadOptions): Promise<string>;
  post<T>(url: string, body?: Body, opts?: WriteOptions): Promise<T>;
  put<T>(url: string, body?: Body, opts?: WriteOptions): Promise<T>;
  patch<T>(url: string, body?: Body, opts?: WriteOptions): Promise<T>;
  delete<T>(url: string, opts?: WriteOptions): Promise<T>;
  invalidate(prefix: string): void;
}

/** signInURL sends the user back here after signing in. */
export function signInURL(loc: Location = window.location): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(loc.pathname + loc.search)}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

/** sameOriginPath refuses other hosts: the XSRF token must never leave the site. */
function sameOriginPath(url: string): string {
  const u = new URL(url, window.location.origin);
  if (u.origin !== window.location.origin) throw new Error(`api: refusing cross-origin URL ${url}`);
  return u.pathname + u.search;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (text === "") return undefined;
  if (!(res.headers.get("Content-Type") ?? "").includes("json")) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(res.status, "bad_response", t("shell.island.error"));
  }
}

export function createApi(deps: ApiDeps = {}): ApiClient {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const redirect = deps.redirect ?? ((url: string) => window.location.assign(url));
  const cache = new ReadCache(CACHE_TTL_MS, deps.now ?? Date.now);
  let signingOut = false;

  async function once(method: string, path: string, body: Body, signal?: AbortSignal, html = false): Promise<unknown> {
    const headers: Record<string, string> = html
      ? { Accept: "text/html", "HX-Request": "true", ...xsrfHeaders() }
      : { Accept: "application/json", ...xsrfHeaders() };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body; // uploads: the browser sets the boundary
    else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const res = await doFetch(path, { method, headers, body: payload, credentials: "same-origin", signal });
    if (res.status === 401 || res.status === 403) {
      if (!signingOut) {
        signingOut = true;
        // Any 401 or 403 signs the user out (docs/shell.md). The session ends on the server (a
        // failure here changes nothing: a 401 means it is gone already), then sign in again.
        await doFetch(SIGN_OUT_PATH, { method: "POST", headers: { Accept: "application/json", ...xsrfHeaders() }, credentials: "same-origin" })
          .catch(() => undefined);
        redirect(signInURL());
      }
      throw new ApiError(res.status, res.status === 401 ? "unauthorized" : "forbidden", t("shell.island.error"));
    }
    if (res.ok) return readBody(res);
    let parsed: unknown;
    try {
      parsed = await readBody(res);
    } catch {
      parsed = undefined;
    }
    throw errorFromBody(res.status, parsed) ?? new ApiError(res.status, `http_${res.status}`, t("shell.island.error"));
  }

  async function read(path: string, signal?: AbortSignal, html = false): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once("GET", path, undefined, signal, html);
      } catch (err) {
        const retryable = err instanceof ApiError ? err.status >= 500 : !isAbort(err);
        if (!retryable || attempt >= MAX_RETRIES) {
          if (err instanceof ApiError || isAbort(err)) throw err;
          throw new ApiError(0, "network", t("shell.island.network"));
        }
        await sleep(backoff(attempt));
      }
    }
  }

  async function write(method: string, url: string, body: Body, signal?: AbortSignal): Promise<unknown> {
    const path = sameOriginPath(url);
    let result: unknown;
    try {
      result = await once(method, path, body, signal);
    } catch (err) {
      if (err instanceof ApiError || isAbort(err)) throw err;
      throw new ApiError(0, "network", t("shell.island.network"));
    }
    const resource = /^\/api\/[^/?]+/.exec(path)?.[0];
    if (resource) cache.invalidateResource(resource);
    return result;
  }

  return {
    get<T>(url: string, opts: ReadOptions = {}): Promise<T> {
      const path = sameOriginPath(url);
      const hit = opts.fresh ? undefined : cache.get(path);
      return (hit ?? cache.track(path, read(path, opts.signal))) as Promise<T>;
    },
    fragment(url: string, opts: ReadOptions = {}): Promise<string> {
      const path = sameOriginPath(url);
      const key = `fragment ${path}`; // not the same answer as a JSON read of the path
      const hit = opts.fresh ? undefined : cache.get(key);
      return (hit ?? cache.track(key, read(path, opts.signal, true).then((body) => (typeof body === "string" ? body : "")))) as Promise<string>;
    },
    post: <T>(url: string, body?: Body, o: WriteOptions = {}) => write("POST", url, body, o.signal) as Promise<T>,
    put: <T>(url: string, body?: Body, o: WriteOptions = {}) => write("PUT", url, body, o.signal) as Promise<T>,
    patch: <T>(url: string, body?: Body, o: WriteOptions = {}) => write("PATCH", url, body, o.signal) as Promise<T>,
    delete: <T>(url: string, o: WriteOptions = {}) => write("DELETE", url, undefined, o.signal) as Promise<T>,
    invalidate: (prefix: string) => cache.invalidate(prefix),
  };
}

/** api is the page's client; islands share its cache. */
export const api: ApiClient = createApi();
