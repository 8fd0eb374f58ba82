package web

import "github.com/gofiber/fiber/v3"

// Guards are the route guards and the roles they admit (docs/conventions.md, "Guards"). They
// are the account module's (account.Guards()), made once at wiring and given to every
// module's handler the same way, as its Deps.Guards: no module builds its own, so the site,
// which imports no product module, takes them like the others.
type Guards struct {
	// SignedIn admits any signed-in user: a visitor's page request is sent to sign in and
	// back, an API, htmx or form request gets 401.
	SignedIn fiber.Handler
	// Admin admits administrators only; Staff admits administrators and moderators (the
	// moderators' queues, the admin index).
	Admin, Staff fiber.Handler
	// AdminRoles and StaffRoles are the roles each admits: a NavItem's Roles, a check of
	// what a signed-in user may see on a shared page.
	AdminRoles, StaffRoles []string
}
