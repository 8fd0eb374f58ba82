package config

import (
	"fmt"
	"net/url"
	"os"
	"regexp"
	"strings"
)

// Stripe is the app's Stripe account (docs/billing.md). Without a secret key and a webhook
// secret, payments are off: billing pages say so and only admins' grants change a plan.
type Stripe struct {
	SecretKey     string // STRIPE_SECRET_KEY: sk_test_... or sk_live_...
	WebhookSecret string // STRIPE_WEBHOOK_SECRET: whsec_..., signs the events POSTed to /billing/webhook
	// APIBase is STRIPE_API_BASE: Stripe's API address; tests point it at stripe-mock.
	// Empty is Stripe itself.
	APIBase string
	// Prices are STRIPE_PRICES: "plan/period/currency=price_id" entries, comma separated
	// ("premium/month/eur=price_123"), written over the plans table's price ids at start-up.
	Prices []StripePrice
}

// StripePrice is one entry of STRIPE_PRICES.
type StripePrice struct {
	Plan, Period, Currency, ID string
}

// Enabled reports whether payments through Stripe are set up.
func (s Stripe) Enabled() bool { return s.SecretKey != "" && s.WebhookSecret != "" }

var stripePriceEntry = regexp.MustCompile(`^([a-z_]+)/(month|year)/([a-z]{3})=([A-Za-z0-9_]+)$`)

func loadStripe() (Stripe, error) {
	s := Stripe{SecretKey: os.Getenv("STRIPE_SECRET_KEY"), WebhookSecret: os.Getenv("STRIPE_WEBHOOK_SECRET"),
		APIBase: strings.TrimRight(os.Getenv("STRIPE_API_BASE"), "/")}
	if s.APIBase != "" {
		if u, err := url.Parse(s.APIBase); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return s, fmt.Errorf("STRIPE_API_BASE must be an http or https address, not %q", s.APIBase)
		}
	}
	if (s.SecretKey == "") != (s.WebhookSecret == "") {
		return s, fmt.Errorf("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither")
	}
	for _, e := range list(os.Getenv("STRIPE_PRICES")) {
		m := stripePriceEntry.FindStringSubmatch(e)
		if m == nil {
			return s, fmt.Errorf("STRIPE_PRICES entries are plan/period/currency=price_id (premium/month/eur=price_123), not %q", e)
		}
		s.Prices = append(s.Prices, StripePrice{Plan: m[1], Period: m[2], Currency: m[3], ID: m[4]})
	}
	return s, nil
}
