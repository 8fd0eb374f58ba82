package site

import (
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/middleware"
	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

const yearOfCookie = 365 * 24 * time.Hour

func (h *Handler) preferencesPage(c fiber.Ctx) error {
	ctx := c.Context()
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "shell.prefs.title"),
		Body:  views.Preferences(web.ShellFrom(ctx).Prefs, web.LocalPath(c.Query("back"), "/")),
	})
}

// preferencesSave stores the preferences. Each field is optional and an invalid value keeps
// the current one: the form has only closed choices, so nothing a person typed is lost.
func (h *Handler) preferencesSave(c fiber.Ctx) error {
	ctx := c.Context()
	sh := web.ShellFrom(ctx)
	p := sh.Prefs
	oldLocale := sh.Loc.Lang
	p.Merge(c.FormValue("palette"), c.FormValue("mode"), c.FormValue("font"), c.FormValue("radius"), c.FormValue("locale"))
	if v := c.FormValue("rtl"); v != "" {
		p.RTL = v == "1"
	}
	if err := h.store(c, p); err != nil {
		return err
	}
	if web.IsHTMX(c) {
		if p.Locale != "" && p.Locale != oldLocale {
			// Every string on the page changes: render it again.
			c.Set("HX-Refresh", "true")
			return c.SendStatus(fiber.StatusNoContent)
		}
		web.AddTrigger(c, "gc:prefs", map[string]any{"palette": p.Palette, "mode": p.Mode,
			"dir": p.Dir(), "font": p.Font, "radius": p.Radius})
		return c.SendStatus(fiber.StatusNoContent)
	}
	h.sessions.AddFlash(ctx, web.Success("shell.prefs.saved"))
	return web.Redirect(c, web.LocalPath(c.FormValue("back"), "/"))
}

// drawerToggle opens or closes the navigation drawer and remembers it.
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

// store writes the cookie, and the account when signed in.
func (h *Handler) store(c fiber.Ctx, p web.Prefs) error {
	c.Cookie(&fiber.Cookie{Name: middleware.PrefsCookie, Value: p.Encode(), Path: "/",
		MaxAge: int(yearOfCookie.Seconds()), HTTPOnly: true, Secure: h.secure, SameSite: fiber.CookieSameSiteLaxMode})
	if u := web.CurrentUser(c.Context()); u != nil && h.savePrefs != nil {
		return h.savePrefs(c.Context(), u.ID, p)
	}
	return nil
}
