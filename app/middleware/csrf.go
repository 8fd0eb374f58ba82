package middleware

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/url"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// CSRFConfig is what CSRF needs.
type CSRFConfig struct {
	Secret        string // keys the tokens (SESSION_SECRET): the same on every instance
	TokenCookie   string // the token's cookie, readable by the islands (XSRF-TOKEN)
	SessionCookie string
	Secure        bool     // the token cookie is sent over https only
	Origins       []string // where our pages are: BASE_URL (and its https twin behind a TLS proxy)
}

// Where a request with a session sends its token back: the header (htmx, the islands, API
// clients) or the form field (plain forms).
const (
	csrfHeader = "X-XSRF-TOKEN"
	csrfField  = "_csrf"
)

// CSRF guards every state change in one of two ways (docs/conventions.md, "Forms and
// errors"):
//
//   - A request carrying the session cookie must come from our own pages (Go's cross-origin
//     protection, below) and send back its token, in the X-XSRF-TOKEN header or the _csrf
//     field. The token is derived from the session: an HMAC of the session cookie under
//     SESSION_SECRET. Nothing is stored, every instance computes the same token, and a
//     new session (each sign-in renews it) has a new one, so a token known before is
//     worthless after. Its pages carry the token (web.Shell.CSRFToken) and the XSRF-TOKEN
//     cookie holds it for the islands.
//   - A request without it has no session a forger could ride on, so no token is issued or
//     asked for, and a visitor's page stays the same for every visitor (cacheable). Its
//     unsafe requests must come from our own pages: Go's cross-origin protection refuses
//     a Sec-Fetch-Site other than same-origin (or none, a typed address), and, from
//     browsers too old to send that, an Origin other than ours. A request with neither
//     header is not from a browser a forger could use. A token cookie left from an earlier
//     session is expired on such a request.
//
// An API request authenticated by a bearer token alone (no session cookie) skips both.
func CSRF(cfg CSRFConfig) (*CSRFGuard, error) {
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
	key := hmac.New(sha256.New, []byte(cfg.Secret))
	key.Write([]byte("greenconnect csrf token key"))
	return &CSRFGuard{cfg: cfg, cop: cop, key: key.Sum(nil)}, nil
}

// CSRFGuard checks requests (Handler) and keeps the token cookie in step with the session
// (SessionChanged).
type CSRFGuard struct {
	cfg CSRFConfig
	cop *http.CrossOriginProtection
	key []byte
}

// Handler is the middleware.
func (g *CSRFGuard) Handler() fiber.Handler {
	return func(c fiber.Ctx) error {
		if sess := c.Cookies(g.cfg.SessionCookie); sess != "" {
			token := g.token(sess)
			if !isSafe(c.Method()) {
				if err := g.cop.Check(originRequest(c)); err != nil {
					return csrfRefused(err)
				}
				if !hmac.Equal([]byte(sentToken(c)), []byte(token)) {
					return csrfRefused(errBadToken)
				}
			}
			if c.Cookies(g.cfg.TokenCookie) != token {
				g.setCookie(c, token)
			}
			web.ShellFrom(c.Context()).CSRFToken = token
			return c.Next()
		}
		if _, bearer := BearerToken(c); bearer {
			return c.Next()
		}
		if err := g.cop.Check(originRequest(c)); err != nil {
			return &web.Error{Status: fiber.StatusForbidden, Code: "csrf", Key: "error.cross_site.text", Cause: err}
		}
		if c.Cookies(g.cfg.TokenCookie) != "" && !isSafe(c.Method()) {
			g.setCookie(c, "")
		}
		return c.Next()
	}
}

// SessionChanged gives the browser the token of the session cookie the response sets (a
// sign-in renews the session, a flash starts one), or expires it when the session ends, so
// the islands never read a token of a session gone by. app/session calls it.
func (g *CSRFGuard) SessionChanged(c fiber.Ctx, session string) {
	token := ""
	if session != "" {
		token = g.token(session)
	}
	if c.Cookies(g.cfg.TokenCookie) != token {
		g.setCookie(c, token)
	}
}

// setCookie sets the token cookie, or expires it for "". A session cookie the islands'
// scripts read (not HttpOnly).
func (g *CSRFGuard) setCookie(c fiber.Ctx, token string) {
	ck := &fiber.Cookie{Name: g.cfg.TokenCookie, Value: token, Path: "/", Secure: g.cfg.Secure,
		SameSite: fiber.CookieSameSiteLaxMode}
	if token == "" {
		ck.Expires, ck.MaxAge = time.Unix(1, 0), -1
	}
	c.Cookie(ck)
}

// token is the session's token: HMAC-SHA256 of the session cookie, URL-safe base64.
func (g *CSRFGuard) token(session string) string {
	m := hmac.New(sha256.New, g.key)
	m.Write([]byte(session))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

func csrfRefused(err error) error {
	return &web.Error{Status: fiber.StatusForbidden, Code: "csrf", Key: "error.csrf.text", Cause: err}
}

type csrfError string

func (e csrfError) Error() string { return string(e) }

const errBadToken = csrfError("csrf: the token is missing or not this session's")

// sentToken is the token the request sends back: the header, else the form field.
func sentToken(c fiber.Ctx) string {
	if t := c.Get(csrfHeader); t != "" {
		return t
	}
	return c.FormValue(csrfField)
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
