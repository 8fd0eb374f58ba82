package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// GET /: the landing page.
func (h *Handler) homePage(c fiber.Ctx) error {
	ctx := c.Context()
	return templates.Render(c, templates.Page{
		Title:       web.T(ctx, "site.home.title"),
		Description: web.T(ctx, "site.home.lead"),
		Body:        views.Home(),
		NavID:       "home",
	})
}
