// A company subscribes: the pricing page, the add-on view, Checkout (created by stripe-mock;
// Stripe's hosted page itself is not reachable here, so the test stands in for it), then
// Stripe's signed events arrive at the webhook and the company sees its new plan and its
// history. The company is one of the test's own (e2e/company.ts).
import { createHmac } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../company";
import { stripeWebhookSecret } from "../playwright.config";
import { acceptConsent, expectNoA11yViolations, screenshot, watchConsole } from "../support";

test.beforeEach(async ({ context }) => {
  await acceptConsent(context);
});

/** sendEvent posts a Stripe event to the webhook, signed the way Stripe signs (t=…,v1=HMAC). */
async function sendEvent(request: APIRequestContext, id: string, type: string, object: Record<string, unknown>) {
  const created = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({ id, object: "event", type, created, livemode: false, data: { object } });
  const signature = createHmac("sha256", stripeWebhookSecret).update(`${created}.${payload}`).digest("hex");
  const res = await request.post("/billing/webhook", {
    data: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${created},v1=${signature}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("a company subscribes through Checkout and sees its new plan and history", async ({ page, company: _signedIn, request }) => {
  const problems = watchConsole(page);
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Plans and pricing" })).toBeVisible();
  await expect(page.getByTestId("plan-features")).toContainText("Document verification");
  await expectNoA11yViolations(page);
  await page.getByTestId("choose-plan").click();

  // One place to choose: Plans and billing, each plan with its period and currency.
  await expect(page).toHaveURL(/\/user\/profile\/billing#plans$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plans and billing");
  await expect(page.getByTestId("current-plan-name")).toHaveText("Free");
  await expect(page.getByTestId("verification-card")).toContainText("Not in your plan");
  const addon = page.getByTestId("plan-choice");
  await expectNoA11yViolations(page);
  await screenshot(page, "billing-addon");

  let checkout = "";
  await page.route("https://checkout.stripe.com/**", (route) => {
    checkout = route.request().url();
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>Stripe Checkout</title><h1>Stripe Checkout</h1>" });
  });
  await addon.getByTestId("buy-premium").getByRole("button", { name: "Subscribe to Premium" }).click();
  await expect(page.getByRole("heading", { name: "Stripe Checkout" })).toBeVisible();
  expect(checkout).toMatch(/^https:\/\/checkout\.stripe\.com\//);

  // Back from Checkout before Stripe's events: the page waits, nothing has changed.
  await page.goto("/billing/return?session_id=cs_test_e2e");
  await expect(page.getByTestId("checkout-waiting")).toBeVisible();

  // Stripe's events: the session completed, the subscription is active, the invoice paid.
  const me = (await (await page.request.get("/api/account/me")).json()) as { id: string };
  const customer = `cus_e2e_${me.id.slice(0, 8)}`;
  const sub = `sub_e2e_${me.id.slice(0, 8)}`;
  const now = Math.floor(Date.now() / 1000);
  await sendEvent(request, `evt_cs_${sub}`, "checkout.session.completed",
    { id: "cs_test_e2e", object: "checkout.session", client_reference_id: me.id, customer, subscription: sub, mode: "subscription" });
  await sendEvent(request, `evt_sub_${sub}`, "customer.subscription.created", {
    id: sub, object: "subscription", status: "active", customer, metadata: { user_id: me.id },
    items: { object: "list", data: [{ id: `si_${sub}`, object: "subscription_item", current_period_end: now + 30 * 86400,
      price: { id: "price_e2e_premium_month", object: "price" } }] },
  });
  await sendEvent(request, `evt_in_${sub}`, "invoice.paid", {
    id: `in_${sub}`, object: "invoice", customer, number: "E2E-0001", status: "paid", amount_paid: 2900, amount_due: 2900,
    currency: "eur", created: now, hosted_invoice_url: `https://invoice.stripe.com/i/in_${sub}`,
    invoice_pdf: `https://pay.stripe.com/invoice/in_${sub}/pdf`,
    // As Stripe sends it: the subscription's metadata names the company, so the invoice
    // applies whichever of the events' jobs runs first.
    parent: { type: "subscription_details", subscription_details: { metadata: { user_id: me.id } } },
  });

  // The waiting page reloads itself and goes to the history once the job applied the events.
  // It waits for the subscription's job; the invoice's and the checkout's (the portal's
  // customer) are jobs of their own, which a busy machine may run seconds later: the history
  // shows them once they ran (the one-time notice is read first, a reload drops it).
  await expect(page).toHaveURL(/\/user\/profile\/billing$/, { timeout: 30_000 });
  await expect(page.locator(".gc-snackbar", { hasText: "You subscribed! You now have access to all functionality." })).toBeVisible();
  await expect(page.getByTestId("current-plan-name")).toHaveText("Premium");
  await expect(page.getByTestId("memberships")).toContainText("Paid through Stripe");
  await expect(async () => {
    const shown = (await page.getByTestId("invoices").allTextContents()).join(" ").includes("E2E-0001")
      && (await page.getByTestId("open-portal").count()) > 0;
    if (!shown) await page.reload();
    await expect(page.getByTestId("invoices")).toContainText("E2E-0001", { timeout: 1_000 });
    await expect(page.getByTestId("open-portal").first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("invoices")).toContainText("Paid");
  await expectNoA11yViolations(page);
  await screenshot(page, "billing-history");

  // The owner's record carries the histories.
  const record = (await (await page.request.get("/api/sustainability/me")).json()) as {
    billingHistory: { number: string }[]; membershipHistory: { plan: string; source: string }[];
  };
  expect(record.billingHistory.map((i) => i.number)).toEqual(["E2E-0001"]);
  expect(record.membershipHistory[0]).toMatchObject({ plan: "premium", source: "stripe" });
  expect(problems).toEqual([]);
});
