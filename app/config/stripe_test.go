package config

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestStripeSettingsGoTogetherAndPricesAreRead(t *testing.T) {
	t.Setenv("APP_ENV", Development)
	c, err := Load()
	require.NoError(t, err)
	require.False(t, c.Stripe.Enabled(), "no keys: payments off")

	t.Setenv("STRIPE_SECRET_KEY", "sk_test_123")
	_, err = Load()
	require.ErrorContains(t, err, "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together")

	t.Setenv("STRIPE_WEBHOOK_SECRET", "whsec_123")
	t.Setenv("STRIPE_API_BASE", "http://127.0.0.1:12111/")
	t.Setenv("STRIPE_PRICES", "premium/month/eur=price_1Abc, premium_plus/year/usd=price_2Def")
	c, err = Load()
	require.NoError(t, err)
	require.True(t, c.Stripe.Enabled())
	require.Equal(t, "http://127.0.0.1:12111", c.Stripe.APIBase)
	require.Equal(t, []StripePrice{{Plan: "premium", Period: "month", Currency: "eur", ID: "price_1Abc"},
		{Plan: "premium_plus", Period: "year", Currency: "usd", ID: "price_2Def"}}, c.Stripe.Prices)

	for _, bad := range []string{"premium/week/eur=price_1", "premium/month/euro=price_1", "premium=price_1"} {
		t.Setenv("STRIPE_PRICES", bad)
		_, err := Load()
		require.ErrorContains(t, err, "STRIPE_PRICES entries are plan/period/currency=price_id", bad)
	}
	t.Setenv("STRIPE_PRICES", "")
	t.Setenv("STRIPE_API_BASE", "ftp://stripe")
	_, err = Load()
	require.ErrorContains(t, err, "STRIPE_API_BASE must be an http or https address")
}
