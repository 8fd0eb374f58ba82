package admin

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/admin/views"
	"greenconnect/templates"
)

// GET /admin: the admin areas this user may reach, from the modules' registrations (a
// moderator sees only the areas that admit moderators: their queues).
func (h *Handler) indexPage(c fiber.Ctx) error {
	ctx := c.Context()
	var m views.IndexPage
	for _, it := range web.ShellFrom(ctx).NavItems(web.NavAdmin) {
		if it.Href == IndexPath {
			continue
		}
		m.Areas = append(m.Areas, views.Area{ID: it.ID, Href: it.Href, Label: it.Label, Help: it.Help, Icon: it.Icon})
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "admin.index.title"), Body: views.Index(m)})
}
