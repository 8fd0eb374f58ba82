package site

import (
	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/site/views"
)

// GET /: the landing page.
func (h *Handler) homePage(c fiber.Ctx) error {
	var marquee templ.Component
	var tags []string
	if h.Marquee != nil {
		marquee, tags = h.Marquee(c.Context()), []string{h.MarqueeTag}
	}
	return contentPage(c, "home", views.Home(marquee), tags...)
}
