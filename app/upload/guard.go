package upload

import (
	"context"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// Access is what the module that holds a file says about serving it to one viewer
// (README, "Security": private documents).
type Access int

const (
	// NotMine: the guard holds no such key; the next guard is asked.
	NotMine Access = iota
	// Public: the file is on a public page; anyone may have it. It is revalidated on every
	// use, so it stops being served the moment it leaves that page.
	Public
	// Private: this viewer (the owner, or staff) may have it; no cache keeps it.
	Private
	// Hidden: held, but not for this viewer: answered as a missing file.
	Hidden
)

// Guard answers for the keys its module holds. viewer is nil for a visitor.
type Guard func(ctx context.Context, key string, viewer *web.User) (Access, error)

// Protect makes the files of kind private unless a guard says otherwise: each is served
// only when one of the guards holds it, through PrivateHandler (which sees the session).
// Called while wiring, before the server serves.
func (s *Store) Protect(k Kind, g Guard) {
	if s.guards == nil {
		s.guards = map[string][]Guard{}
	}
	s.guards[k.Name] = append(s.guards[k.Name], g)
}

// guarded reports whether the key's kind has guards.
func (s *Store) guarded(key string) bool {
	kind, _, _ := strings.Cut(key, "/")
	return len(s.guards[kind]) > 0
}

// access asks the guards of the key's kind; a key none holds is Hidden (a file whose row
// is gone is no one's to see).
func (s *Store) access(ctx context.Context, key string, viewer *web.User) (Access, error) {
	kind, _, _ := strings.Cut(key, "/")
	for _, g := range s.guards[kind] {
		a, err := g(ctx, key, viewer)
		if err != nil || a != NotMine {
			return a, err
		}
	}
	return Hidden, nil
}

// PrivateHandler serves Prefix/<key> for the kinds with guards, after the session is read:
// to anyone while its module says it is public, else only to the viewers it allows, with
// Cache-Control "private, no-store"; to anyone else it is not found. Handler passes these
// keys on to it. Any other key is served as Handler does (HEAD requests come here).
func (s *Store) PrivateHandler() fiber.Handler {
	return func(c fiber.Ctx) error {
		key := strings.TrimPrefix(c.Path(), Prefix)
		if !storedKey.MatchString(key) {
			return web.NotFound()
		}
		if !s.guarded(key) {
			return s.serve(c, key, immutable)
		}
		a, err := s.access(c.Context(), key, web.CurrentUser(c.Context()))
		if err != nil {
			return err
		}
		switch a {
		case Public:
			return s.serve(c, key, "public, no-cache")
		case Private:
			c.Set("X-Robots-Tag", "noindex")
			return s.serve(c, key, "private, no-store")
		}
		return web.NotFound()
	}
}
