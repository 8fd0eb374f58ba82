package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// The admin area's frame (docs/conventions.md, "Admin pages"): /admin lists the admin areas the
// signed-in admin or moderator may reach. Every area is another module's, which registers its
// link in the web.NavAdmin area of its Nav() with the roles it admits; the index and the
// drawer's admin section are built from those registrations.

// AdminPath is the admin area's index; every /admin/<area> below it is its module's.
const AdminPath = "/admin"

// GET /admin: the admin areas this user may reach, from the modules' registrations (a
// moderator sees only the areas that admit moderators: their queues), each with what it is
// for and, for a queue, how many wait (the dashboard's counts).
func (h *Handler) adminIndex(c fiber.Ctx) error {
	ctx := c.Context()
	var m views.AdminIndexPage
	queues, err := h.staffQueues(ctx, web.CurrentUser(ctx))
	if err != nil {
		return err
	}
	for _, it := range web.ShellFrom(ctx).NavItems(web.NavAdmin) {
		if it.Href == AdminPath {
			continue
		}
		a := views.AdminArea{ID: it.ID, Href: it.Href, Label: it.Label, Help: it.Help, Icon: it.Icon}
		for i := range queues {
			if queues[i].Area == it.ID {
				a.Queue = &queues[i]
			}
		}
		m.Areas = append(m.Areas, a)
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "site.admin.index.title"),
		Body: views.AdminIndex(m)})
}
