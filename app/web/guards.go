package web

import "github.com/gofiber/fiber/v3"

// AdminGuards are the admin area's route guards and the roles they admit (docs/conventions.md,
// "Admin pages"). They are the account module's (account.AdminGuards()), made once at wiring
// and given to every module's handler the same way, as its Deps.Guards: no module builds
// its own, so the site, which imports no product module, takes them like the others.
type AdminGuards struct {
	// Admin admits administrators only; Staff admits administrators and moderators (the
	// moderators' queues, the admin index).
	Admin, Staff fiber.Handler
	// AdminRoles and StaffRoles are the roles each admits: a NavItem's Roles.
	AdminRoles, StaffRoles []string
}
