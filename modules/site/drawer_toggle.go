package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /preferences/drawer: opens or closes the navigation drawer and remembers it.
func (h *Handler) drawerToggle(c fiber.Ctx) error {
	p := web.ShellFrom(c.Context()).Prefs
	p.Drawer = !p.Drawer
	if v := c.FormValue("open"); v != "" {
		p.Drawer = v == "1"
	}
	if err := h.store(c, p); err != nil {
		return err
	}
	if web.IsHTMX(c) || c.Get("X-Requested-With") == "fetch" {
		return c.SendStatus(fiber.StatusNoContent)
	}
	return web.Redirect(c, web.LocalPath(c.FormValue("back"), "/"))
}
