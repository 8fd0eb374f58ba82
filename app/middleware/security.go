package middleware

import (
	"strings"

	"github.com/gofiber/fiber/v3"
)

// CSP allows scripts, styles and connections to our own origin only: no inline script or
// style, no eval. Props reach islands as JSON data blocks, which CSP does not execute.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
	"font-src 'self'; connect-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; " +
	"form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests"

// SecurityHeaders sets the headers every answer carries. Routes meant for other sites (the
// badge) relax frame-ancestors and CORS themselves.
func SecurityHeaders(secure bool) fiber.Handler {
	csp := CSP
	if !secure {
		// Over plain http (development, tests) upgrading would break every request.
		csp = strings.TrimSuffix(csp, "; upgrade-insecure-requests")
	}
	return func(c fiber.Ctx) error {
		h := &c.Response().Header
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)")
		if secure {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		return c.Next()
	}
}
