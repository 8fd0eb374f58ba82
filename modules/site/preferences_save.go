package site

import (
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/middleware"
	"greenconnect/app/web"
)

const yearOfCookie = 365 * 24 * time.Hour

// POST /preferences: the display preferences. Each field is optional and an invalid value
// keeps the current one: the form has only closed choices, so nothing a person typed is lost.
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
	h.Sessions.AddFlash(ctx, web.Success("shell.prefs.saved"))
	return web.Redirect(c, web.LocalPath(c.FormValue("back"), "/"))
}

// store writes the cookie, and the account when signed in.
func (h *Handler) store(c fiber.Ctx, p web.Prefs) error {
	c.Cookie(&fiber.Cookie{Name: middleware.PrefsCookie, Value: p.Encode(), Path: "/",
		MaxAge: int(yearOfCookie.Seconds()), HTTPOnly: true, Secure: h.SecureCookies, SameSite: fiber.CookieSameSiteLaxMode})
	if u := web.CurrentUser(c.Context()); u != nil && h.SavePrefs != nil {
		return h.SavePrefs(c.Context(), u.ID, p)
	}
	return nil
}
