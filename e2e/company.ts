// A company of the test's own. Browser tests that change data use this fixture instead of a
// demo account, which other tests (and the second worker) read at the same time:
//
//   import { expect, test } from "../company";
//   test.use({ companyProfile: "listed" });
//   test("...", async ({ page, company }) => { ... }); // page is signed in as company
//
// The company signs up through the real sign-up form, confirms its address with the link
// mailpit received, and signs in, in the test's browser context. companyProfile goes further
// through the profile API (and an admin's approval): "complete" saves a complete company
// profile, "published" also publishes it (waiting for review), "listed" has it approved, so
// its published services show in the marketplace.
import { test as base, expect, type APIRequestContext, type BrowserContext, type Cookie } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { latestMail, linkIn } from "./account";
import { demoPassword } from "./profile";
import { acceptConsent } from "./support";

export { expect };

export interface Company {
  email: string;
  password: string;
  name: string;
  /** profileId is the company's public id (/companies/{profileId}); "" for "none". */
  profileId: string;
}

export type CompanyProfile = "none" | "complete" | "published" | "listed";

const password = "fresh meadow company 2026";

/** xsrf is the CSRF token of the context's session; "" for a visitor, who has none: a
 *  visitor's posts are checked by their origin instead (README, "Forged requests"). */
async function xsrf(context: BrowserContext): Promise<string> {
  const find = async () => (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  let cookie = await find();
  if (!cookie && (await context.cookies()).some((c) => c.name === "gc_session")) {
    await context.request.get("/api/account/me"); // a request with the session gets its token
    cookie = await find();
    expect(cookie, "the app gives a session an XSRF-TOKEN cookie").toBeTruthy();
  }
  return cookie?.value ?? "";
}

/** postForm sends a form as the page would (the hidden _csrf field when there is a session)
 *  and returns where it led. */
async function postForm(context: BrowserContext, path: string, form: Record<string, string>): Promise<string> {
  const token = await xsrf(context);
  const res = await context.request.post(path, { form: token ? { ...form, _csrf: token } : form });
  expect(res.ok(), `POST ${path}: ${res.status()}`).toBe(true);
  return new URL(res.url()).pathname;
}

/** postJSON calls the API as the islands do (the X-XSRF-TOKEN header). */
async function postJSON<T>(context: BrowserContext, path: string, body: unknown): Promise<T> {
  const res = await context.request.post(path, { data: body, headers: { "X-XSRF-TOKEN": await xsrf(context) } });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** signInWith signs the context in through the sign-in form. */
export async function signInWith(context: BrowserContext, email: string, pass: string): Promise<void> {
  expect(await postForm(context, "/signin", { email, password: pass })).not.toBe("/signin");
  expect((await context.request.get("/api/account/me")).status(), `${email} is signed in`).toBe(200);
}

/** newCompany makes a company in context: signed up, confirmed through mailpit, signed in. */
export async function newCompany(context: BrowserContext, request: APIRequestContext, tag = "co"): Promise<Company> {
  const id = randomBytes(4).toString("hex");
  const company: Company = { email: `${tag}-${id}@example.com`, password, name: `Fresh ${tag} ${id}`, profileId: "" };
  // Its own address (IPv6 documentation range) through the test proxy the app trusts
  // (TRUSTED_PROXIES in playwright.config.ts): the per-address limits on sign-up and sign-in
  // count it apart from the tests that share 127.0.0.1, as they would a company's own office.
  // Limits count an IPv6 client by its /64, so each company has a /64 of its own.
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `2001:db8:${id.slice(0, 4)}:${id.slice(4)}::1` });
  expect(await postForm(context, "/signup", { email: company.email, password, company: company.name, terms: "1" })).toBe("/verify/sent");
  // The link opens a page whose button confirms (a GET changes nothing): press it as a form.
  const link = linkIn(await latestMail(request, company.email, "Confirm your email"), "/verify/");
  expect(await postForm(context, link, {})).toBe("/signin");
  await signInWith(context, company.email, password);
  return company;
}

/** completeProfile saves a complete company profile through the API, as a company that has
 *  passed the first-visit walkthrough; it returns the record's version. */
async function completeProfile(context: BrowserContext, company: Company): Promise<number> {
  const walked = await context.request.post("/api/sustainability/walkthrough", { headers: { "X-XSRF-TOKEN": await xsrf(context) } });
  expect(walked.status(), "walkthrough passed").toBe(204);
  const rec = await postJSON<{ id: string; version: number }>(context, "/api/sustainability", {
    version: 1,
    company: {
      companyName: company.name, about: "Repairs and refurbishes office furniture.", city: "Ghent", country: "BE",
      industry: "retail", sector: "furniture", website: "fresh.example", employeeCount: 12,
    },
  });
  company.profileId = rec.id;
  return rec.version;
}

// Signed-in sessions of the demo people, reused: a test whose subject is not signing in gets
// the session this worker made once for that person, instead of walking the sign-in page
// again (a page load, an argon2 hash on the server, the dashboard drawn: seconds of CPU a
// time, which the browser tests did some sixty times a run). Signing in itself is walked
// through the real pages by the account tests, the keyboard test and profile-rating
// (docs/conventions.md, "Tests").
//
//   await useSession(page.context(), "admin@example.com"); // then page.goto(...)
//
// The session is the server's own (gc_session and its XSRF-TOKEN cookie), made by the
// sign-in form's POST (signInWith); its cookies are copied into the test's context. Tests
// that share it only read or act as that person: none signs it out (the tests that sign
// out use accounts of their own).

// Per worker process: one sign-in per person and worker.
const sessions = new Map<string, Promise<Cookie[]>>();

/** sessionCookies signs email in once in a context of its own and returns its cookies, less
 *  the visitor's own (consent and display preferences, which each test sets itself). */
async function sessionCookies(context: BrowserContext, email: string, pass: string): Promise<Cookie[]> {
  const own = await context.browser()!.newContext();
  try {
    await signInWith(own, email, pass);
    return (await own.cookies()).filter((c) => c.name !== "gc_consent" && c.name !== "gc_prefs");
  } finally {
    await own.close();
  }
}

/** useSession signs context in as a demo person with the worker's session of that person
 *  and checks that the server knows it. */
export async function useSession(context: BrowserContext, email: string, pass = demoPassword): Promise<void> {
  let cookies = sessions.get(email);
  if (!cookies) {
    cookies = sessionCookies(context, email, pass);
    sessions.set(email, cookies);
    cookies.catch(() => sessions.delete(email)); // a failed sign-in is tried again by the next test
  }
  await context.addCookies(await cookies);
  const me = await context.request.get("/api/account/me");
  expect(me.status(), `${email}'s session is signed in`).toBe(200);
}

/** approveAsAdmin approves the company's published profile as the demo admin would, in a
 *  context of its own (the admin's account is not changed). */
async function approveAsAdmin(context: BrowserContext, company: Company): Promise<void> {
  const browser = context.browser()!;
  const admin = await browser.newContext();
  try {
    await admin.setExtraHTTPHeaders({ "X-Forwarded-For": "2001:db8::ad" });
    await useSession(admin, "admin@example.com");
    // A decision names the snapshot version the reviewer saw: read it from the review page.
    const review = await (await admin.request.get(`/admin/profiles/${company.profileId}`)).text();
    const version = /name="version" value="(\d+)"/.exec(review)?.[1];
    expect(version, "the review page names the version").toBeTruthy();
    expect(await postForm(admin, `/admin/profiles/${company.profileId}/approve`, { version: version! })).toBe("/admin/profiles");
  } finally {
    await admin.close();
  }
}

/** untilInDirectory waits for the directory's copy of the approved company: a job copies it
 *  (docs/directory.md), and the directory's search, the marketplace and the peer benchmark
 *  read that copy; on a busy machine the job can run seconds after the approval. Asked as
 *  the company, whose pages are never served from the page cache. */
async function untilInDirectory(context: BrowserContext, company: Company): Promise<void> {
  const search = `/directory?q=${encodeURIComponent(company.name)}`;
  await expect
    .poll(async () => (await context.request.get(search)).text(), { message: "the directory lists the approved company", timeout: 30_000 })
    .toContain(`/companies/${company.profileId}`);
}

export const test = base.extend<{ company: Company; companyProfile: CompanyProfile }>({
  companyProfile: ["none", { option: true }],
  company: async ({ context, request, companyProfile }, use) => {
    await acceptConsent(context);
    const company = await newCompany(context, request);
    if (companyProfile !== "none") {
      const version = await completeProfile(context, company);
      if (companyProfile !== "complete") {
        await postJSON(context, "/api/sustainability/publish", { version });
        if (companyProfile === "listed") {
          await approveAsAdmin(context, company);
          await untilInDirectory(context, company);
        }
      }
    }
    await use(company);
  },
});
