// Green Verification: a listed company without the plan sees what it does and the way to the
// plans; an admin grants Premium Plus; the company attaches a document to an evidence item;
// the admin verifies it in the queue, and the dated mark appears on the public page.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test, useSession } from "../company";
import { acceptConsent, expectNoA11yViolations, screenshot, watchConsole } from "../support";

test.use({ companyProfile: "listed" });

test.beforeEach(async ({ context }) => {
  await acceptConsent(context);
});

async function asAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await acceptConsent(context);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "2001:db8::ad:2" });
  await useSession(context, "admin@example.com");
  return context.newPage();
}

async function xsrf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
}

/** addEvidence gives the company's carbon accounting a live evidence item and publishes it. */
async function addEvidence(page: Page): Promise<void> {
  await page.goto("/sustainability-profile");
  const headers = { "X-XSRF-TOKEN": await xsrf(page.context()) };
  const me = (await (await page.request.get("/api/sustainability/me")).json()) as { version: number };
  const saved = await page.request.post("/api/sustainability", {
    headers,
    data: { version: me.version, co2Accounting: { status: "DEFINED", visibility: "live",
      details: [{ description: "Scope 1 and 2 emissions audited for 2025.", weblink: "https://fresh.example/carbon" }] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  const published = await page.request.post("/api/sustainability/publish", { headers, data: { version } });
  expect(published.status(), await published.text()).toBe(200);
}

test("an admin verifies a company's evidence document and the mark shows on its public page", async ({ browser, page, company }) => {
  // A listed company of its own, then two people's walks: at load 30 it ran out of the default
  // minute at its last line.
  test.setTimeout(120_000);
  await addEvidence(page);

  // Without the plan: the page, read-only, says why it cannot ask and shows the way to the plans.
  await page.goto("/sustainability-profile/verification");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Green Verification");
  await expect(page.getByTestId("verify-company-locked").getByRole("link", { name: /plans/i })).toBeVisible();
  await expect(page.getByTestId("verify-company-form")).toHaveCount(0);

  const admin = await asAdmin(browser);
  await admin.goto("/admin/billing");
  const grant = admin.getByTestId("grant-form");
  await grant.getByLabel("The company's email").fill(company.email);
  await grant.locator('select[name="plan"]').selectOption({ label: "Premium Plus" });
  await grant.getByRole("button", { name: "Grant the plan" }).click();
  await expect(admin.locator(".gc-snackbar", { hasText: "The plan was granted." })).toBeVisible();

  // With Premium Plus: the company asks for its item to be verified, with a document.
  await page.goto("/sustainability-profile/verification");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Green Verification");
  await expectNoA11yViolations(page);
  const item = page.getByTestId("verify-item").filter({ hasText: "Scope 1 and 2" });
  await item.getByRole("button", { name: "Ask for verification" }).click();
  await expect(item.getByText("Choose the document that proves this item.").first()).toBeVisible();
  // From here on nothing is refused: the 422 above was meant.
  const problems = watchConsole(page);
  await item.getByLabel("Document").setInputFiles({ name: "carbon-audit.pdf", mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") });
  await item.getByLabel("Note for our team").fill("The auditor's report, page 3.");
  await item.getByRole("button", { name: "Ask for verification" }).click();
  await expect(page.locator(".gc-snackbar", { hasText: "Your request was sent." })).toBeVisible();
  await expect(page.getByTestId("verify-item").filter({ hasText: "Scope 1 and 2" }).getByTestId("verify-state")).toHaveAttribute("data-state", "waiting");
  await screenshot(page, "verification-company");

  // The admin finds it in the queue and verifies it.
  await admin.goto("/admin/verification?status=pending");
  await expectNoA11yViolations(admin);
  await admin.getByRole("link", { name: company.name }).first().click();
  await expect(admin.getByTestId("verification-review")).toContainText("The auditor's report, page 3.");
  await expect(admin.getByTestId("verification-review").getByTestId("file")).toContainText("carbon-audit.pdf");
  await expectNoA11yViolations(admin);
  await screenshot(admin, "verification-review");
  await admin.getByTestId("verify").click();
  await expect(admin.locator(".gc-snackbar", { hasText: "Verified" })).toBeVisible();

  // A visitor sees the dated mark on the item.
  const visitor = await browser.newContext();
  await acceptConsent(visitor);
  const pub = await visitor.newPage();
  await pub.goto(`/companies/${company.profileId}`);
  await expect(pub.locator('[data-section="co2Accounting"]').getByTestId("item-verified")).toContainText("Verified on");
  await expectNoA11yViolations(pub);
  await visitor.close();
  await admin.context().close();
  expect(problems).toEqual([]);
});
