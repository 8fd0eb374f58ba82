package server

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/session"
)

// replicaRoute gives each request its routing state (docs/conventions.md, "Database"): a
// visitor's GET or HEAD (no session cookie, no credentials) may read from a replica when
// its handler asks (db.ReadFromReplica); every other request reads and writes the primary.
func replicaRoute() fiber.Handler {
	return func(c fiber.Ctx) error {
		m := c.Method()
		h := &c.Request().Header
		visitor := (m == fiber.MethodGet || m == fiber.MethodHead) &&
			len(h.Cookie(session.CookieName)) == 0 && len(h.Peek(fiber.HeaderAuthorization)) == 0
		c.SetContext(db.WithRoute(c.Context(), visitor))
		return c.Next()
	}
}

// fencedPages is the page cache as the changes reach it: before a page is dropped, the
// replicas are fenced at the primary's position, so that the page rendered next is never
// read from a replica that has not replayed the change (a lagging replica would otherwise
// put the old page back in the cache under a fresh birth, for up to its TTL).
type fencedPages struct {
	pages *pagecache.Cache // nil: no cache, the fence alone
	reads *db.Reads
}

// Invalidate is pagecache.Cache.Invalidate after a fence.
func (f fencedPages) Invalidate(ctx context.Context, tags ...string) {
	f.reads.Fence(ctx)
	f.pages.Invalidate(ctx, tags...)
}

// Flush is pagecache.Cache.Flush after a fence.
func (f fencedPages) Flush(ctx context.Context) {
	f.reads.Fence(ctx)
	f.pages.Flush(ctx)
}

// Receive applies another instance's invalidation after a fence: the change it reports
// committed before it was sent, so the primary's position now is past it.
func (f fencedPages) Receive(message string) {
	f.reads.Fence(context.Background())
	f.pages.Receive(message)
}

// Forget empties this instance's cache (its listening connection came back) after a fence.
func (f fencedPages) Forget() {
	f.reads.Fence(context.Background())
	f.pages.Forget()
}
