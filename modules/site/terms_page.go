package site

import (
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
)

// legalUpdated is when the terms and the privacy notice last changed; change it with them.
var legalUpdated = time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)

// GET /terms: the terms of use.
func (h *Handler) termsPage(c fiber.Ctx) error {
	return contentPage(c, "terms", views.Terms(web.ShellFrom(c.Context()).Loc.Date(legalUpdated)))
}

// csrfCookie is the request forgery token's cookie, named in app/server (newCSRF).
const csrfCookie = "XSRF-TOKEN"

// deviceCookie is the known-device mark the account module sets at sign-in
// (docs/account-security.md#limits).
const deviceCookie = "gc_device"
