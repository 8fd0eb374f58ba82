package account

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/templates"
)

// The steps every way of signing in shares: the password form, the second step's code and
// the providers' round trips all end here.

// client is who is asking, for the history and the letters a sign-in sends.
func client(c fiber.Ctx) Client {
	return Client{UserAgent: c.Get(fiber.HeaderUserAgent), IP: c.IP(), Lang: pageLang(c)}
}

// firstFactorDone continues a sign-in whose first factor (password or provider) is proven.
func (h *Handler) firstFactorDone(c fiber.Ctx, userID uuid.UUID, method, next string) error {
	needsCode, res, err := h.Service.BeginSignIn(c.Context(), userID, method, next, client(c))
	if err != nil {
		return err
	}
	if needsCode {
		return web.Redirect(c, challengePath)
	}
	if err := h.signedIn(c, userID, res); err != nil {
		return err
	}
	return web.Redirect(c, afterSignIn(c, next))
}

// signedIn is what every completed sign-in does to the browser, whatever the method: the
// device is marked as one the account signs in from (docs/account-security.md). The session
// was renewed, and with it the CSRF token derived from it (app/middleware/csrf.go).
func (h *Handler) signedIn(c fiber.Ctx, userID uuid.UUID, res SignInResult) error {
	if err := h.markDevice(c, userID); err != nil {
		return err
	}
	if res.Linked != "" {
		h.Sessions.AddFlash(c.Context(), web.Flash{Key: "account.link.done", Severity: "success",
			Data: map[string]any{"Provider": h.Service.ProviderLabel(res.Linked)}})
	}
	return nil
}

// markDevice sets this browser's known-device mark for the account (device.go).
func (h *Handler) markDevice(c fiber.Ctx, userID uuid.UUID) error {
	mark, err := h.Service.deviceMark(c.Context(), c.Cookies(deviceCookie), userID)
	if err != nil {
		return err
	}
	c.Cookie(&fiber.Cookie{Name: deviceCookie, Value: mark, Path: SignInPath, MaxAge: int(deviceTTL.Seconds()),
		HTTPOnly: true, Secure: h.Sessions.Cookie.Secure, SameSite: fiber.CookieSameSiteLaxMode})
	return nil
}

// afterSignIn is where a sign-in lands: ?next= when it is a local path, else the dashboard
// when a module has registered one, else the home page.
func afterSignIn(c fiber.Ctx, next string) string {
	if href, ok := templates.NavHref(c.Context(), "dashboard"); ok {
		return web.LocalPath(next, href)
	}
	return web.LocalPath(next, "/")
}
