package config

import (
	"net/netip"
	"testing"

	"github.com/stretchr/testify/require"
)

// settings are every variable Load reads that these tests set; each test starts from none.
var settings = []string{"APP_ENV", "DATABASE_URL", "SESSION_SECRET", "BASE_URL", "SMTP_URL", "DEMO_DATA",
	"TLS_TERMINATED_UPSTREAM", "TRUSTED_PROXIES", "HOST", "PORT", "CONTACT_EMAIL", "DATABASE_REPLICA_URLS"}

// env sets a clean environment with the given variables.
func env(t *testing.T, vars map[string]string) {
	for _, name := range settings {
		t.Setenv(name, vars[name])
	}
}

func production() map[string]string {
	return map[string]string{"APP_ENV": Production, "DATABASE_URL": "postgres://db.internal/greenconnect",
		"SESSION_SECRET": "a-production-secret-of-32-characters+", "BASE_URL": "https://greenconnect.example",
		"SMTP_URL": "smtps://mailer:secret@smtp.example:465"}
}

func without(vars map[string]string, name string) map[string]string {
	out := map[string]string{}
	for k, v := range vars {
		if k != name {
			out[k] = v
		}
	}
	return out
}

func TestProductionRefusesToStartWithoutEachRequiredSetting(t *testing.T) {
	env(t, production())
	c, err := Load()
	require.NoError(t, err, "a complete production configuration starts")
	require.True(t, c.SecureCookies())

	for _, name := range []string{"DATABASE_URL", "SESSION_SECRET", "BASE_URL", "SMTP_URL"} {
		env(t, without(production(), name))
		_, err := Load()
		require.ErrorContains(t, err, "production mode needs "+name, "without %s", name)
	}
	vars := production()
	vars["SESSION_SECRET"] = "too-short"
	env(t, vars)
	_, err = Load()
	require.ErrorContains(t, err, "SESSION_SECRET must be at least 32 characters in production")

	vars = production()
	vars["DEMO_DATA"] = "true"
	env(t, vars)
	_, err = Load()
	require.ErrorContains(t, err, "DEMO_DATA cannot be enabled in production")
}

func TestStagingRefusesToStartWithoutItsOwnSessionSecret(t *testing.T) {
	for secret, want := range map[string]string{
		"":                "staging mode needs SESSION_SECRET",
		"short":           "SESSION_SECRET must be at least 32 characters in staging",
		developmentSecret: "not the development one",
		"staging-secret-of-32-characters-or-more": "",
	} {
		env(t, map[string]string{"APP_ENV": Staging, "SESSION_SECRET": secret})
		c, err := Load()
		if want == "" {
			require.NoError(t, err)
			require.Equal(t, secret, c.SessionSecret)
			continue
		}
		require.ErrorContains(t, err, want, "secret %q", secret)
	}
	// Development and tests keep working without one.
	env(t, map[string]string{"APP_ENV": Development})
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, developmentSecret, c.SessionSecret)
}

func TestProductionRefusesAPlainHTTPBaseURLUnlessTLSEndsInFront(t *testing.T) {
	vars := production()
	vars["BASE_URL"] = "http://greenconnect.example"
	env(t, vars)
	_, err := Load()
	require.ErrorContains(t, err, "BASE_URL must be an https address in production")

	vars["TLS_TERMINATED_UPSTREAM"] = "true"
	env(t, vars)
	c, err := Load()
	require.NoError(t, err)
	require.True(t, c.SecureCookies(), "visitors use https: cookies stay Secure")
	require.Equal(t, []string{"http://greenconnect.example", "https://greenconnect.example"}, c.Origins(),
		"the browser's https origin passes the CSRF check")

	vars["TLS_TERMINATED_UPSTREAM"] = "maybe"
	env(t, vars)
	_, err = Load()
	require.ErrorContains(t, err, "TLS_TERMINATED_UPSTREAM must be true or false")

	env(t, map[string]string{"APP_ENV": Development, "BASE_URL": "greenconnect.example"})
	_, err = Load()
	require.ErrorContains(t, err, "BASE_URL must be an http or https address", "in every environment")

	env(t, map[string]string{"APP_ENV": Development})
	c, err = Load()
	require.NoError(t, err)
	require.False(t, c.SecureCookies(), "plain http in development")
}

func TestTrustedProxiesAreAddressesOrRanges(t *testing.T) {
	env(t, map[string]string{"TRUSTED_PROXIES": "10.0.0.0/8, 192.0.2.10,2001:db8::/32, ::ffff:192.0.2.11"})
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.0.2.10/32"),
		netip.MustParsePrefix("2001:db8::/32"), netip.MustParsePrefix("192.0.2.11/32")}, c.TrustedProxies)
	require.Equal(t, []string{"10.0.0.0/8", "192.0.2.10/32", "2001:db8::/32", "192.0.2.11/32"}, c.TrustedProxyList())

	for _, bad := range []string{"10.0.0.0/33", "proxy.internal", "10.0.0.1, nope"} {
		env(t, map[string]string{"TRUSTED_PROXIES": bad})
		_, err := Load()
		require.ErrorContains(t, err, "TRUSTED_PROXIES:", bad)
	}
}

func TestReplicaURLsAreReadAndAWrongOneStopsTheStartWithoutShowingIt(t *testing.T) {
	env(t, map[string]string{"DATABASE_REPLICA_URLS": " postgres://app:pw@replica-1:5432/gc, postgresql://replica-2/gc "})
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, []string{"postgres://app:pw@replica-1:5432/gc", "postgresql://replica-2/gc"}, c.DatabaseReplicaURLs)

	env(t, map[string]string{"DATABASE_REPLICA_URLS": "postgres://app:pw@replica-1/gc host=replica-2 password=secret"})
	_, err = Load()
	require.EqualError(t, err, "DATABASE_REPLICA_URLS: entry 2 is not a postgres://host/database address")
	require.NotContains(t, err.Error(), "secret")

	env(t, nil)
	c, err = Load()
	require.NoError(t, err)
	require.Empty(t, c.DatabaseReplicaURLs, "unset: no replica, every read on the primary")
}
