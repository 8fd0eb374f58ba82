package site

import (
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/middleware"
)

// ConsentKeys are the consents the site asks for, in the order the settings page lists
// them (docs/shell.md, "Consent"): the cookie notice, and leaving for a service's website.
var ConsentKeys = []string{"cookies", "service"}

// allConsents names every key at once: withdrawing it resets each answer (docs/shell.md,
// "Consent").
const allConsents = "all"

func isConsentKey(k string) bool {
	for _, known := range ConsentKeys {
		if k == known {
			return true
		}
	}
	return false
}

// storeConsent writes the keys given (those known, in a fixed order) into the consent
// cookie; with none left, the cookie is removed and every question is asked again.
func (h *Handler) storeConsent(c fiber.Ctx, given map[string]bool) {
	var keys []string
	for _, k := range ConsentKeys {
		if given[k] {
			keys = append(keys, k)
		}
	}
	ck := &fiber.Cookie{Name: middleware.ConsentCookie, Value: strings.Join(keys, ","), Path: "/",
		MaxAge: int(yearOfCookie.Seconds()), HTTPOnly: true, Secure: h.SecureCookies, SameSite: fiber.CookieSameSiteLaxMode}
	if len(keys) == 0 {
		ck.Value, ck.MaxAge, ck.Expires = "", -1, time.Unix(0, 0)
	}
	c.Cookie(ck)
}
