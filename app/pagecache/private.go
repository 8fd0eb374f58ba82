package pagecache

import (
	"github.com/gofiber/fiber/v3"
)

// Signed-in pages are kept too, each for its session alone (docs/conventions.md, "Signed-in
// pages and the private cache"). The key is given by the app (ServePrivate's key function)
// and names everything such a page is made of: the session as loaded, the user's page
// version and the site's (counters the database moves in the same transaction as any
// change to a row the user's pages or every user's pages show), the memos' drops, the
// variant and the address. A change therefore makes a new key at once, on every instance;
// nothing is invalidated. A kept page lasts PrivateTTL at most: what changes with the clock
// alone (a planning stage's end) shows within it.

// Private says the signed-in page being rendered is made only of the viewer's session, of
// rows that move the viewer's page version or the site's, of memos and of the variant: it
// may be kept for this session. Call it from handlers whose pages show no other user's
// rows and nothing of the clock finer than PrivateTTL. Outside ServePrivate it does nothing.
func Private(c fiber.Ctx) {
	if ps, _ := c.Locals(privateKey{}).(*privateState); ps != nil {
		ps.marked = true
	}
}

// privateKey keys a signed-in request's state in fiber's Locals.
type privateKey struct{}

type privateState struct {
	key    string
	outer  []string
	marked bool
}

// ServePrivate answers a signed-in GET from the page kept under key's answer for it, when
// there is one; key answers false for a request whose page may not be kept (a visitor, an
// API token, a session that cannot be named). Wire it after the session and the shell,
// which the key reads, and inside Store, which keeps what a handler marked Private.
func (pc *Cache) ServePrivate(key func(c fiber.Ctx) (string, bool)) fiber.Handler {
	return func(c fiber.Ctx) error {
		if m := c.Method(); m != fiber.MethodGet && m != fiber.MethodHead {
			return c.Next()
		}
		k, ok := key(c)
		if !ok {
			return c.Next()
		}
		if p, ok := pc.private.GetIfPresent(k); ok {
			pc.stats[private].hits.Add(1)
			return answer(c, p)
		}
		pc.stats[private].misses.Add(1)
		c.Locals(privateKey{}, &privateState{key: k, outer: outerHeaders(c)})
		return c.Next()
	}
}
