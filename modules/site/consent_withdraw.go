package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /consent/withdraw: forgets one consent key, so its question is asked again
// (docs/shell.md, "Consent").
func (h *Handler) consentWithdraw(c fiber.Ctx) error {
	key := c.FormValue("key")
	if !isConsentKey(key) {
		return web.BadRequest("error.bad_request.text")
	}
	given := web.ShellFrom(c.Context()).Consent
	delete(given, key)
	h.storeConsent(c, given)
	return web.Redirect(c, consentSavedPath(key))
}
