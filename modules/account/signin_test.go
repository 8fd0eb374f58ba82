package account_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/modules/account"
)

func TestSignInRenewsTheSessionToken(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	before := c.StartSession() // a session known before sign-in (a visitor's, or a planted one)
	c.Get("/signin")
	require.Equal(t, before, c.Cookie(session.CookieName))

	res := signIn(c, "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/dashboard", res.Header.Get("Location"))
	after := c.Cookie(session.CookieName)
	require.NotEqual(t, before, after, "no session fixation: a token known before sign-in is worthless")

	planted := app.Client()
	planted.SetCookie(session.CookieName, before)
	require.Empty(t, signedInAs(t, planted))
	require.Equal(t, "ada@example.com", signedInAs(t, c))

	var n int
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT count(*) FROM sign_ins WHERE method = 'password'`).Scan(&n))
	require.Equal(t, 1, n, "the sign-in is recorded")
}

func TestWrongPasswordAndUnknownEmailGetTheSameAnswer(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	wrong := signIn(app.Client(), "ada@example.com", "not the password")
	unknown := signIn(app.Client(), "nobody@example.com", "not the password")
	require.Equal(t, http.StatusUnprocessableEntity, wrong.StatusCode)
	require.Equal(t, wrong.StatusCode, unknown.StatusCode)
	require.Equal(t, "The email or password is wrong.", alert(wrong))
	require.Equal(t, alert(wrong), alert(unknown))
	require.Equal(t, "ada@example.com", wrong.Find("#f-email").AttrOr("value", ""), "the email typed is kept")
	require.Empty(t, wrong.Find("#f-password").AttrOr("value", ""), "a refused password is not sent back")

	res := app.Client().PostForm("/signin", url.Values{"email": {""}, "password": {""}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Enter your email address.", fieldError(res, "email"))
	require.Equal(t, "Enter a password.", fieldError(res, "password"))
}

func TestIdleAndAbsoluteTimeouts(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	id := app.CreateUser("ada@example.com")
	c := app.Client()
	c.SignInAs(id)
	app.Clock.Advance(account.IdleTimeout - time.Hour)
	require.Equal(t, "ada@example.com", signedInAs(t, c), "active within the idle timeout")
	app.Clock.Advance(account.IdleTimeout + time.Minute)
	require.Empty(t, signedInAs(t, c), "signed out after a week without a request")

	c = app.Client()
	c.SignInAs(id)
	for elapsed := time.Duration(0); elapsed < account.AbsoluteTimeout; elapsed += 6 * 24 * time.Hour {
		require.Equal(t, "ada@example.com", signedInAs(t, c), "an active session lasts")
		app.Clock.Advance(6 * 24 * time.Hour)
	}
	app.Clock.Advance(time.Minute)
	require.Empty(t, signedInAs(t, c), "but never beyond 30 days from signing in")
}

func TestSignOutAndSignOutEverywhere(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	id := app.CreateUser("ada@example.com")
	laptop, phone := app.Client(), app.Client()
	laptop.SignInAs(id)
	phone.SignInAs(id)

	res := laptop.PostForm("/signout", nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Empty(t, signedInAs(t, laptop))
	require.Equal(t, "ada@example.com", signedInAs(t, phone), "signing out here leaves other devices")

	laptop.SignInAs(id)
	res = laptop.PostForm("/user/profile/signout-everywhere", nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Empty(t, signedInAs(t, laptop))
	require.Empty(t, signedInAs(t, phone))

	// After that, signing in again works (the new epoch is kept by the new session).
	tablet := app.Client()
	require.Equal(t, http.StatusSeeOther, signIn(tablet, "ada@example.com", apptest.Password).StatusCode)
	require.Equal(t, "ada@example.com", signedInAs(t, tablet))
	require.Equal(t, "ada@example.com", signedInAs(t, tablet), "and lasts beyond one request")

	res = tablet.Do(jsonSignOut(tablet))
	require.Equal(t, http.StatusNoContent, res.StatusCode, "the islands' client signs out with fetch")
	require.Empty(t, signedInAs(t, tablet))
}

func jsonSignOut(c *apptest.Client) *http.Request {
	req, _ := http.NewRequest(http.MethodPost, apptest.BaseURL+"/signout", nil)
	req.Header.Set("Accept", "application/json")
	req.Header.Set("X-XSRF-TOKEN", c.Token())
	return req
}

func TestSignedInVisitorsSkipTheSignInPage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	res := c.Get("/signin?next=/about")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/about", res.Header.Get("Location"))
	res = c.Get("/signin?next=https://evil.example/")
	require.Equal(t, "/dashboard", res.Header.Get("Location"), "next never leaves the site: where a sign-in lands")
	for _, page := range []string{"/signin", "/signup"} {
		res = c.Get(page)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, page)
		require.Equal(t, "/dashboard", res.Header.Get("Location"), page)
	}
}

// guarded is a bare app whose requests come from u (nil: a visitor), behind guard.
func guarded(u *web.User, guard fiber.Handler) *fiber.App {
	app := fiber.New(fiber.Config{ErrorHandler: func(c fiber.Ctx, err error) error {
		return c.SendStatus(web.AsError(err).Status)
	}})
	app.Use(func(c fiber.Ctx) error {
		c.SetContext(web.WithShell(c.Context(), &web.Shell{User: u}))
		return c.Next()
	})
	app.Get("/area", guard, func(c fiber.Ctx) error { return c.SendString("inside") })
	app.Get("/api/area", guard, func(c fiber.Ctx) error { return c.SendString("inside") })
	return app
}

func status(t *testing.T, app *fiber.App, path string) (int, string) {
	res, err := app.Test(httptest.NewRequest(http.MethodGet, path, nil))
	require.NoError(t, err)
	return res.StatusCode, res.Header.Get("Location")
}

func TestRoles(t *testing.T) {
	t.Parallel()
	admin := &web.User{Email: "a@example.com", Roles: []string{account.RoleAdmin}}
	mod := &web.User{Email: "m@example.com", Roles: []string{account.RoleModerator}}
	company := &web.User{Email: "c@example.com", Roles: []string{}}
	adminOnly := account.RequireRole(account.RoleAdmin)
	moderation := account.RequireRole(account.RoleAdmin, account.RoleModerator)

	code, _ := status(t, guarded(admin, adminOnly), "/area")
	require.Equal(t, http.StatusOK, code)
	code, _ = status(t, guarded(mod, adminOnly), "/area")
	require.Equal(t, http.StatusForbidden, code)
	code, _ = status(t, guarded(mod, moderation), "/area")
	require.Equal(t, http.StatusOK, code, "any one of the roles is enough (docs/accounts.md#roles)")
	code, _ = status(t, guarded(admin, moderation), "/area")
	require.Equal(t, http.StatusOK, code)
	code, _ = status(t, guarded(company, moderation), "/area")
	require.Equal(t, http.StatusForbidden, code)
	code, loc := status(t, guarded(nil, adminOnly), "/area?x=1")
	require.Equal(t, http.StatusSeeOther, code, "a visitor is asked to sign in")
	require.Equal(t, "/signin?next=%2Farea%3Fx%3D1", loc)
	code, _ = status(t, guarded(nil, adminOnly), "/api/area")
	require.Equal(t, http.StatusUnauthorized, code, "the API answers 401")
	code, _ = status(t, guarded(company, account.RequireUser()), "/area")
	require.Equal(t, http.StatusOK, code)
}

func TestRolesReachTheShellUser(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	var me struct {
		Roles []string `json:"roles"`
	}
	c.JSON(http.MethodGet, "/api/account/me", nil).DecodeJSON(&me)
	require.Equal(t, []string{account.RoleAdmin}, me.Roles)
}

func TestEnsureRoleCreatesOrPromotes(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	accounts := app.Server.Modules.Accounts
	app.CreateUser("ops@example.com")

	created, link, err := accounts.EnsureRole(ctx, audit.System("cli"), "OPS@example.com", account.RoleAdmin)
	require.NoError(t, err)
	require.False(t, created)
	require.Empty(t, link)
	u, err := accounts.ByEmail(ctx, "ops@example.com")
	require.NoError(t, err)
	require.Equal(t, []string{account.RoleAdmin}, u.Roles)
	_, _, err = accounts.EnsureRole(ctx, audit.System("cli"), "ops@example.com", account.RoleAdmin)
	require.NoError(t, err)
	u, _ = accounts.ByEmail(ctx, "ops@example.com")
	require.Equal(t, []string{account.RoleAdmin}, u.Roles, "promoting twice adds the role once")
	got := entries(t, app, u.ID)
	require.Len(t, got, 1, "the command line's change is audited, once: the second changed nothing")
	require.Equal(t, "account.user.roles", got[0].Entry.Action)
	require.Equal(t, "cli", got[0].Actor.Label)
	require.Equal(t, audit.Pair{Before: `[]`, After: `["admin"]`}, got[0].Changes["roles"])

	created, link, err = accounts.EnsureRole(ctx, audit.System("cli"), "new-admin@example.com", account.RoleAdmin)
	require.NoError(t, err)
	require.True(t, created)
	u, err = accounts.ByEmail(ctx, "new-admin@example.com")
	require.NoError(t, err)
	require.Equal(t, "account.user.create", entries(t, app, u.ID)[0].Entry.Action)
	c := app.Client()
	require.Equal(t, http.StatusOK, c.Get(link).StatusCode, "the operator gets a link to set the password")
	require.Equal(t, http.StatusSeeOther, c.PostForm(link, url.Values{"password": {goodPassword}}).StatusCode)
	require.Equal(t, http.StatusSeeOther, signIn(c, "new-admin@example.com", goodPassword).StatusCode)

	_, _, err = accounts.EnsureRole(ctx, audit.System("cli"), "not an email", account.RoleAdmin)
	require.Error(t, err)
	_, _, err = accounts.EnsureRole(ctx, audit.System("cli"), "x@example.com", "superuser")
	require.Error(t, err)
}
