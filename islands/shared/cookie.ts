/** The name of the CSRF cookie the server sets readable for scripts (axios convention). */
export const XSRF_COOKIE = "XSRF-TOKEN";
/** The header the server checks the cookie against. */
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** readCookie returns the decoded value of a cookie, or "" when it is not set. */
export function readCookie(name: string, cookies: string = document.cookie): string {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return "";
}

/** xsrfHeaders is the header pair every same-origin write carries. */
export function xsrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}
