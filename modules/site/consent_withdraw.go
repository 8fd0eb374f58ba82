package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /consent/withdraw: forgets one consent key, or every one (allConsents), so its
// question is asked again (docs/shell.md, "Consent").
func (h *Handler) consentWithdraw(c fiber.Ctx) error {
	key := c.FormValue("key")
	given := web.ShellFrom(c.Context()).Consent
	switch {
	case key == allConsents:
		clear(given)
	case isConsentKey(key):
		delete(given, key)
	default:
		return web.BadRequest("error.bad_request.text")
	}
	h.storeConsent(c, given)
	return web.Redirect(c, consentSavedPath(key))
}
