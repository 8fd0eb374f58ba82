// Package session bridges alexedwards/scs into fiber. scs's own LoadAndSave (through fiber's
// adaptor) commits before the fiber handler runs and loses every write, so this middleware
// loads the session into the request context, runs the handler, then commits and sets the
// cookie itself.
package session

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/alexedwards/scs/pgxstore"
	"github.com/alexedwards/scs/v2"
	"github.com/gofiber/fiber/v3"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/store"
)

// CookieName is the session cookie's name.
const CookieName = "gc_session"

// Options tune the manager; zero values take the defaults below.
type Options struct {
	Secure          bool
	IdleTimeout     time.Duration // default 7 days without a request
	Lifetime        time.Duration // default 30 days at most
	CleanupInterval time.Duration // 0 in tests: no background goroutine
}

// Sessions is the app's session manager.
type Sessions struct {
	*scs.SessionManager
	q    *store.Queries
	idle time.Duration
	// OnCookie is told each new session cookie this middleware sets ("" when it ends the
	// session), in the same response: the CSRF token, derived from it, follows it
	// (middleware.CSRF).
	OnCookie func(c fiber.Ctx, token string)
}

// New returns a manager storing sessions in Postgres, shared by every app instance.
func New(pool *pgxpool.Pool, o Options) *Sessions {
	idle := or(o.IdleTimeout, 7*24*time.Hour)
	sm := scs.New()
	// scs's own IdleTimeout re-writes the session row on every request to push its expiry
	// (one INSERT per signed-in page view). The store caps each write's expiry at the idle
	// timeout instead, and the session is written only when it changes: the account module
	// rewrites its "seen" mark every few minutes (docs/accounts.md), which keeps an active
	// session alive, and ends one idle too long itself.
	sm.Store = idleStore{pgxstore.NewWithCleanupInterval(pool, o.CleanupInterval), idle}
	sm.Codec = jsonCodec{}
	sm.Lifetime = or(o.Lifetime, 30*24*time.Hour)
	sm.Cookie.Name = CookieName
	sm.Cookie.HttpOnly = true
	sm.Cookie.SameSite = http.SameSiteLaxMode
	sm.Cookie.Secure = o.Secure
	sm.Cookie.Path = "/"
	return &Sessions{SessionManager: sm, q: store.New(pool), idle: idle}
}

// idleStore writes a session with an expiry no later than the idle timeout from now.
type idleStore struct {
	*pgxstore.PostgresStore
	idle time.Duration
}

func (s idleStore) Commit(token string, b []byte, expiry time.Time) error {
	return s.PostgresStore.Commit(token, b, s.cap(expiry))
}

func (s idleStore) cap(expiry time.Time) time.Time {
	if ie := time.Now().Add(s.idle).UTC(); ie.Before(expiry) {
		return ie
	}
	return expiry
}

// DeleteExpired deletes the sessions past their expiry (the janitor job).
func (s *Sessions) DeleteExpired(ctx context.Context) (int64, error) {
	return s.q.DeleteExpiredSessions(ctx)
}

// Middleware loads the session before the handler and commits it after.
func (s *Sessions) Middleware() fiber.Handler {
	return func(c fiber.Ctx) error {
		// fasthttp reuses its buffers: copy the cookie before it outlives this call.
		token := strings.Clone(c.Cookies(s.Cookie.Name))
		ctx, err := s.Load(c.Context(), token)
		if err != nil {
			return err
		}
		c.SetContext(ctx)
		handlerErr := c.Next()
		// The error handler has not run yet; commit what the handler changed anyway so a
		// flash put before an error is kept.
		switch s.Status(c.Context()) {
		case scs.Modified:
			if len(s.Keys(c.Context())) == 0 {
				// Nothing is left (the last flash was shown): drop the session, so the browser
				// is a visitor again, whose public pages come from the page cache.
				if token != "" {
					if err := s.Destroy(c.Context()); err != nil {
						return err
					}
					s.setCookie(c, "", time.Time{})
				}
				break
			}
			tok, expiry, err := s.Commit(c.Context())
			if err != nil {
				return err
			}
			s.setCookie(c, tok, idleStore{idle: s.idle}.cap(expiry))
		case scs.Destroyed:
			s.setCookie(c, "", time.Time{})
		}
		if token != "" {
			// An answer to a browser with a session is its own, changed or not.
			private(c)
		}
		return handlerErr
	}
}

func (s *Sessions) setCookie(c fiber.Ctx, token string, expiry time.Time) {
	ck := &fiber.Cookie{
		Name: s.Cookie.Name, Value: token, Path: s.Cookie.Path, Domain: s.Cookie.Domain,
		HTTPOnly: true, Secure: s.Cookie.Secure, SameSite: fiber.CookieSameSiteLaxMode,
	}
	if expiry.IsZero() {
		ck.Expires = time.Unix(1, 0)
		ck.MaxAge = -1
	} else {
		ck.Expires = expiry.Add(time.Second)
	}
	c.Cookie(ck)
	if s.OnCookie != nil {
		s.OnCookie(c, token)
	}
	// A response that sets the session cookie belongs to one browser.
	private(c)
}

// private keeps a shared cache from keeping the response, whatever the handler said.
func private(c fiber.Ctx) {
	cc := string(c.Response().Header.Peek(fiber.HeaderCacheControl))
	switch {
	case cc == "":
		c.Set(fiber.HeaderCacheControl, "private, no-cache")
	case !strings.Contains(cc, "private") && !strings.Contains(cc, "no-store"):
		c.Set(fiber.HeaderCacheControl, "private, "+cc)
	}
}

// jsonCodec stores session values as JSON instead of gob: it costs less per request and
// the rows stay readable. Values are strings, numbers, booleans or JSON-able structs read
// back as maps, so callers store strings (ids, JSON) and parse them.
type jsonCodec struct{}

type envelope struct {
	Deadline time.Time      `json:"deadline"`
	Values   map[string]any `json:"values"`
}

func (jsonCodec) Encode(deadline time.Time, values map[string]any) ([]byte, error) {
	return json.Marshal(envelope{Deadline: deadline, Values: values})
}

func (jsonCodec) Decode(b []byte) (time.Time, map[string]any, error) {
	var e envelope
	if err := json.Unmarshal(b, &e); err != nil {
		return time.Time{}, nil, err
	}
	if e.Values == nil {
		e.Values = map[string]any{}
	}
	return e.Deadline, e.Values, nil
}

func or(d, fallback time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return fallback
}
