package billing_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v85/webhook"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/billing"
)

func TestSubscribingThroughEventsGivesThePlanAndTheHistory(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("payer@example.com")
	now := time.Now()
	apply(t, app,
		event("evt_cs", "checkout.session.completed", now, checkoutSession(user, "cus_payer", "sub_payer")),
		event("evt_sub", "customer.subscription.created", now, subscription("sub_payer", user, "cus_payer", pricePremiumMonth, "active", now.AddDate(0, 1, 0))),
		event("evt_inv", "invoice.paid", now, invoice("in_payer", user, "cus_payer", "GC-0001", "paid", 2900, now)))

	cur, err := app.Server.Modules.Billing.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanPremium, cur.Plan.Key)
	require.Equal(t, billing.SourceStripe, cur.Source)
	require.True(t, cur.HasCustomer)

	c := app.Client()
	c.SignInAs(user)
	page := c.Get("/user/profile/billing")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "Premium", page.Text("[data-testid=current-plan-name]"))
	require.Contains(t, page.Text("[data-testid=invoices]"), "GC-0001")
	require.Contains(t, page.Text("[data-testid=invoices]"), "Paid")
	href, _ := page.Find("[data-testid=invoices] a").First().Attr("href")
	require.Equal(t, "https://invoice.stripe.com/i/in_payer", href)
	require.Contains(t, page.Text("[data-testid=memberships]"), "Paid through Stripe")
	require.Contains(t, page.Body, "You subscribed! You now have access to all functionality.")
	again := c.Get("/user/profile/billing")
	require.NotContains(t, again.Body, "You subscribed!", "the news shows once")
}

func TestAReplayedEventIsStoredAndAppliedOnce(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("replay@example.com")
	now := time.Now()
	created := event("evt_once", "customer.subscription.created", now, subscription("sub_once", user, "cus_once", pricePremiumMonth, "active", now))
	apply(t, app, created, created)
	apply(t, app, created)
	require.Equal(t, 1, count(t, app, `SELECT count(*) FROM billing_events WHERE id = 'evt_once'`))
	require.Equal(t, 1, count(t, app, `SELECT count(*) FROM river_job WHERE kind = 'billing_apply_event'`))
	require.Equal(t, 1, count(t, app, `SELECT count(*) FROM billing_memberships WHERE user_id = $1`, user))

	// The same state told again by another event id changes nothing either.
	apply(t, app, event("evt_twice", "customer.subscription.updated", now.Add(time.Second),
		subscription("sub_once", user, "cus_once", pricePremiumMonth, "active", now)))
	require.Equal(t, 1, count(t, app, `SELECT count(*) FROM billing_memberships WHERE user_id = $1`, user))
}

func TestEventsOutOfOrderNeverMoveASubscriptionBackwards(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	bills := app.Server.Modules.Billing
	user := app.CreateUser("order@example.com")
	t0 := time.Now().Add(-time.Hour)
	// The change to Premium Plus arrives before the creation on Premium.
	apply(t, app, event("evt_up", "customer.subscription.updated", t0.Add(10*time.Second),
		subscription("sub_o", user, "cus_o", pricePremiumPlusMonth, "active", t0)))
	apply(t, app, event("evt_new", "customer.subscription.created", t0,
		subscription("sub_o", user, "cus_o", pricePremiumMonth, "active", t0)))
	cur, err := bills.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanPremiumPlus, cur.Plan.Key)
	var outcome string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT outcome FROM billing_events WHERE id = 'evt_new'`).Scan(&outcome))
	require.Equal(t, "stale", outcome)

	// The deletion arrives before a late "active" update: the plan stays ended.
	apply(t, app, event("evt_del", "customer.subscription.deleted", t0.Add(30*time.Second),
		subscription("sub_o", user, "cus_o", pricePremiumPlusMonth, "canceled", t0)))
	apply(t, app, event("evt_late", "customer.subscription.updated", t0.Add(20*time.Second),
		subscription("sub_o", user, "cus_o", pricePremiumPlusMonth, "active", t0)))
	cur, err = bills.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanFree, cur.Plan.Key)
	// Even an event dated later cannot bring back a cancelled subscription.
	apply(t, app, event("evt_later", "customer.subscription.updated", t0.Add(40*time.Second),
		subscription("sub_o", user, "cus_o", pricePremiumPlusMonth, "active", t0)))
	cur, err = bills.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanFree, cur.Plan.Key)

	// Same second: "active" after "incomplete" applies, "incomplete" after "active" does not.
	same := t0.Add(time.Minute)
	apply(t, app, event("evt_s1", "customer.subscription.updated", same, subscription("sub_s", user, "cus_o", pricePremiumMonth, "active", t0)))
	apply(t, app, event("evt_s0", "customer.subscription.created", same, subscription("sub_s", user, "cus_o", pricePremiumMonth, "incomplete", t0)))
	cur, err = bills.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanPremium, cur.Plan.Key)
	require.Equal(t, 1, count(t, app, `SELECT count(*) FROM billing_subscriptions WHERE stripe_id = 'sub_s' AND status = 'active'`),
		"the same second's incomplete did not overwrite active")
}

func TestPlanChangesAndEndsWithTheSubscription(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	bills := app.Server.Modules.Billing
	user := app.CreateUser("change@example.com")
	t0 := time.Now().Add(-time.Hour)
	apply(t, app, event("evt_c1", "customer.subscription.created", t0, subscription("sub_c", user, "cus_c", pricePremiumMonth, "active", t0)))
	apply(t, app, event("evt_c2", "customer.subscription.updated", t0.Add(time.Minute),
		subscription("sub_c", user, "cus_c", pricePremiumPlusMonth, "active", t0)))
	c := app.Client()
	c.SignInAs(user)
	require.Contains(t, c.Get("/user/profile/billing").Body, "Your plan was changed.")
	ok, err := bills.Entitled(context.Background(), user, billing.FeatureDocumentVerification)
	require.NoError(t, err)
	require.True(t, ok)
	require.NotContains(t, c.Get("/user/profile/billing").Body, "Your plan was changed.", "said once")
	// The same plan by the year instead of the month (the portal): said too, in the same period.
	apply(t, app, event("evt_c2y", "customer.subscription.updated", t0.Add(90*time.Second),
		subscription("sub_c", user, "cus_c", pricePremiumPlusYear, "active", t0)))
	require.Contains(t, c.Get("/user/profile/billing").Body, "Your plan was changed.")
	require.Equal(t, 1, count(t, app, `SELECT count(*) FROM billing_subscriptions WHERE stripe_id = 'sub_c' AND period = 'year'`))
	apply(t, app, event("evt_c2m", "customer.subscription.updated", t0.Add(100*time.Second),
		subscription("sub_c", user, "cus_c", pricePremiumPlusMonth, "active", t0)))
	// past_due keeps the plan while Stripe retries; the deletion ends it.
	apply(t, app, event("evt_c3", "customer.subscription.updated", t0.Add(2*time.Minute),
		subscription("sub_c", user, "cus_c", pricePremiumPlusMonth, "past_due", t0)))
	cur, err := bills.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanPremiumPlus, cur.Plan.Key)
	apply(t, app, event("evt_c4", "customer.subscription.deleted", t0.Add(3*time.Minute),
		subscription("sub_c", user, "cus_c", pricePremiumPlusMonth, "canceled", t0)))
	cur, err = bills.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanFree, cur.Plan.Key)
	_, periods, err := bills.History(context.Background(), user)
	require.NoError(t, err)
	require.Len(t, periods, 2)
	require.NotNil(t, periods[0].To, "the Premium Plus period ended")
	require.NotNil(t, periods[1].To)
}

func TestAFailedPaymentIsShownWithThePortalUntilAPaymentSucceeds(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("failed@example.com")
	now := time.Now()
	apply(t, app,
		event("evt_f0", "checkout.session.completed", now, checkoutSession(user, "cus_f", "sub_f")),
		event("evt_f1", "customer.subscription.created", now, subscription("sub_f", user, "cus_f", pricePremiumMonth, "active", now)))
	apply(t, app, event("evt_f2", "invoice.payment_failed", now.Add(time.Second), invoice("in_f", user, "cus_f", "GC-0007", "open", 2900, now)))
	c := app.Client()
	c.SignInAs(user)
	page := c.Get("/user/profile/billing")
	require.Equal(t, "Payment unsuccessfull. Check your payment method.", page.Text("[data-testid=payment-failed] span"))
	require.Equal(t, 1, page.Find("[data-testid=payment-failed] [data-testid=open-portal]").Length())
	require.Contains(t, page.Text("[data-testid=invoices]"), "Due")

	apply(t, app, event("evt_f3", "invoice.paid", now.Add(2*time.Second), invoice("in_f", user, "cus_f", "GC-0007", "paid", 2900, now)))
	page = c.Get("/user/profile/billing")
	require.Equal(t, 0, page.Find("[data-testid=payment-failed]").Length())
	require.Contains(t, page.Text("[data-testid=invoices]"), "Paid")
	// A late "failed" for the invoice already paid changes nothing.
	apply(t, app, event("evt_f4", "invoice.payment_failed", now.Add(time.Second), invoice("in_f", user, "cus_f", "GC-0007", "open", 2900, now)))
	require.Equal(t, 0, c.Get("/user/profile/billing").Find("[data-testid=payment-failed]").Length())

	// The next invoice fails, and Stripe gives up and ends the subscription: the company is
	// on Free, and has nothing left to pay or fix.
	apply(t, app, event("evt_f5", "invoice.payment_failed", now.Add(3*time.Second), invoice("in_f2", user, "cus_f", "GC-0008", "open", 2900, now)))
	require.Equal(t, 1, c.Get("/user/profile/billing").Find("[data-testid=payment-failed]").Length())
	require.Contains(t, c.Get("/dashboard").Body, "Payment unsuccessfull")
	apply(t, app, event("evt_f6", "customer.subscription.deleted", now.Add(4*time.Second),
		subscription("sub_f", user, "cus_f", pricePremiumMonth, "canceled", now)))
	page = c.Get("/user/profile/billing")
	require.Equal(t, 0, page.Find("[data-testid=payment-failed]").Length(), "no failed payment to fix after the end")
	require.NotContains(t, c.Get("/dashboard").Body, "Payment unsuccessfull")
}

func TestABadOrMissingSignatureIs400AndChangesNothing(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("forger@example.com")
	payload := event("evt_forged", "customer.subscription.created", time.Now(),
		subscription("sub_x", user, "cus_x", pricePremiumMonth, "active", time.Now()))
	wrongSecret := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_wrong"})
	good := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: webhookSecret})
	old := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: webhookSecret,
		Timestamp: time.Now().Add(-time.Hour)})
	tampered := []byte(strings.Replace(string(payload), pricePremiumMonth, pricePremiumPlusMonth, 1))
	for name, res := range map[string]*apptest.Response{
		"missing":  deliverWith(app, payload, ""),
		"garbage":  deliverWith(app, payload, "t=1,v1=zz"),
		"wrong":    deliverWith(app, payload, wrongSecret.Header),
		"too old":  deliverWith(app, payload, old.Header),
		"tampered": deliverWith(app, tampered, good.Header),
	} {
		require.Equal(t, http.StatusBadRequest, res.StatusCode, name)
	}
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Equal(t, 0, count(t, app, `SELECT count(*) FROM billing_events`))
	require.Equal(t, 0, count(t, app, `SELECT count(*) FROM billing_memberships`))
}

func TestAnUnknownEventIsAcknowledgedAndIgnored(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	apply(t, app, event("evt_other", "customer.tax_id.created", time.Now(), map[string]any{"id": "txi_1", "object": "tax_id"}))
	var outcome string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT outcome FROM billing_events WHERE id = 'evt_other'`).Scan(&outcome))
	require.Equal(t, "ignored", outcome)
}

func TestTheWebhookSetsNoCookieAndOtherBillingPostsNeedTheCSRFToken(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("csrf@example.com")
	res := deliver(t, app, event("evt_ck", "customer.subscription.created", time.Now(),
		subscription("sub_ck", user, "cus_ck", pricePremiumMonth, "active", time.Now())))
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Empty(t, res.Header.Values("Set-Cookie"), "no session, no CSRF cookie")
	require.JSONEq(t, `{"received":true}`, res.Body)

	c := app.Client()
	c.SignInAs(user)
	forged := c.PostFormNoToken("/billing/checkout", map[string][]string{"plan": {"premium"}, "price": {"month/eur"}})
	require.Equal(t, http.StatusForbidden, forged.StatusCode)
	forged = c.PostFormNoToken("/billing/portal", nil)
	require.Equal(t, http.StatusForbidden, forged.StatusCode)
}

func TestAnEventForAPriceNobodyConfiguredIsRetriedNotLost(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("later@example.com")
	now := time.Now()
	res := deliver(t, app, event("evt_unpriced", "customer.subscription.created", now,
		subscription("sub_u", user, "cus_u", "price_not_configured", "active", now)))
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	require.Equal(t, 0, count(t, app, `SELECT count(*) FROM billing_events WHERE applied_at IS NOT NULL`))
	require.Equal(t, 1, count(t, app, `SELECT count(*) FROM river_job WHERE kind = 'billing_apply_event'
		AND state IN ('available', 'retryable') AND attempt = 1 AND cardinality(errors) = 1`), "failed once, to be retried")

	// An admin sets the price; the retry applies the event.
	require.NoError(t, app.Server.Modules.Billing.UpdatePrice(context.Background(), audit.System("test"), billing.PriceChange{
		Plan: "premium", Period: "year", Currency: "eur", AmountCents: 29000, StripePriceID: "price_not_configured"}))
	_, err := app.Pool.Exec(context.Background(), `UPDATE river_job SET scheduled_at = now() WHERE kind = 'billing_apply_event'`)
	require.NoError(t, err)
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	cur, err := app.Server.Modules.Billing.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanPremium, cur.Plan.Key)
}

func TestALatePaidOlderInvoiceDoesNotHideANewerFailedPayment(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("late-paid@example.com")
	now := time.Now()
	apply(t, app,
		event("evt_l0", "checkout.session.completed", now, checkoutSession(user, "cus_l", "sub_l")),
		event("evt_l1", "customer.subscription.created", now, subscription("sub_l", user, "cus_l", pricePremiumMonth, "active", now)))
	// The next month's invoice failed; the first month's "paid", sent before it, arrives after.
	apply(t, app, event("evt_l3", "invoice.payment_failed", now.Add(2*time.Second), invoice("in_l2", user, "cus_l", "GC-0009", "open", 2900, now.Add(time.Second))))
	apply(t, app, event("evt_l2", "invoice.paid", now.Add(time.Second), invoice("in_l1", user, "cus_l", "GC-0008", "paid", 2900, now)))
	c := app.Client()
	c.SignInAs(user)
	page := c.Get("/user/profile/billing")
	require.Equal(t, 1, page.Find("[data-testid=payment-failed]").Length(), "the newer failure still shows")
	require.Contains(t, page.Text("[data-testid=invoices]"), "Paid", "the late invoice is in the history all the same")
	// A payment that succeeds after the failure clears it.
	apply(t, app, event("evt_l4", "invoice.paid", now.Add(3*time.Second), invoice("in_l2", user, "cus_l", "GC-0009", "paid", 2900, now.Add(time.Second))))
	require.Equal(t, 0, c.Get("/user/profile/billing").Find("[data-testid=payment-failed]").Length())
}
