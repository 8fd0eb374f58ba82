// Browser tests: the real binary, its own embedded Postgres and demo data, Debian's Chromium.
import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.env.E2E_PORT ?? "3199";
// Workers re-read this file: keep one data folder for the whole run.
process.env.GC_E2E_DATA ??= mkdtempSync(join(tmpdir(), "greenconnect-e2e-"));

export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./tests",
  outputDir: "./artifacts/results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      args: [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  webServer: [
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
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? "54398",
        DEMO_DATA: "true",
        LOG_LEVEL: "warn",
        BASE_URL: baseURL,
      },
    },
  ],
});
