// What the account does against takeover, as a browser sees it (issue 14): a new credential
// needs the password, a provider is linked in two steps under the strict CSP, a token says
// when it expires, and failed sign-ins slow an account down without holding back its
// owner's known device.
import { expect, test, type Page } from "@playwright/test";
import { acceptConsent, expectNoA11yViolations, screenshot } from "../support";
import { confirmEmail, latestMail, linkIn } from "../account";

const password = "lantern harbour quiet morning";

/** newAccount signs a company up, confirms the address and signs in. */
async function newAccount(page: Page, request: Parameters<typeof latestMail>[0], email: string) {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.locator("#f-password").fill(password);
  await page.getByLabel("Company name").fill("Lantern Works");
  await page.getByLabel("I accept the terms of use").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await confirmEmail(page, linkIn(await latestMail(request, email, "Confirm your email"), "/verify/"));
  await signIn(page, email, password);
  await expect(page.locator(".user-chip")).toBeVisible();
}

async function signIn(page: Page, email: string, pw: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.locator("#f-password").fill(pw);
  await page.getByTestId("signin-form").getByRole("button", { name: "Sign in" }).click();
}

test("a token needs the password and says when it expires; a provider is linked in two steps", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await acceptConsent(context);
  // Console errors of our own pages (the provider's login page is not ours to judge).
  const problems: string[] = [];
  const ours = new URL(test.info().project.use.baseURL ?? "").origin;
  page.on("console", (m) => {
    if (m.type() === "error" && m.location().url.startsWith(ours) && !m.text().includes("status of 422")) problems.push(`${m.location().url}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(String(e)));
  await newAccount(page, request, `keys-${Date.now()}@example.com`);

  await page.goto("/user/profile#tokens");
  const tokens = page.getByTestId("token-form");
  await tokens.getByLabel("Token name").fill("nightly export");
  await tokens.getByLabel("Works for").selectOption("30");
  await tokens.getByLabel("Current password").fill("not my password");
  await tokens.getByRole("button", { name: "Create token" }).click();
  await expect(page.locator("#f-tokens-proof-error")).toHaveText("This is not your current password.");
  await expect(page.getByTestId("token-form").getByLabel("Token name")).toHaveValue("nightly export");
  await expect(page.getByTestId("token-form").getByLabel("Works for")).toHaveValue("30");
  await page.getByTestId("token-form").getByLabel("Current password").fill(password);
  await page.getByTestId("token-form").getByRole("button", { name: "Create token" }).click();
  await expect(page.getByTestId("new-token").locator("input")).toHaveValue(/^gc_/);
  const row = page.getByTestId("token-row").filter({ hasText: "nightly export" });
  const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  await expect(row).toContainText(String(expires.getUTCFullYear()));
  await expectNoA11yViolations(page);
  await screenshot(page, "account-security-tokens");

  // Linking Google: the proof in its row, then a link to the provider (a form whose answer
  // went to another site would be blocked by form-action 'self').
  const google = page.getByTestId("connect-google");
  await google.getByLabel("Current password").fill(password);
  await google.getByRole("button", { name: "Connect Google" }).click();
  await expect(page.getByTestId("connect-ready")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByTestId("continue-google").click();
  await page.locator("#username").fill("ivan");
  await page.locator("#password").fill("linking-from-settings");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.locator(".gc-snackbar", { hasText: "You can now sign in with Google." })).toBeVisible();
  await expect(page.locator("#methods")).toContainText("Connected as ivan.linker@example.org");
  const unexpected = problems.filter((p) => !p.includes("status of 422"));
  expect(unexpected, unexpected.join("\n")).toEqual([]);
});

test("failed sign-ins slow the account down; the owner's known device signs in, and a held form offers the code", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const email = `held-${Date.now()}@example.com`;
  const owner = await browser.newContext();
  await acceptConsent(owner);
  const laptop = await owner.newPage();
  await newAccount(laptop, request, email);
  await laptop.locator(".user-chip").click();
  await laptop.getByRole("button", { name: "Sign out", exact: true }).click();

  const other = await browser.newContext();
  await acceptConsent(other);
  const attacker = await other.newPage();
  for (let i = 0; i < 5; i++) {
    await signIn(attacker, email, `guess ${i}`);
    await expect(attacker.locator("#form-alert")).toContainText("The email or password is wrong.");
  }
  await signIn(attacker, email, password);
  await expect(attacker.locator("#form-alert")).toContainText("several failed attempts to sign in to this account");
  await expect(attacker.getByLabel("Two-step verification code")).toBeVisible();
  await expect(attacker.locator(".user-chip")).toHaveCount(0);
  await expectNoA11yViolations(attacker);
  await screenshot(attacker, "account-security-held");

  await signIn(laptop, email, password);
  await expect(laptop.locator(".user-chip")).toBeVisible();
  await owner.close();
  await other.close();
});
