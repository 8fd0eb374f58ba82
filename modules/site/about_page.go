package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// GET /about: what Green Connect is and how the rating works.
func (h *Handler) aboutPage(c fiber.Ctx) error {
	ctx := c.Context()
	return templates.Render(c, templates.Page{
		Title:       web.T(ctx, "site.about.title"),
		Description: web.T(ctx, "site.about.lead"),
		Body:        views.About(),
	})
}
