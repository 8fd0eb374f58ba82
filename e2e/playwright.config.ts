// Browser tests: the real binary, its own embedded Postgres and demo data, Debian's Chromium.
import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.env.E2E_PORT ?? "3199";
// Workers re-read this file: keep one data folder for the whole run.
process.env.GC_E2E_DATA ??= mkdtempSync(join(tmpdir(), "greenconnect-e2e-"));

export const baseURL = `http://127.0.0.1:${port}`;

// The mail catcher (mailpit) and the OpenID Connect provider (zitadel's example server, with
// an HTML login page) the account tests use. Another checkout sets its own ports.
const smtpPort = process.env.E2E_SMTP_PORT ?? "1135";
const mailpitPort = process.env.E2E_MAILPIT_PORT ?? "8135";
const oidcPort = process.env.E2E_OIDC_PORT ?? "9101";
const smsPort = process.env.E2E_SMS_PORT ?? "9201";
// The SMS provider (e2e/smsprovider: a local server speaking Twilio's Messages API) and the
// account the app sends with; the tests read the codes sent at GET /messages.
export const smsURL = `http://127.0.0.1:${smsPort}`;
const twilio = { TWILIO_ACCOUNT_SID: "AC00000000000000000000000000e2e01", TWILIO_AUTH_TOKEN: "e2e-auth-token" };
export const mailpitURL = `http://127.0.0.1:${mailpitPort}`;
// stripe-mock answers the app's calls to Stripe; the billing test signs the webhook's events
// with the secret the app is given here. A port of its own: `make test` runs the Go tests,
// beside their own stripe-mock on STRIPE_MOCK_PORT, at the same time.
const stripeMockPort = process.env.E2E_STRIPE_MOCK_PORT ?? "12112";
export const stripeWebhookSecret = "whsec_e2e_green_connect";
// The example server names itself http://localhost:PORT/ and checks the issuer exactly.
export const oidcIssuer = `http://localhost:${oidcPort}/`;

export default defineConfig({
  testDir: "./tests",
  outputDir: "./artifacts/results",
  // Limits for a busy machine (docs/conventions.md, "Tests"): every wait is on a condition, so
  // a generous limit costs a passing test nothing; a test that needs more says so.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two workers on two cores, beside the server, PostgreSQL and the Go lane of `make test`;
  // E2E_WORKERS changes it for a measurement.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  // E2E_JSON=FILE also writes each test's duration to FILE (Playwright's JSON report), to
  // find the slow ones (README, "How long it takes").
  reporter: process.env.E2E_JSON ? [["list"], ["json", { outputFile: process.env.E2E_JSON }]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    // The pages' motion (the Green Room's marquee, the progress bar, the snackbars' and
    // dialogs' entrances) is drawn by the CPU here, without a GPU: the marquee alone kept
    // 15% of a core busy while a landing or Green Room page was open. The site honours
    // prefers-reduced-motion (static/css/base.css), so the tests ask for it
    // (docs/conventions.md, "Tests").
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      args: [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    },
    // A failure keeps its screenshot and error context. Traces are asked for (E2E_TRACE=1,
    // then kept for failures): recording one costs about a fifth of a test's CPU, on every
    // test, passing or not (docs/conventions.md, "Tests").
    screenshot: "only-on-failure",
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
  },
  webServer: [
    {
      command: `./bin/mailpit --smtp 127.0.0.1:${smtpPort} --listen 127.0.0.1:${mailpitPort} --smtp-disable-rdns --block-remote-css-and-fonts -q`,
      cwd: "..",
      url: `${mailpitURL}/readyz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "./bin/oidc-provider",
      cwd: "..",
      url: `${oidcIssuer}.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "ignore",
      env: {
        PORT: oidcPort,
        REDIRECT_URI: `${baseURL}/signin/google/callback`,
        USERS_FILE: "e2e/oidc-users.json",
      },
    },
    {
      command: "./bin/sms-provider",
      cwd: "..",
      url: `${smsURL}/readyz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: smsPort, ...twilio },
    },
    {
      command: `./bin/stripe-mock -http-addr 127.0.0.1:${stripeMockPort} -https-addr 127.0.0.1:`,
      cwd: "..",
      port: Number(stripeMockPort),
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "./bin/greenconnect serve",
      cwd: "..",
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        APP_ENV: "test",
        PORT: port,
        DATA_DIR: process.env.GC_E2E_DATA,
        // Below the kernel's ephemeral range (32768-60999): a port in it may be held by any
        // outgoing connection at that moment, and PostgreSQL then cannot bind it.
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "25398",
        DEMO_DATA: "true",
        LOG_LEVEL: "warn",
        METRICS_ADDR: "", // no metrics listener: parallel runs would share 127.0.0.1:9090
        BASE_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        GOOGLE_CLIENT_ID: "web",
        GOOGLE_CLIENT_SECRET: "secret",
        GOOGLE_ISSUER_URL: oidcIssuer,
        ...twilio,
        TWILIO_FROM_NUMBER: "+15005550006",
        TWILIO_API_URL: smsURL,
        // The browser is the app's only client here: its X-Forwarded-For is believed, so each
        // company made by e2e/company.ts signs up from an address of its own.
        TRUSTED_PROXIES: "127.0.0.1",
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_BASE: `http://127.0.0.1:${stripeMockPort}`,
        STRIPE_PRICES: "premium/month/eur=price_e2e_premium_month,premium/year/eur=price_e2e_premium_year",
      },
    },
  ],
});
