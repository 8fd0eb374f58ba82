package account_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/oauth2-proxy/mockoidc"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
)

const victim = "victim@example.com"

// squat creates an account for victim's address through a provider identity that does not
// vouch for the email (email_verified=false): the attacker controls the identity, not the
// mailbox. The account waits for its address to be confirmed by mail.
func squat(t *testing.T, app *apptest.App, m *mockoidc.MockOIDC) {
	t.Helper()
	a := app.Client()
	m.QueueUser(user("attacker-sub", victim, false))
	roundTrip(t, a, "/signin/google")
	res := a.PostForm("/signup/complete", url.Values{"company": {"Squat Inc"}, "terms": {"1"}})
	require.Equal(t, "/verify/sent", res.Header.Get("Location"))
}

// attackerSignsIn signs in with the attacker's identity from a fresh browser and says
// whose account that opened ("" for none).
func attackerSignsIn(t *testing.T, app *apptest.App, m *mockoidc.MockOIDC) string {
	t.Helper()
	a := app.Client()
	m.QueueUser(user("attacker-sub", victim, false))
	res := roundTrip(t, a, "/signin/google")
	if loc := res.Header.Get("Location"); loc == "/signin/code" {
		return "(second step)"
	}
	return signedInAs(t, a)
}

// Whatever proves the mailbox drops the identities linked to the account before it: the
// owner of the address gets the account, and the identity that squatted it no longer signs
// in, whichever of the five proofs happened.
func TestAnIdentityLinkedBeforeTheAddressWasProvenDoesNotSurviveTheProof(t *testing.T) {
	t.Parallel()
	proofs := []struct {
		name  string
		prove func(t *testing.T, app *apptest.App, m *mockoidc.MockOIDC)
	}{
		{"the verification link", func(t *testing.T, app *apptest.App, m *mockoidc.MockOIDC) {
			c := app.Client()
			res := confirmEmail(t, c, app.LinkIn(app.LastMailTo(victim), "/verify/"))
			require.Equal(t, http.StatusSeeOther, res.StatusCode)
			set := res.Header.Get("Location")
			require.True(t, strings.HasPrefix(set, "/reset/"), "no way to sign in is left: choose a password (%s)", set)
			require.Contains(t, c.Get(set).Text(".flash"), "Your email address is confirmed. Choose a password")
			require.Equal(t, http.StatusSeeOther, c.PostForm(set, url.Values{"password": {goodPassword}}).StatusCode)
			require.Equal(t, http.StatusSeeOther, signIn(c, victim, goodPassword).StatusCode)
		}},
		{"a password sign-up", func(t *testing.T, app *apptest.App, m *mockoidc.MockOIDC) {
			c := app.Client()
			require.Equal(t, http.StatusSeeOther, signUp(c, victim, goodPassword, "Victim Ltd").StatusCode)
			require.Equal(t, http.StatusSeeOther, confirmEmail(t, c, app.LinkIn(app.LastMailTo(victim), "/verify/")).StatusCode)
			require.Equal(t, http.StatusSeeOther, signIn(c, victim, goodPassword).StatusCode)
		}},
		{"a password reset", func(t *testing.T, app *apptest.App, m *mockoidc.MockOIDC) {
			c := app.Client()
			forgot(t, app, c, victim)
			link := app.LinkIn(app.LastMailTo(victim), "/reset/")
			require.Equal(t, http.StatusSeeOther, c.PostForm(link, url.Values{"password": {goodPassword}}).StatusCode)
			require.Equal(t, http.StatusSeeOther, signIn(c, victim, goodPassword).StatusCode)
		}},
		{"greenconnect admin create", func(t *testing.T, app *apptest.App, m *mockoidc.MockOIDC) {
			_, link, err := app.Server.Modules.Accounts.EnsureRole(context.Background(), audit.System("cli"), victim, account.RoleAdmin)
			require.NoError(t, err)
			require.NotEmpty(t, link, "the operator gets a link to set the password")
		}},
		{"a provider that vouches for the address", func(t *testing.T, app *apptest.App, m *mockoidc.MockOIDC) {
			c := app.Client()
			m.QueueUser(user("victim-sub", victim, true))
			roundTrip(t, c, "/signin/google")
			require.Equal(t, victim, signedInAs(t, c))
		}},
	}
	for _, p := range proofs {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			app, m := oidcApp(t)
			squat(t, app, m)
			require.Empty(t, attackerSignsIn(t, app, m), "before the proof the account cannot sign in at all")
			p.prove(t, app, m)
			require.Empty(t, attackerSignsIn(t, app, m), "after %s the squatting identity no longer signs in", p.name)
			ids, err := app.Server.Modules.Accounts.Identities(context.Background(), mustID(t, app, victim))
			require.NoError(t, err)
			for _, id := range ids {
				require.NotEqual(t, "attacker-sub", id.Subject)
			}
		})
	}
}

// The person who signed up with the provider and confirms the address in the same browser
// keeps the provider: this browser proved both the identity and the mailbox.
func TestTheSameBrowserKeepsItsProviderWhenItConfirms(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	c := app.Client()
	m.QueueUser(user("bea-sub", "bea@example.com", false))
	roundTrip(t, c, "/signin/google")
	c.PostForm("/signup/complete", url.Values{"company": {"Bea Co"}, "terms": {"1"}})
	// Signing in with the provider again before confirming, in this browser, is fine too.
	m.QueueUser(user("bea-sub", "bea@example.com", false))
	require.Equal(t, "/verify/sent", roundTrip(t, c, "/signin/google").Header.Get("Location"))
	res := confirmEmail(t, c, app.LinkIn(app.LastMailTo("bea@example.com"), "/verify/"))
	require.True(t, strings.HasPrefix(res.Header.Get("Location"), "/signin"), res.Header.Get("Location"))

	d := app.Client()
	m.QueueUser(user("bea-sub", "bea@example.com", false))
	roundTrip(t, d, "/signin/google")
	require.Equal(t, "bea@example.com", signedInAs(t, d))
}
