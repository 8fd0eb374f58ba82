package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /consent: records one consent key in its cookie, so its question is not asked again.
func (h *Handler) consentGive(c fiber.Ctx) error {
	key := c.FormValue("key")
	if !isConsentKey(key) {
		return web.BadRequest("error.bad_request.text")
	}
	given := web.ShellFrom(c.Context()).Consent
	given[key] = true
	h.storeConsent(c, given)
	if web.IsHTMX(c) {
		return c.SendStatus(fiber.StatusNoContent)
	}
	return web.Redirect(c, web.LocalPath(c.FormValue("back"), "/"))
}
