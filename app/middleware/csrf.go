package middleware

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// CSRFConfig is what CSRF needs.
type CSRFConfig struct {
	Tokens        fiber.Handler                                 // the token check of requests with a session (fiber's CSRF middleware)
	TokenCookie   string                                        // its cookie
	Forget        func(ctx context.Context, token string) error // deletes an issued token from its store
	SessionCookie string
	Origins       []string // where our pages are: BASE_URL (and its https twin behind a TLS proxy)
}

// CSRF guards every state change in one of two ways (docs/conventions.md, "Forms and
// errors"):
//
//   - A request carrying the session cookie goes through Tokens, the token check (fiber's
//     CSRF middleware: a token issued to this browser, in the form or the X-XSRF-TOKEN
//     header, and a same-site Origin). Its pages carry the token.
//   - A request without it has no session a forger could ride on, so no token is issued or
//     asked for, and a visitor's page stays the same for every visitor (cacheable). Its
//     unsafe requests must come from our own pages: Go's cross-origin protection refuses
//     a Sec-Fetch-Site other than same-origin (or none, a typed address), and, from
//     browsers too old to send that, an Origin other than ours. A request with neither
//     header is not from a browser a forger could use. A token cookie left from an earlier
//     session (or planted) is deleted on such a request, so it is worthless once the
//     visitor signs in.
//
// An API request authenticated by a bearer token alone (no session cookie) skips both.
func CSRF(cfg CSRFConfig) (fiber.Handler, error) {
	cop := http.NewCrossOriginProtection()
	for _, o := range cfg.Origins {
		u, err := url.Parse(o)
		if err != nil {
			return nil, err
		}
		if err := cop.AddTrustedOrigin(u.Scheme + "://" + u.Host); err != nil {
			return nil, err
		}
	}
	return func(c fiber.Ctx) error {
		if c.Cookies(cfg.SessionCookie) != "" {
			return cfg.Tokens(c)
		}
		if _, bearer := BearerToken(c); bearer {
			return c.Next()
		}
		if err := cop.Check(originRequest(c)); err != nil {
			return &web.Error{Status: fiber.StatusForbidden, Code: "csrf", Key: "error.cross_site.text", Cause: err}
		}
		if tok := c.Cookies(cfg.TokenCookie); tok != "" && !isSafe(c.Method()) {
			if err := cfg.Forget(c.Context(), strings.Clone(tok)); err != nil {
				return err
			}
			c.Cookie(&fiber.Cookie{Name: cfg.TokenCookie, Path: "/", Expires: time.Unix(1, 0), MaxAge: -1,
				SameSite: fiber.CookieSameSiteLaxMode})
		}
		return c.Next()
	}, nil
}

func isSafe(method string) bool {
	switch method {
	case fiber.MethodGet, fiber.MethodHead, fiber.MethodOptions, fiber.MethodTrace:
		return true
	}
	return false
}

// originRequest is the part of the request the cross-origin check reads.
func originRequest(c fiber.Ctx) *http.Request {
	h := http.Header{}
	if v := c.Get("Sec-Fetch-Site"); v != "" {
		h.Set("Sec-Fetch-Site", v)
	}
	if v := c.Get(fiber.HeaderOrigin); v != "" {
		h.Set("Origin", v)
	}
	return &http.Request{Method: c.Method(), Host: c.Host(), Header: h, URL: &url.URL{Path: c.Path()}}
}
