package site

import (
	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/site/views"
)

// GET /: the landing page.
func (h *Handler) homePage(c fiber.Ctx) error {
	var marquee templ.Component
	if h.Marquee != nil {
		marquee = h.Marquee(c.Context())
	}
	return contentPage(c, "home", views.Home(marquee))
}
