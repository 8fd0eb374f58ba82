// The account walk of issue 3: sign up, read the mail in the catcher, verify, sign in, enrol
// an authenticator app, sign out, sign in with password + code, then with a recovery code.
import { expect, test, type Page } from "@playwright/test";
import { acceptConsent, expectNoA11yViolations, screenshot, watchConsole } from "../support";
import { latestMail, linkIn, totp } from "../account";

const password = "quiet harbour evening lights";

async function signIn(page: Page, email: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.locator("#f-password").fill(password);
  await page.getByTestId("signin-form").getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.locator(".user-chip").click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
}

test("sign up, verify by mail, sign in, two-step verification, recovery code", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await acceptConsent(context);
  const problems = watchConsole(page);
  const email = `walker-${Date.now()}@example.com`;

  await page.goto("/");
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your free profile" })).toBeVisible();
  await expectNoA11yViolations(page);

  // Bad input comes back with what was typed and a message per field. The strength hint
  // arrives after typing without moving what is below it: a click aimed at the terms box as
  // it arrives lands there.
  await page.getByLabel("Email").fill(email);
  const terms = page.getByLabel("I accept the terms of use");
  const termsAt = await terms.boundingBox();
  await page.locator("#f-password").fill("short");
  await expect(page.locator("#f-password-strength")).toContainText("Use at least 8 characters.");
  expect((await terms.boundingBox())?.y, "the terms box stays where it was").toBe(termsAt?.y);
  await page.getByLabel("Company name").fill("Harbour Lights Ltd");
  await page.evaluate(() => document.querySelectorAll("[required]").forEach((e) => e.removeAttribute("required")));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#form-alert")).toContainText("Please check the fields marked below.");
  await expect(page.locator("#f-password-error")).toHaveText("Use at least 8 characters.");
  await expect(page.locator("#f-terms-error")).toContainText("Please accept the terms of use");
  await expect(page.getByLabel("Company name")).toHaveValue("Harbour Lights Ltd");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expectNoA11yViolations(page);
  await screenshot(page, "account-signup-errors");

  await page.locator("#f-password").fill(password);
  await expect(page.locator("#f-password-strength")).toContainText("Strength:");
  await page.getByLabel("I accept the terms of use").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByTestId("sent-to")).toContainText(email);

  // Not signed in before the email is verified.
  await signIn(page, email);
  await expect(page.locator("#form-alert")).toContainText("Please confirm your email address first");

  const verifyMail = await latestMail(request, email, "Confirm your email");
  expect(verifyMail).toContain("Harbour Lights Ltd");
  // The link shows a button (mail scanners follow links); pressing it confirms the address.
  const verifyLink = linkIn(verifyMail, "/verify/");
  await page.goto(verifyLink);
  await expect(page.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  await expect(page.getByTestId("verify-form")).toContainText("Confirm my email");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.locator(".gc-snackbar", { hasText: "Your email address is confirmed." })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);

  // A page opened before signing in (another tab) follows the session begun since: its htmx
  // requests send that session's token, so its password strength hint still answers.
  const before = await context.newPage();
  const beforeProblems = watchConsole(before);
  await before.goto("/signup");
  await signIn(page, email);
  await expect(page.locator(".user-chip")).toBeVisible();
  await before.locator("#f-password").fill(password);
  await expect(before.locator("#f-password-strength")).toContainText("Strength:");
  await before.close();
  expect(beforeProblems, beforeProblems.join("\n")).toEqual([]);

  // The used link, opened again, says the address is confirmed.
  await page.goto(verifyLink);
  await expect(page.getByText("This email address is already confirmed. You can sign in.")).toBeVisible();

  // Enrol an authenticator app.
  await page.goto("/user/profile");
  await expectNoA11yViolations(page);
  await screenshot(page, "account-settings");
  await page.getByRole("link", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, "account-mfa-enrol");
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await page.locator("#f-code").fill(totp(secret));
  // A new authenticator is a new credential: it asks for the password too.
  await page.getByLabel("Current password").fill(password);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  const codes = await page.getByTestId("recovery-codes").locator("li").allInnerTexts();
  expect(codes).toHaveLength(10);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page.getByTestId("mfa-status")).toContainText("Two-step verification is on");
  await latestMail(request, email, "Two-step verification is on");

  // Password and code.
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("#f-code-error")).toContainText("This code is not right");
  await page.getByLabel("Code").fill(totp(secret, 1)); // the next step: the enrolment's code is spent
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator(".user-chip")).toBeVisible();

  // Password and a recovery code.
  await signOut(page);
  await signIn(page, email);
  await page.getByLabel("Code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator(".user-chip")).toBeVisible();
  await expect(page.locator(".gc-snackbar", { hasText: "You signed in with a recovery code" })).toBeVisible();

  await page.goto("/user/profile#history");
  await expect(page.getByTestId("history").locator("tbody tr")).toHaveCount(3);
  // Forms sent back with errors answer 422, which Chromium reports as a failed load; nothing else may show up.
  const unexpected = problems.filter((p) => !p.includes("status of 422"));
  expect(unexpected, unexpected.join("\n")).toEqual([]);
});

test("account pages in dark mode, right to left and on a phone", async ({ page, context }) => {
  await acceptConsent(context);
  await context.addCookies([{ name: "gc_prefs", value: "p=aqua&m=dark&rtl=1&l=fr", domain: "127.0.0.1", path: "/" }]);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [path, name] of [["/signin", "signin"], ["/signup", "signup"], ["/forgot", "forgot"]] as const) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page);
    await screenshot(page, `account-${name}-phone-dark-rtl`);
  }
});
