package account

import (
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// RequireUser lets signed-in users through. A page request from a visitor is redirected to
// sign in (and back afterwards); an API or htmx request gets 401.
func RequireUser() fiber.Handler {
	return func(c fiber.Ctx) error {
		if web.CurrentUser(c.Context()) != nil {
			return c.Next()
		}
		if strings.HasPrefix(c.Path(), "/api/") || c.Method() != fiber.MethodGet {
			return web.Unauthorized()
		}
		next := c.OriginalURL()
		return web.Redirect(c, signInThenTo(next))
	}
}

// RequireRole lets a user through when any one of the roles is held
// (docs/accounts.md#roles); a visitor is asked to sign in first. A request authenticated by an API token never passes, whatever
// its account's roles: administration needs a signed-in session
// (docs/account-security.md#credentials).
func RequireRole(roles ...string) fiber.Handler {
	signIn := RequireUser()
	return func(c fiber.Ctx) error {
		u := web.CurrentUser(c.Context())
		if u == nil {
			return signIn(c)
		}
		if web.ShellFrom(c.Context()).AuthMethod == web.AuthToken {
			return &web.Error{Status: fiber.StatusForbidden, Code: "forbidden", Key: "account.api.token_forbidden"}
		}
		if !u.HasRole(roles...) {
			return web.Forbidden()
		}
		return c.Next()
	}
}

// RedirectSignedIn sends signed-in users away from pages meant for visitors (the
// noauthWithRedirect layout): where a sign-in lands (afterSignIn: ?next= when it is local,
// else the dashboard).
func RedirectSignedIn() fiber.Handler {
	return func(c fiber.Ctx) error {
		if web.CurrentUser(c.Context()) == nil {
			return c.Next()
		}
		return web.Redirect(c, afterSignIn(c, c.Query("next")))
	}
}

// Guards are the guards every module's handler takes in its Deps.Guards (docs/conventions.md,
// "Guards"): any signed-in user, administrators alone, or the staff (administrators and
// moderators).
func Guards() web.Guards {
	return web.Guards{SignedIn: RequireUser(), Admin: RequireRole(RoleAdmin), Staff: RequireRole(AdminRoles...),
		AdminRoles: []string{RoleAdmin}, StaffRoles: AdminRoles}
}
