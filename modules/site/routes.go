package site

import "github.com/gofiber/fiber/v3"

// Routes registers every route of the module.
func (h *Handler) Routes(r fiber.Router) {
	r.Get("/", h.home)
	r.Get("/about", h.about)
	r.Get("/terms", h.terms)
	r.Get("/privacy", h.privacy)
	r.Get("/preferences", h.preferencesPage)
	r.Post("/preferences", h.preferencesSave)
	r.Post("/preferences/drawer", h.drawerToggle)
	r.Post("/consent", h.consentGive)
}
