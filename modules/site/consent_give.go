package site

import (
	"sort"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/middleware"
	"greenconnect/app/web"
)

// consentKeys are the consents the site asks for (docs/shell.md, "Consent").
var consentKeys = map[string]bool{"cookies": true, "service": true}

// POST /consent: records one consent key in its cookie, so the modal is not rendered again.
func (h *Handler) consentGive(c fiber.Ctx) error {
	key := c.FormValue("key")
	if !consentKeys[key] {
		return web.BadRequest("error.bad_request.text")
	}
	given := web.ShellFrom(c.Context()).Consent
	given[key] = true
	keys := make([]string, 0, len(given))
	for k := range given {
		if consentKeys[k] {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	c.Cookie(&fiber.Cookie{Name: middleware.ConsentCookie, Value: strings.Join(keys, ","), Path: "/",
		MaxAge: int(yearOfCookie.Seconds()), HTTPOnly: true, Secure: h.SecureCookies, SameSite: fiber.CookieSameSiteLaxMode})
	if web.IsHTMX(c) {
		return c.SendStatus(fiber.StatusNoContent)
	}
	return web.Redirect(c, web.LocalPath(c.FormValue("back"), "/"))
}
