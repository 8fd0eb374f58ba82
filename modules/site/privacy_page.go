package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/middleware"
	"greenconnect/app/session"
	"greenconnect/app/web"
	"greenconnect/modules/site/views"
)

// GET /privacy: the privacy notice.
func (h *Handler) privacyPage(c fiber.Ctx) error {
	return contentPage(c, "privacy", views.Privacy(views.PrivacyView{
		Updated: web.ShellFrom(c.Context()).Loc.Date(legalUpdated),
		Contact: h.ContactEmail,
		// The names the browser shows, from where they are set.
		Cookies: []views.Cookie{
			{Name: session.CookieName, Purpose: "site.privacy.cookie_session"},
			{Name: csrfCookie, Purpose: "site.privacy.cookie_xsrf"},
			{Name: middleware.PrefsCookie, Purpose: "site.privacy.cookie_prefs"},
			{Name: middleware.ConsentCookie, Purpose: "site.privacy.cookie_consent"},
			{Name: deviceCookie, Purpose: "site.privacy.cookie_device"},
		},
	}))
}
