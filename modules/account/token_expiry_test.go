package account_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/gofiber/fiber/v3"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/web"
	"greenconnect/modules/account"
)

// newToken creates a token with the password as proof and the given expiry choice ("" for
// the form's default) and returns its secret.
func newToken(t *testing.T, c *apptest.Client, name, expires string) string {
	t.Helper()
	form := url.Values{"name": {name}, "proof": {apptest.Password}}
	if expires != "" {
		form.Set("expires", expires)
	}
	res := c.PostForm("/user/profile/tokens", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	return c.Get("/user/profile").Find("[data-testid=new-token] input").AttrOr("value", "")
}

func TestTokensExpireAsChosenAtCreation(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	id := app.CreateUser("ada@example.com")
	c.SignInAs(id)
	page := c.Get("/user/profile")
	require.Equal(t, "90", page.Find("#f-tokens-expires option[selected]").AttrOr("value", ""), "90 days unless chosen otherwise")
	require.Equal(t, 4, page.Find("#f-tokens-expires option").Length())

	res := c.PostForm("/user/profile/tokens", url.Values{"name": {"x"}, "proof": {apptest.Password}, "expires": {"100000"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Choose one of the offered lifetimes.", fieldError(res, "tokens-expires"))

	month := newToken(t, c, "monthly report", "30")
	quarter := newToken(t, c, "default", "")
	rows := tokenRows(t, c)
	require.Contains(t, rows["monthly report"], "December 22, 2026", "the list says when each expires")
	require.Contains(t, rows["default"], "February 20, 2027")

	app.Clock.Advance(30*24*time.Hour - time.Second)
	require.Equal(t, http.StatusOK, bearer(t, app, http.MethodGet, "/api/account/me", month, nil).StatusCode)
	app.Clock.Advance(time.Second)
	res = bearer(t, app, http.MethodGet, "/api/account/me", month, nil)
	require.Equal(t, http.StatusUnauthorized, res.StatusCode, "an expired token is refused")
	var e apiErr
	res.DecodeJSON(&e)
	require.Equal(t, "invalid-user-token", e.Error.Code)
	require.Equal(t, http.StatusOK, bearer(t, app, http.MethodGet, "/api/account/me", quarter, nil).StatusCode)
	c = app.Client() // a month on, the first session has ended
	c.SignInAs(id)
	require.Contains(t, tokenRows(t, c)["monthly report"], "Expired on December 22, 2026", "an expired token stays listed until revoked")
}

func TestAPasswordResetAndSignOutEverywhereRevokeTokens(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	before := newToken(t, c, "old script", "")
	forgot(t, app, app.Client(), "ada@example.com")
	link := app.LinkIn(app.LastMailTo("ada@example.com"), "/reset/")
	require.Equal(t, http.StatusSeeOther, app.Client().PostForm(link, url.Values{"password": {goodPassword}}).StatusCode)
	require.Equal(t, http.StatusUnauthorized, bearer(t, app, http.MethodGet, "/api/account/me", before, nil).StatusCode,
		"whoever made a token with the old password loses it")

	c = app.Client()
	require.Equal(t, http.StatusSeeOther, signIn(c, "ada@example.com", goodPassword).StatusCode)
	form := url.Values{"name": {"new script"}, "proof": {goodPassword}}
	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/tokens", form).StatusCode)
	after := c.Get("/user/profile").Find("[data-testid=new-token] input").AttrOr("value", "")
	require.Equal(t, http.StatusOK, bearer(t, app, http.MethodGet, "/api/account/me", after, nil).StatusCode)
	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/signout-everywhere", nil).StatusCode)
	require.Contains(t, c.Get("/signin").Text(".flash"), "your API tokens were revoked")
	require.Equal(t, http.StatusUnauthorized, bearer(t, app, http.MethodGet, "/api/account/me", after, nil).StatusCode)
}

// tokenRows is the settings page's token list: each row's text by token name.
func tokenRows(t *testing.T, c *apptest.Client) map[string]string {
	t.Helper()
	out := map[string]string{}
	c.Get("/user/profile").Find("[data-testid=token-row]").Each(func(_ int, row *goquery.Selection) {
		name := strings.TrimSpace(row.Find("th").Contents().First().Text())
		out[name] = row.Text()
	})
	return out
}

// guardedByToken is guarded's app with u authenticated by an API token.
func guardedByToken(u *web.User, guard fiber.Handler) *fiber.App {
	app := fiber.New(fiber.Config{ErrorHandler: func(c fiber.Ctx, err error) error {
		return c.SendStatus(web.AsError(err).Status)
	}})
	app.Use(func(c fiber.Ctx) error {
		c.SetContext(web.WithShell(c.Context(), &web.Shell{User: u, AuthMethod: web.AuthToken}))
		return c.Next()
	})
	app.Get("/api/area", guard, func(c fiber.Ctx) error { return c.SendString("inside") })
	return app
}

// A token acts for its account, but never as an admin or moderator: the role guard refuses
// it, whichever route it guards.
func TestATokenNeverPassesARoleGuard(t *testing.T) {
	t.Parallel()
	admin := &web.User{Email: "a@example.com", Roles: []string{account.RoleAdmin, account.RoleModerator}}
	guard := account.RequireRole(account.RoleAdmin, account.RoleModerator)
	code, _ := status(t, guarded(admin, guard), "/api/area")
	require.Equal(t, http.StatusOK, code, "signed in, the admin passes")
	code, _ = status(t, guardedByToken(admin, guard), "/api/area")
	require.Equal(t, http.StatusForbidden, code, "with a token, never")

	full := apptest.New(t)
	c := full.Client()
	c.SignInAs(full.CreateUser("admin@example.com", account.RoleAdmin))
	token := newToken(t, c, "admin script", "")
	res := bearer(t, full, http.MethodPost, "/api/greenRating", token, map[string]any{"version": 2})
	require.Equal(t, http.StatusForbidden, res.StatusCode, res.Body)
	var e apiErr
	res.DecodeJSON(&e)
	require.Equal(t, "API tokens cannot be used for administration. Sign in to do this.", e.Error.Message)
	require.Equal(t, http.StatusUnprocessableEntity, c.JSON(http.MethodPost, "/api/greenRating", map[string]any{"version": 2}).StatusCode,
		"the same admin signed in passes the guard")
}
