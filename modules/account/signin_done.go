package account

import (
	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/csrf"
	"github.com/google/uuid"
)

// csrfCookie is the CSRF middleware's cookie (app/server wires it).
const csrfCookie = "XSRF-TOKEN"

// signedIn is what every completed sign-in does to the browser, whatever the method: the
// CSRF token known before sign-in stops working (the next page gets a new one), as the
// session token does, and the device is marked as one the account signs in from
// (docs/account-security.md).
func (h *Handler) signedIn(c fiber.Ctx, userID uuid.UUID, res SignInResult) error {
	if err := renewCSRF(c); err != nil {
		return err
	}
	c.Cookie(&fiber.Cookie{Name: deviceCookie, Value: h.svc.deviceMark(c.Cookies(deviceCookie), userID),
		Path: SignInPath, MaxAge: int(deviceTTL.Seconds()), HTTPOnly: true, Secure: h.sessions.Cookie.Secure,
		SameSite: fiber.CookieSameSiteLaxMode})
	h.signedInFlash(c, res)
	return nil
}

// renewCSRF deletes this browser's CSRF token from the store and expires its cookie; the
// middleware issues a new one on the next request.
func renewCSRF(c fiber.Ctx) error {
	handler := csrf.HandlerFromContext(c)
	if handler == nil || c.Cookies(csrfCookie) == "" {
		return nil
	}
	return handler.DeleteToken(c)
}
