package config

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestContactEmailMustBeAPlainAddress(t *testing.T) {
	t.Setenv("APP_ENV", Development)
	t.Setenv("CONTACT_EMAIL", "privacy@example.com")
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, "privacy@example.com", c.ContactEmail)

	for _, bad := range []string{"not an address", "Privacy <privacy@example.com>"} {
		t.Setenv("CONTACT_EMAIL", bad)
		_, err := Load()
		require.ErrorContains(t, err, "CONTACT_EMAIL must be a plain email address", bad)
	}
}

// The public API's rate is a count, not a port: make bench raises it far above 65535.
func TestPublicAPIRateIsACountFromOneToABillion(t *testing.T) {
	t.Setenv("APP_ENV", Development)
	t.Setenv("PUBLIC_API_PER_MINUTE", "100000000")
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, 100_000_000, c.PublicAPIPerMinute)

	for _, bad := range []string{"0", "-1", "ten", "1000000001"} {
		t.Setenv("PUBLIC_API_PER_MINUTE", bad)
		_, err := Load()
		require.ErrorContains(t, err, "PUBLIC_API_PER_MINUTE must be a whole number from 1 to 1000000000", bad)
	}
}

// The SMS rules: countries as two-letter codes, a daily budget as a count.
func TestSMSCountriesAndDailyLimit(t *testing.T) {
	t.Setenv("APP_ENV", Development)
	t.Setenv("SMS_COUNTRIES", " ro, de,GB ")
	t.Setenv("SMS_DAILY_LIMIT", "50")
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, []string{"RO", "DE", "GB"}, c.SMS.Countries)
	require.Equal(t, 50, c.SMS.DailyLimit)

	for _, bad := range []string{"Romania", "R1", "DE;FR", "+40"} {
		t.Setenv("SMS_COUNTRIES", bad)
		_, err := Load()
		require.ErrorContains(t, err, "SMS_COUNTRIES must be two-letter country codes", bad)
	}
	t.Setenv("SMS_COUNTRIES", "")
	t.Setenv("SMS_DAILY_LIMIT", "0")
	_, err = Load()
	require.ErrorContains(t, err, "SMS_DAILY_LIMIT must be a whole number")
}
