/**
 * htmx sends the CSRF token it reads from the XSRF-TOKEN cookie as the request leaves, as
 * the islands do (shared/cookie.ts), not a token written into the page. The cookie follows
 * the session: a page opened before a session began (the sign-up form, whose answer starts
 * one; another tab's sign-in) carried no token, and its next htmx request, now with the
 * session cookie, was refused (403) and showed an error. docs/conventions.md, "Forms and
 * errors".
 */
import { xsrfHeaders } from "../shared/cookie";

type ConfigRequest = CustomEvent<{ headers: Record<string, string> }>;

/** initCSRFHeader adds the session's token to every htmx request; it returns its undoing. */
export function initCSRFHeader(doc: Document = document): () => void {
  const onConfig = (e: Event) => {
    const headers = (e as ConfigRequest).detail?.headers;
    if (headers) Object.assign(headers, xsrfHeaders());
  };
  doc.addEventListener("htmx:configRequest", onConfig);
  return () => doc.removeEventListener("htmx:configRequest", onConfig);
}
