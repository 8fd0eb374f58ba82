package billing_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/billing"
)

func TestCheckoutStartsAStripeSessionAndChangesNothing(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("buyer@example.com")
	c := app.Client()
	c.SignInAs(user)

	// One place to choose (docs/billing.md, "Choosing a plan"): /pricing and the account
	// settings' old address lead to Plans and billing, which sells.
	require.Equal(t, 1, app.Client().Get("/pricing").Find(`[data-testid=choose-plan][href="/user/profile/billing#plans"]`).Length())
	settings := c.Get("/user/profile?showSubscription=1")
	require.Equal(t, 1, settings.Find(`[data-testid=addon] a[href="/user/profile/billing#plans"]`).Length())
	require.Equal(t, 0, settings.Find("[data-testid^=buy-]").Length(), "the settings do not repeat the plans")
	view := c.Get("/user/profile/billing")
	require.Equal(t, http.StatusOK, view.StatusCode)
	require.Equal(t, "Free", view.Text("[data-testid=current-plan-name]"))
	require.Equal(t, 1, view.Find("[data-testid=buy-premium]").Length())
	require.Equal(t, 1, view.Find("[data-testid=buy-premium_plus]").Length())
	require.Contains(t, view.Header.Get("Content-Security-Policy"), "form-action 'self' https://checkout.stripe.com",
		"the form may end on Stripe's page")

	res := c.PostForm("/billing/checkout", url.Values{"plan": {"premium"}, "price": {"month/eur"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.True(t, strings.HasPrefix(res.Header.Get("Location"), "https://checkout.stripe.com/"), res.Header.Get("Location"))
	cur, err := app.Server.Modules.Billing.CurrentPlan(context.Background(), user)
	require.NoError(t, err)
	require.Equal(t, billing.PlanFree, cur.Plan.Key, "the plan changes only from Stripe's events")

	// A price without a Stripe price id, or no price at all, cannot be bought.
	res = c.PostForm("/billing/checkout", url.Values{"plan": {"premium"}, "price": {"year/usd"}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Body, "This price cannot be bought yet.")
	res = c.PostForm("/billing/checkout", url.Values{"plan": {"gold"}, "price": {"month/eur"}})
	require.Equal(t, http.StatusBadRequest, res.StatusCode)
	res = c.PostForm("/billing/checkout", url.Values{"plan": {"free"}, "price": {"month/eur"}})
	require.Equal(t, http.StatusBadRequest, res.StatusCode)
}

func TestAForgedReturnFromCheckoutChangesNothing(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("forged@example.com")
	c := app.Client()
	c.SignInAs(user)
	res := c.Get("/billing/return?session_id=cs_test_forged")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, 1, res.Find("[data-testid=checkout-waiting]").Length())
	require.Equal(t, 1, res.Find(`meta[http-equiv=refresh]`).Length())
	require.Equal(t, 0, count(t, app, `SELECT count(*) FROM billing_memberships`))

	// Once Stripe's event made the plan, the return goes to the history.
	now := time.Now()
	apply(t, app, event("evt_ret", "customer.subscription.created", now, subscription("sub_ret", user, "cus_ret", pricePremiumMonth, "active", now)))
	res = c.Get("/billing/return?session_id=anything")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/user/profile/billing", res.Header.Get("Location"))
}

func TestThePortalOpensForACompanyThatPaysThroughStripe(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	user := app.CreateUser("portal@example.com")
	c := app.Client()
	c.SignInAs(user)
	res := c.PostForm("/billing/portal", nil)
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Body, "You have no subscription to manage yet.")

	now := time.Now()
	apply(t, app,
		event("evt_p0", "checkout.session.completed", now, checkoutSession(user, "cus_portal", "sub_p")),
		event("evt_p1", "customer.subscription.created", now, subscription("sub_p", user, "cus_portal", pricePremiumMonth, "active", now.AddDate(0, 1, 0))))
	view := c.Get("/user/profile/billing")
	require.Equal(t, "Premium", view.Text("[data-testid=current-plan-name]"))
	require.Equal(t, 0, view.Find("[data-testid^=buy-]").Length(), "a paying company changes its plan in the portal")
	require.Equal(t, 1, view.Find("[data-testid=open-portal]").Length())
	res = c.PostForm("/billing/portal", nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.True(t, strings.HasPrefix(res.Header.Get("Location"), "https://"), res.Header.Get("Location"))
	// A second checkout is refused: the portal changes the plan.
	res = c.PostForm("/billing/checkout", url.Values{"plan": {"premium_plus"}, "price": {"month/eur"}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
}

func TestAStripeOutageDuringCheckoutSaysSoAndMakesNothing(t *testing.T) {
	t.Parallel()
	// Nothing listens on port 9 of the loopback: every call to "Stripe" fails.
	app := apptest.New(t, withStripe(t, "http://127.0.0.1:9"))
	require.NoError(t, app.Server.Modules.Billing.ApplyConfiguredPrices(context.Background()))
	user := app.CreateUser("outage@example.com")
	c := app.Client()
	c.SignInAs(user)
	res := c.PostForm("/billing/checkout", url.Values{"plan": {"premium"}, "price": {"month/eur"}})
	require.Equal(t, http.StatusBadGateway, res.StatusCode)
	require.Contains(t, res.Body, "We could not reach our payment provider, Stripe. Nothing was charged")
	require.Equal(t, 0, count(t, app, `SELECT count(*) FROM billing_memberships`))
	require.Equal(t, 0, count(t, app, `SELECT count(*) FROM billing_subscriptions`))
}

func TestWithoutStripeKeysThePagesSaySoAndNothingPretends(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	user := app.CreateUser("nokeys@example.com")
	pricing := app.Client().Get("/pricing")
	require.Equal(t, http.StatusOK, pricing.StatusCode)
	require.Contains(t, pricing.Text("[data-testid=payments-off]"), "Payments are not set up on this site yet")
	require.Contains(t, pricing.Text("[data-testid=plan-features]"), "Company info validation")

	c := app.Client()
	c.SignInAs(user)
	view := c.Get("/user/profile/billing")
	require.Equal(t, 1, view.Find("[data-testid=plan-choice] [data-testid=payments-off]").Length())
	require.Equal(t, 0, view.Find("[data-testid^=buy-]").Length())
	// Without Checkout, a plan is asked of the administrators: a suggestion they answer.
	require.Equal(t, 1, view.Find("[data-testid=ask-premium] button").Length())
	require.Equal(t, 1, view.Find("[data-testid=ask-premium_plus] button").Length())
	ask := c.PostForm("/billing/ask", url.Values{"plan": {"premium_plus"}, "price": {"year/eur"}})
	require.Equal(t, http.StatusSeeOther, ask.StatusCode, ask.Body)
	var subject, body string
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT subject, body FROM site_suggestions WHERE user_id = $1`, user).Scan(&subject, &body))
	require.Equal(t, "Plan request: Premium Plus", subject)
	require.Contains(t, body, "nokeys@example.com asks for Premium Plus at")
	require.Equal(t, http.StatusSeeOther, c.PostForm("/billing/ask", url.Values{"plan": {"gold"}}).StatusCode,
		"an unknown plan sends nothing")
	require.Equal(t, 1, count(t, app, `SELECT count(*) FROM site_suggestions`))
	res := c.PostForm("/billing/checkout", url.Values{"plan": {"premium"}, "price": {"month/eur"}})
	require.Equal(t, http.StatusServiceUnavailable, res.StatusCode)
	require.Contains(t, res.Body, "Payments are not set up")
	back := c.Get("/billing/return?session_id=cs_test_forged")
	require.Equal(t, http.StatusSeeOther, back.StatusCode, "no checkout to wait for")
	require.Equal(t, "/user/profile/billing", back.Header.Get("Location"))
	history := c.Get("/user/profile/billing")
	require.Equal(t, 1, history.Find("[data-testid=payments-off]").Length())
	require.Zero(t, history.Find("meta[http-equiv=refresh]").Length())
	hook := deliverWith(app, event("evt_nokeys", "invoice.paid", time.Now(), map[string]any{}), "t=1,v1=00")
	require.Equal(t, http.StatusServiceUnavailable, hook.StatusCode)
	require.Equal(t, 0, count(t, app, `SELECT count(*) FROM billing_events`))
}

func TestThePricingPageIsTheSameForEveryone(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	visitor := app.Client().Get("/pricing")
	require.Equal(t, http.StatusOK, visitor.StatusCode)
	require.Equal(t, 3, visitor.Find(".plan-card").Length())
	require.Contains(t, visitor.Text("[data-plan=premium]"), "€ 29.00 a month")
	require.Contains(t, visitor.Text("[data-plan=premium_plus]"), "$ 870.00 a year")
	// A company reads the same comparison: its own plan is the add-on view's business.
	company := app.Client()
	company.SignInAs(app.CreateUser("reader@example.com"))
	signedIn := company.Get("/pricing")
	require.Equal(t, visitor.Text(".plan-grid"), signedIn.Text(".plan-grid"))
	require.Equal(t, 0, signedIn.Find(".plan-card-current, [data-testid=current-plan]").Length())
	fr := app.Client()
	fr.Header.Set("Accept-Language", "fr")
	require.Contains(t, fr.Get("/pricing").Text("[data-plan=premium]"), "29,00 par mois")
}

func TestPricingIsCachedForVisitorsUntilThePricesChange(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	first := app.Client().Get("/pricing")
	require.Equal(t, http.StatusOK, first.StatusCode)
	require.Empty(t, first.Header.Values("Set-Cookie"), "no per-visitor state")
	require.True(t, strings.HasPrefix(first.Header.Get("Cache-Control"), "public, max-age="), first.Header.Get("Cache-Control"))
	require.Zero(t, first.Find(`input[name="_csrf"]`).Length())
	second := app.Client().Get("/pricing")
	require.Equal(t, "HIT", second.Header.Get("X-Cache"))

	require.NoError(t, app.Server.Modules.Billing.UpdatePrice(context.Background(), audit.System("test"), billing.PriceChange{
		Plan: "premium", Period: "month", Currency: "eur", AmountCents: 3100, StripePriceID: pricePremiumMonth}))
	after := app.Client().Get("/pricing")
	require.Equal(t, "MISS", after.Header.Get("X-Cache"), "a price change drops the kept page")
	require.Contains(t, after.Text("[data-plan=premium]"), "€ 31.00 a month")
}
