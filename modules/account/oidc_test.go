package account_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/oauth2-proxy/mockoidc"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
	"greenconnect/modules/account"
)

// oidcApp is the app with "Google" pointing at an in-process OpenID Connect provider.
func oidcApp(t *testing.T) (*apptest.App, *mockoidc.MockOIDC) {
	t.Helper()
	m, err := mockoidc.Run()
	require.NoError(t, err)
	t.Cleanup(func() { _ = m.Shutdown() })
	cfg := m.Config()
	app := apptest.New(t, func(c *config.Config) {
		c.Google = config.OIDCClient{ClientID: cfg.ClientID, ClientSecret: cfg.ClientSecret, IssuerURL: cfg.Issuer}
	})
	return app, m
}

// roundTrip follows the provider's redirects as a browser would: to the provider, which
// signs the queued user in at once, and back to the app's callback, whose answer it returns.
func roundTrip(t *testing.T, c *apptest.Client, start string) *apptest.Response {
	t.Helper()
	res := c.Get(start)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	authURL := res.Header.Get("Location")
	q, _ := url.Parse(authURL)
	require.Equal(t, "S256", q.Query().Get("code_challenge_method"), "PKCE")
	require.NotEmpty(t, q.Query().Get("nonce"))
	require.NotEmpty(t, q.Query().Get("state"))
	browser := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	pres, err := browser.Get(authURL)
	require.NoError(t, err)
	pres.Body.Close()
	back := pres.Header.Get("Location")
	require.True(t, strings.HasPrefix(back, apptest.BaseURL+"/signin/google/callback?"), back)
	return c.Get(strings.TrimPrefix(back, apptest.BaseURL))
}

func user(sub, email string, verified bool) *mockoidc.MockUser {
	return &mockoidc.MockUser{Subject: sub, Email: email, EmailVerified: verified, PreferredUsername: "ada"}
}

func TestSignUpWithGoogle(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	c := app.Client()
	page := c.Get("/signin")
	require.Equal(t, "/signin/google", page.Find("a[data-provider=google]").AttrOr("href", ""), "a GET link, not a form (CSP form-action)")
	require.Zero(t, page.Find("a[data-provider=microsoft]").Length(), "a provider without settings is hidden")

	m.QueueUser(user("google-ada", "ada@example.com", true))
	res := roundTrip(t, c, "/signin/google")
	require.Equal(t, "/signup/complete", res.Header.Get("Location"))
	form := c.Get("/signup/complete")
	require.Contains(t, form.Text("main p"), "ada@example.com")

	res = c.PostForm("/signup/complete", url.Values{"company": {"Acme Green"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please accept the terms of use to create an account.", fieldError(res, "terms"))
	require.Equal(t, "Acme Green", res.Find("#f-company").AttrOr("value", ""))

	res = c.PostForm("/signup/complete", url.Values{"company": {"Acme Green"}, "terms": {"1"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "ada@example.com", signedInAs(t, c), "the provider vouched for the email")
	var method string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT method FROM sign_ins`).Scan(&method))
	require.Equal(t, "google", method)

	// Next time the identity signs in at once.
	d := app.Client()
	m.QueueUser(user("google-ada", "ada@example.com", true))
	res = roundTrip(t, d, "/signin/google")
	require.Equal(t, "/dashboard", res.Header.Get("Location"))
	require.Equal(t, "ada@example.com", signedInAs(t, d))
}

func TestAnExistingAccountIsLinkedOnlyAfterProvingControl(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	m.QueueUser(user("google-ada", "ADA@example.com", true))
	res := roundTrip(t, c, "/signin/google")
	require.True(t, strings.HasPrefix(res.Header.Get("Location"), "/signin"))
	require.Empty(t, signedInAs(t, c), "a matching email is not enough")
	page := c.Get("/signin")
	require.Contains(t, page.Text("[data-testid=link-notice]"), "Sign in to it once with your password to add Google")
	require.Equal(t, "ADA@example.com", page.Find("#f-email").AttrOr("value", ""))
	ids, err := app.Server.Modules.Accounts.Identities(context.Background(), mustID(t, app, "ada@example.com"))
	require.NoError(t, err)
	require.Empty(t, ids)

	res = signIn(c, "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, c.Get("/").Text(".flash"), "You can now sign in with Google.")
	require.Equal(t, "A new way to sign in to Green Connect", app.LastMailTo("ada@example.com").Subject)

	d := app.Client()
	m.QueueUser(user("google-ada", "ada@example.com", true))
	roundTrip(t, d, "/signin/google")
	require.Equal(t, "ada@example.com", signedInAs(t, d))
}

func TestAVerifiedProviderEmailClaimsAnUnverifiedAccount(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	signUp(app.Client(), "ada@example.com", "squatter password", "Squatter")
	c := app.Client()
	m.QueueUser(user("google-ada", "ada@example.com", true))
	res := roundTrip(t, c, "/signin/google")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "ada@example.com", signedInAs(t, c))
	require.Equal(t, http.StatusUnprocessableEntity, signIn(app.Client(), "ada@example.com", "squatter password").StatusCode,
		"the password nobody proved is gone")
}

func TestAnUnverifiedProviderEmailMustBeConfirmedByMail(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	c := app.Client()
	m.QueueUser(user("ms-like", "bea@example.com", false))
	roundTrip(t, c, "/signin/google")
	res := c.PostForm("/signup/complete", url.Values{"company": {"Bea Co"}, "terms": {"1"}})
	require.Equal(t, "/verify/sent", res.Header.Get("Location"))
	require.Empty(t, signedInAs(t, c))
	link := app.LinkIn(app.LastMailTo("bea@example.com"), "/verify/")
	require.Equal(t, http.StatusSeeOther, confirmEmail(t, c, link).StatusCode)
	m.QueueUser(user("ms-like", "bea@example.com", false))
	roundTrip(t, c, "/signin/google")
	require.Equal(t, "bea@example.com", signedInAs(t, c))
}

func TestForgedOrStaleCallbacksAreRefused(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	c := app.Client()
	res := c.Get("/signin/google/callback?code=x&state=y")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, c.Get("/signin").Text(".flash"), "This sign-in was interrupted or took too long")

	m.QueueUser(user("sub", "x@example.com", true))
	start := c.Get("/signin/google").Header.Get("Location")
	q, _ := url.Parse(start)
	state := q.Query().Get("state")
	c.Get("/signin/google/callback?code=whatever&state=" + url.QueryEscape(state+"x"))
	require.Contains(t, c.Get("/signin").Text(".flash"), "interrupted", "a wrong state is refused")

	c.Get("/signin/google")
	app.Client().Get("/signin/google/callback?code=x&state=" + url.QueryEscape(state))
	require.Empty(t, signedInAs(t, app.Client()), "another browser cannot finish this one's sign-in")

	start = c.Get("/signin/google").Header.Get("Location")
	q, _ = url.Parse(start)
	c.Get("/signin/google/callback?error=access_denied&state=" + url.QueryEscape(q.Query().Get("state")))
	require.Contains(t, c.Get("/signin").Text(".flash"), "Signing in with Google was cancelled.")

	c.Get("/signin/microsoft")
	require.Contains(t, c.Get("/signin").Text(".flash"), "This sign-in method is not available.")
}

func TestLinkAndUnlinkFromSettings(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	ctx := context.Background()
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	require.Contains(t, c.Get("/user/profile").Text("#methods"), "Not connected")

	connectWithProof(t, c, apptest.Password)
	m.QueueUser(user("google-work", "ada.work@example.org", true))
	res := roundTrip(t, c, "/user/profile/connect/google")
	require.Equal(t, "/user/profile#methods", res.Header.Get("Location"))
	require.Contains(t, c.Get("/user/profile").Text("#methods"), "Connected as ada.work@example.org", "a signed-in user links any identity")

	other := app.Client()
	other.SignInAs(app.CreateUser("bob@example.com"))
	connectWithProof(t, other, apptest.Password)
	m.QueueUser(user("google-work", "ada.work@example.org", true))
	roundTrip(t, other, "/user/profile/connect/google")
	require.Contains(t, other.Get("/user/profile").Text(".flash"), "already connected to another Green Connect account")

	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/methods/google/remove", nil).StatusCode)
	ids, _ := app.Server.Modules.Accounts.Identities(ctx, mustID(t, app, "ada@example.com"))
	require.Empty(t, ids)
}

func TestTheLastSignInMethodCannotBeRemoved(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	c := app.Client()
	m.QueueUser(user("only", "solo@example.com", true))
	roundTrip(t, c, "/signin/google")
	c.PostForm("/signup/complete", url.Values{"company": {"Solo"}, "terms": {"1"}})
	require.Equal(t, "solo@example.com", signedInAs(t, c))
	c.PostForm("/user/profile/methods/google/remove", nil)
	require.Contains(t, c.Get("/user/profile").Text(".flash"), "This is your only way to sign in.")
	ids, _ := app.Server.Modules.Accounts.Identities(context.Background(), mustID(t, app, "solo@example.com"))
	require.Len(t, ids, 1)

	// Without a password, a recent sign-in stands in for it.
	res := c.PostForm("/user/profile/password", url.Values{"password": {goodPassword}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, http.StatusSeeOther, signIn(app.Client(), "solo@example.com", goodPassword).StatusCode)
}

func TestASecondFactorAppliesToProviderSignIns(t *testing.T) {
	t.Parallel()
	app, m := oidcApp(t)
	id := app.CreateUser("ada@example.com")
	c := app.Client()
	c.SignInAs(id)
	connectWithProof(t, c, apptest.Password)
	m.QueueUser(user("google-ada", "ada@example.com", true))
	roundTrip(t, c, "/user/profile/connect/google")
	secret, _ := enrol(t, app, c)

	d := app.Client()
	m.QueueUser(user("google-ada", "ada@example.com", true))
	res := roundTrip(t, d, "/signin/google")
	require.Equal(t, "/signin/code", res.Header.Get("Location"))
	require.Empty(t, signedInAs(t, d))
	d.PostForm("/signin/code", url.Values{"code": {account.TOTPCode(secret, app.Clock.Now().Add(30e9))}})
	require.Equal(t, "ada@example.com", signedInAs(t, d))
}

func mustID(t *testing.T, app *apptest.App, email string) uuid.UUID {
	u, err := app.Server.Modules.Accounts.ByEmail(context.Background(), email)
	require.NoError(t, err)
	return u.ID
}
