package billing_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile"
)

const webhookSecret = "whsec_test_green_connect"

// The Stripe prices the test configuration names (STRIPE_PRICES).
const (
	pricePremiumMonth     = "price_premium_month_eur"
	pricePremiumPlusMonth = "price_premiumplus_month_eur"
	pricePremiumPlusYear  = "price_premiumplus_year_eur"
)

// stripeMockURL is the stripe-mock that `make test` starts (scripts/with-stripe-mock.sh):
// STRIPE_MOCK_URL, or 127.0.0.1:STRIPE_MOCK_PORT (12111 by default). A test of the Stripe
// calls fails when it is not running: it never passes without talking to it.
func stripeMockURL(t *testing.T) string {
	t.Helper()
	u := os.Getenv("STRIPE_MOCK_URL")
	if u == "" {
		port := os.Getenv("STRIPE_MOCK_PORT")
		if port == "" {
			port = "12111"
		}
		u = "http://127.0.0.1:" + port
	}
	conn, err := net.DialTimeout("tcp", u[len("http://"):], 2*time.Second)
	if err != nil {
		t.Fatalf("stripe-mock is not running at %s: start it with ./scripts/with-stripe-mock.sh (make test does): %v", u, err)
	}
	conn.Close()
	return u
}

// withStripe configures payments against stripe-mock (or base, when given).
func withStripe(t *testing.T, base ...string) apptest.Option {
	api := ""
	if len(base) > 0 {
		api = base[0]
	} else {
		api = stripeMockURL(t)
	}
	return func(c *config.Config) {
		c.Stripe = config.Stripe{SecretKey: "sk_test_123", WebhookSecret: webhookSecret, APIBase: api,
			Prices: []config.StripePrice{{Plan: "premium", Period: "month", Currency: "eur", ID: pricePremiumMonth},
				{Plan: "premium_plus", Period: "month", Currency: "eur", ID: pricePremiumPlusMonth},
				{Plan: "premium_plus", Period: "year", Currency: "eur", ID: pricePremiumPlusYear}}}
	}
}

// newApp is the app with payments on, its configured prices applied as `serve` does.
func newApp(t *testing.T) *apptest.App {
	t.Helper()
	app := apptest.New(t, withStripe(t))
	require.NoError(t, app.Server.Modules.Billing.ApplyConfiguredPrices(context.Background()))
	return app
}

// event is a Stripe event's JSON around an object, created at the given moment.
func event(id, typ string, created time.Time, object any) []byte {
	raw, _ := json.Marshal(map[string]any{"id": id, "object": "event", "type": typ, "created": created.Unix(),
		"api_version": stripe.APIVersion, "livemode": false, "data": map[string]any{"object": object}})
	return raw
}

// deliver posts a payload to the webhook as Stripe does: no cookie, no CSRF token, signed.
func deliver(t *testing.T, app *apptest.App, payload []byte) *apptest.Response {
	t.Helper()
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: webhookSecret})
	return deliverWith(app, payload, signed.Header)
}

func deliverWith(app *apptest.App, payload []byte, signature string) *apptest.Response {
	req, _ := http.NewRequest(http.MethodPost, apptest.BaseURL+"/billing/webhook", bytes.NewReader(payload))
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	if signature != "" {
		req.Header.Set("Stripe-Signature", signature)
	}
	return app.Client().Do(req)
}

// apply delivers events in order and works the jobs they queued.
func apply(t *testing.T, app *apptest.App, payloads ...[]byte) {
	t.Helper()
	for _, p := range payloads {
		res := deliver(t, app, p)
		require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	}
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
}

// subscription is a Stripe subscription object of the user on a price.
func subscription(id string, user uuid.UUID, customer, price, status string, periodEnd time.Time) map[string]any {
	return map[string]any{"id": id, "object": "subscription", "status": status, "customer": customer,
		"cancel_at_period_end": false, "metadata": map[string]string{"user_id": user.String()},
		"items": map[string]any{"object": "list", "data": []any{map[string]any{"id": "si_" + id, "object": "subscription_item",
			"current_period_end": periodEnd.Unix(), "price": map[string]any{"id": price, "object": "price"}}}}}
}

// checkoutSession is a completed Checkout session of the user.
func checkoutSession(user uuid.UUID, customer, sub string) map[string]any {
	return map[string]any{"id": "cs_test_" + user.String()[:8], "object": "checkout.session", "mode": "subscription",
		"client_reference_id": user.String(), "customer": customer, "subscription": sub, "status": "complete"}
}

// invoice is a Stripe invoice of the customer.
func invoice(id string, user uuid.UUID, customer, number, status string, cents int64, created time.Time) map[string]any {
	return map[string]any{"id": id, "object": "invoice", "customer": customer, "number": number, "status": status,
		"amount_paid": cents, "amount_due": cents, "currency": "eur", "created": created.Unix(),
		"hosted_invoice_url": "https://invoice.stripe.com/i/" + id, "invoice_pdf": "https://pay.stripe.com/invoice/" + id + "/pdf",
		"parent": map[string]any{"type": "subscription_details",
			"subscription_details": map[string]any{"metadata": map[string]string{"user_id": user.String()}}}}
}

// count is a number from the database.
func count(t *testing.T, app *apptest.App, sql string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, app.Pool.QueryRow(context.Background(), sql, args...).Scan(&n))
	return n
}

// makePublic gives user an approved, published company profile: a record anyone may read.
func makePublic(t *testing.T, app *apptest.App, user uuid.UUID, name string) uuid.UUID {
	t.Helper()
	ctx := context.Background()
	profiles := app.Server.Modules.Profiles
	id, err := profiles.ProfileIDForUser(ctx, user)
	require.NoError(t, err)
	employees := 12
	company, _ := json.Marshal(profile.Company{CompanyName: name, About: "What " + name + " does.", City: "Cluj",
		Country: "RO", Industry: "energy", Sector: "renewable_energy", Website: "https://example.com", EmployeeCount: &employees})
	rec, err := profiles.Save(ctx, id, &web.User{ID: user}, profile.Patch{Version: 1, Company: company})
	require.NoError(t, err)
	_, err = profiles.Publish(ctx, id, &web.User{ID: user}, rec.Version)
	require.NoError(t, err)
	// Another staff member approves it: nobody decides their own company.
	reviewer := app.CreateUser("reviewer-"+uuid.NewString()+"@example.com", account.RoleModerator)
	require.NoError(t, profiles.Approve(ctx, id, reviewer, rec.Version))
	return id
}
