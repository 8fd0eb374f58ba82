package middleware

import (
	"context"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/requestid"

	"greenconnect/app/i18n"
	"greenconnect/app/session"
	"greenconnect/app/web"
)

// Cookie names of the shell.
const (
	PrefsCookie   = "gc_prefs"
	ConsentCookie = "gc_consent"
)

// UserLoader finds the signed-in user of a request; the account module provides it.
type UserLoader func(ctx context.Context) (*web.User, error)

// BearerLoader finds the user of an API token; the account module provides it. It answers
// a typed 401 for a token that is unknown, revoked, or whose account cannot sign in.
type BearerLoader func(ctx context.Context, token string) (*web.User, error)

// Shell builds the per-request shell data.
type Shell struct {
	Bundle   *i18n.Bundle
	Site     *web.Site
	Sessions *session.Sessions
	LoadUser UserLoader   // nil until the account module is wired
	Bearer   BearerLoader // nil until the account module is wired
	// Machines answers whether an address outside /api is read by programs (Stripe's
	// webhook, the badge's JSON): its errors are JSON too (docs/shell.md, "Errors").
	Machines func(path string) bool

	variantMemo // PageVariant's remembered answers
}

// Middleware puts the shell into the request context. It runs after the session is loaded
// and before CSRF, so even a CSRF rejection is answered in the user's language.
func (s *Shell) Middleware() fiber.Handler {
	return func(c fiber.Ctx) error {
		sh := s.Build(c)
		if token, ok := BearerToken(c); ok && s.Bearer != nil {
			// An API request with a token is authenticated by the token alone: the session (if
			// a cookie came along too) is not consulted. Pages never accept tokens.
			u, err := s.Bearer(c.Context(), token)
			if err != nil {
				c.SetContext(web.WithShell(c.Context(), sh))
				return err
			}
			sh.User, sh.AuthMethod = u, web.AuthToken
		} else if s.LoadUser != nil {
			u, err := s.LoadUser(c.Context())
			if err != nil {
				return err
			}
			if u != nil {
				sh.User, sh.AuthMethod = u, web.AuthSession
				if u.Prefs != nil {
					// The drawer is per device: a wide screen's open drawer must not cover a phone.
					drawer := sh.Prefs.Drawer
					sh.Prefs = *u.Prefs
					sh.Prefs.Drawer = drawer
					sh.Loc = s.Bundle.Localizer(s.locale(c, sh.Prefs))
				}
			}
		}
		ctx := c.Context()
		sh.TakeFlashes = func() []web.Flash { return s.Sessions.PopFlashes(ctx) }
		c.SetContext(web.WithShell(ctx, sh))
		return c.Next()
	}
}

// BearerToken is the token of an "Authorization: Bearer" header on an /api/ request.
func BearerToken(c fiber.Ctx) (string, bool) {
	if !isAPI(c) {
		return "", false
	}
	h := c.Get(fiber.HeaderAuthorization)
	if len(h) < 7 || !strings.EqualFold(h[:7], "Bearer ") {
		return "", false
	}
	return strings.Clone(strings.TrimSpace(h[7:])), true
}

// Build makes a shell from the request alone (cookies and headers): the error handler uses
// it when the failure came before Middleware ran.
func (s *Shell) Build(c fiber.Ctx) *web.Shell {
	prefs := web.DecodePrefs(c.Cookies(PrefsCookie))
	consent := map[string]bool{}
	for _, k := range strings.Split(c.Cookies(ConsentCookie), ",") {
		if k != "" {
			consent[k] = true
		}
	}
	return &web.Shell{
		RequestID: requestid.FromContext(c),
		Loc:       s.Bundle.Localizer(s.locale(c, prefs)),
		Prefs:     prefs,
		Path:      strings.Clone(c.Path()),
		Consent:   consent,
		Site:      s.Site,
	}
}

func (s *Shell) locale(c fiber.Ctx, p web.Prefs) string {
	if p.Locale != "" {
		return p.Locale
	}
	return s.Bundle.Match(c.Get(fiber.HeaderAcceptLanguage))
}
