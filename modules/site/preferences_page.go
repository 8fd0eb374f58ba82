package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// GET /preferences: the display preferences as a page (the header's panel holds the same
// form).
func (h *Handler) preferencesPage(c fiber.Ctx) error {
	ctx := c.Context()
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "shell.prefs.title"),
		Body:  views.Preferences(web.ShellFrom(ctx).Prefs, web.LocalPath(c.Query("back"), "/")),
	})
}
