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
	headers := [][2][]byte{
		{[]byte("Content-Security-Policy"), []byte(csp)},
		{[]byte("X-Content-Type-Options"), []byte("nosniff")},
		{[]byte("Referrer-Policy"), []byte("strict-origin-when-cross-origin")},
		{[]byte("X-Frame-Options"), []byte("DENY")},
		{[]byte("Cross-Origin-Opener-Policy"), []byte("same-origin")},
		{[]byte("Permissions-Policy"), []byte("camera=(), microphone=(), geolocation=(), payment=(self)")},
	}
	if secure {
		headers = append(headers, [2][]byte{[]byte("Strict-Transport-Security"), []byte("max-age=63072000; includeSubDomains")})
	}
	return func(c fiber.Ctx) error {
		// Canonical names, as bytes made once: every answer, /healthz and the cached pages
		// included, sets these, and normalising them each time showed in the profiles.
		h := &c.Response().Header
		for _, kv := range headers {
			h.SetCanonical(kv[0], kv[1])
		}
		return c.Next()
	}
}
