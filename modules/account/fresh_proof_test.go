package account_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// A new credential (an API token, an authenticator app, a provider to sign in with) needs a
// fresh proof that the owner is at the keyboard, the same as other sensitive changes: the
// password or a current code; a session alone (perhaps left open, perhaps stolen) is not
// enough.

func TestCreatingATokenNeedsAFreshProof(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	res := c.PostForm("/user/profile/tokens", url.Values{"name": {"script"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Enter your current password.", fieldError(res, "tokens-proof"))
	require.Equal(t, "script", res.Find("#f-tokens-name").AttrOr("value", ""), "what was typed is kept")
	res = c.PostForm("/user/profile/tokens", url.Values{"name": {"script"}, "proof": {"wrong"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "This is not your current password.", fieldError(res, "tokens-proof"))
	require.Zero(t, c.Get("/user/profile").Find("[data-testid=token-row]").Length(), "no token was made")

	res = c.PostForm("/user/profile/tokens", url.Values{"name": {"script"}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, 1, c.Get("/user/profile").Find("[data-testid=token-row]").Length())
}

func TestEnrollingOrReplacingAnAuthenticatorNeedsAFreshProof(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	secret := totpSecret(t, c)
	res := c.PostForm("/user/profile/mfa", url.Values{"code": {account.TOTPCode(secret, app.Clock.Now())}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Enter your current password.", fieldError(res, "proof"))
	require.Contains(t, c.Get("/user/profile").Text("[data-testid=mfa-status]"), "off", "nothing was enrolled")

	res = c.PostForm("/user/profile/mfa", url.Values{"code": {account.TOTPCode(secret, app.Clock.Now())}, "proof": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)

	// Replacing the app: the password, or a code from the app in use, proves it.
	app.Clock.Advance(time.Minute)
	next := totpSecret(t, c)
	require.NotEqual(t, secret, next)
	res = c.PostForm("/user/profile/mfa", url.Values{"code": {account.TOTPCode(next, app.Clock.Now())}, "proof": {"000000"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "This is neither your password nor a valid code.", fieldError(res, "proof"))
	res = c.PostForm("/user/profile/mfa", url.Values{"code": {account.TOTPCode(next, app.Clock.Now())},
		"proof": {account.TOTPCode(secret, app.Clock.Now())}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
}

// totpSecret opens the enrolment page and reads the new secret.
func totpSecret(t *testing.T, c *apptest.Client) string {
	t.Helper()
	page := c.Get("/user/profile/mfa")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, 1, page.Find("#f-proof").Length(), "the enrolment form asks for the proof")
	return stripSpaces(page.Text("[data-testid=totp-secret]"))
}

func stripSpaces(s string) string {
	out := []rune{}
	for _, r := range s {
		if r != ' ' {
			out = append(out, r)
		}
	}
	return string(out)
}

func TestLinkingAProviderNeedsAFreshProof(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))

	res := c.Get("/user/profile/connect/google")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/user/profile#methods", res.Header.Get("Location"), "not sent to the provider without a proof")
	require.Contains(t, c.Get("/user/profile").Text(".flash"), "Confirm it is you first")

	res = c.PostForm("/user/profile/connect/google", url.Values{"proof": {"wrong"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "This is not your current password.", fieldError(res, "connect-google-proof"))

	// A proof lasts a few minutes only.
	connectWithProof(t, c, apptest.Password)
	app.Clock.Advance(6 * time.Minute)
	require.Equal(t, "/user/profile#methods", c.Get("/user/profile/connect/google").Header.Get("Location"))

	connectWithProof(t, c, apptest.Password)
	m.QueueUser(user("google-ada", "ada@example.com", true))
	res = roundTrip(t, c, "/user/profile/connect/google")
	require.Equal(t, "/user/profile#methods", res.Header.Get("Location"))
	require.Contains(t, c.Get("/user/profile").Text("#methods"), "Connected as ada@example.com")
	require.Equal(t, "/user/profile#methods", c.Get("/user/profile/connect/google").Header.Get("Location"),
		"the round trip spent the proof")
}

// connectWithProof sends the password (or a code) of the provider row, which then offers to
// continue to the provider.
func connectWithProof(t *testing.T, c *apptest.Client, proof string) {
	t.Helper()
	res := c.PostForm("/user/profile/connect/google", url.Values{"proof": {proof}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := c.Get(res.Header.Get("Location"))
	require.Equal(t, "/user/profile/connect/google", page.Find("[data-testid=continue-google]").AttrOr("href", ""))
}

// An account without a password (it signs in with a provider) proves itself by a recent
// sign-in, as for its other sensitive changes.
func TestWithoutAPasswordARecentSignInIsTheProof(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	id, err := app.Server.Modules.Accounts.Create(context.Background(), account.NewUser{Email: "solo@example.com", Verified: true})
	require.NoError(t, err)
	c := app.Client()
	c.SignInAs(id)
	require.Zero(t, c.Get("/user/profile").Find("#tokens [name=proof]").Length(), "nothing to type")
	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/tokens", url.Values{"name": {"a"}}).StatusCode)
	app.Clock.Advance(16 * time.Minute)
	res := c.PostForm("/user/profile/tokens", url.Values{"name": {"b"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "For your security, sign in again before making this change.", summary(res, "tokens"),
		"with nothing to type, the form's summary says why")
}
