// Package pagecache keeps rendered public pages in memory, already compressed, and answers
// visitors from there (docs/conventions.md, "Public pages and the page cache").
//
// A page is kept only when its handler says it is the same for every visitor without a
// session (Public), and only for such a visitor: a request carrying the session cookie or
// an Authorization header is never answered from the visitors' pages and never stored
// among them. (A signed-in page may be kept for its own session apart: private.go.) The key
// is the address as asked plus the variant (language, display settings, consent, fragment
// or whole page), so everything that changes a page is in it.
//
// Each page carries tags naming what it shows ("company:<id>", "marketplace"); when that
// changes, the module's hook calls Invalidate with the tags, and every page carrying one
// is dropped on this instance at once and on the other instances through the Broadcast
// function (PostgreSQL NOTIFY, app/signal) within milliseconds (invalidate.go). A page is
// kept at most TTL whatever happens, and browsers and CDNs are told a short max-age.
//
// A page is rendered once however many ask for it at the same time (flight.go): the first
// request renders, the others wait for its page; a page past its TTL is served, for at most
// ServeStale more, to everyone but the one request that renders it again.
package pagecache

import (
	"context"
	"log/slog"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"
	"github.com/maypok86/otter/v2"
)

// Config tunes the cache; zero values take the defaults.
type Config struct {
	MaxBytes             int           // memory for kept pages (default 64 MB)
	TTL                  time.Duration // longest a page is kept, changed or not (default 5 min)
	MaxAge               time.Duration // how long browsers and CDNs may use a page (default 60 s)
	StaleWhileRevalidate time.Duration // how long after that they may show it while asking again (default 5 min)
	// ServeStale is how long past TTL a page is still served while one request renders it
	// again (default 30 s; negative: never, the others wait for that render instead).
	ServeStale time.Duration
	// MaxWait is the longest a request waits for another's render of the same page before
	// rendering it itself (default 10 s).
	MaxWait time.Duration
	// SessionCookie names the cookie that makes a request private: never from the
	// visitors' pages.
	SessionCookie string
	// Variant is what besides the address changes a page for this request (language,
	// display settings...): part of the key. nil: nothing.
	Variant func(c fiber.Ctx) string
	// Broadcast tells the other instances about an invalidation (Receive on their side);
	// nil for a single instance.
	Broadcast func(ctx context.Context, message string) error
	Log       *slog.Logger
	// PrivateMaxBytes is the memory for signed-in pages (default a quarter of MaxBytes) and
	// PrivateTTL the longest one is kept (default 1 min): private.go.
	PrivateMaxBytes int
	PrivateTTL      time.Duration
}

// Cache is one instance's page cache.
type Cache struct {
	cfg          Config
	id           string // this instance, to skip its own broadcasts
	pages        *otter.Cache[string, *page]
	private      *otter.Cache[string, *page] // signed-in pages, each its session's
	cacheControl string

	seq       atomic.Uint64 // counts invalidations; a page is born at the count its request saw
	flushedAt atomic.Uint64 // pages born before this count are stale
	tagAt     sync.Map      // tag → uint64: the count at its last invalidation

	out outbox // invalidations waiting to be broadcast

	flights flights     // renders in progress, that requests for the same page wait on
	stats   [2]counters // public, private: what Stats reports
}

// page is one kept answer.
type page struct {
	gzip        []byte
	etag        string
	contentType string
	headers     [][2][]byte // the handler's headers to repeat (Cache-Control, Vary, ...), canonical names
	tags        []string
	born        uint64
	expires     time.Time // past it the page is stale: served only while one request renders it again
	route       string    // the route's pattern (/companies/:id), for the metrics
}

// New returns an empty cache.
func New(cfg Config) *Cache {
	if cfg.MaxBytes <= 0 {
		cfg.MaxBytes = 64 << 20
	}
	if cfg.TTL <= 0 {
		cfg.TTL = 5 * time.Minute
	}
	if cfg.ServeStale == 0 {
		cfg.ServeStale = 30 * time.Second
	}
	if cfg.ServeStale < 0 {
		cfg.ServeStale = 0
	}
	if cfg.MaxWait <= 0 {
		cfg.MaxWait = 10 * time.Second
	}
	if cfg.PrivateMaxBytes <= 0 {
		cfg.PrivateMaxBytes = cfg.MaxBytes / 4
	}
	if cfg.PrivateTTL <= 0 {
		cfg.PrivateTTL = time.Minute
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	pc := &Cache{cfg: cfg, id: uuid.NewString()[:8], cacheControl: publicCacheControl(cfg)}
	// A public page stays ServeStale past its TTL, served only while it renders again.
	pc.pages = pages(cfg.MaxBytes, cfg.TTL+cfg.ServeStale, &pc.stats[public])
	pc.private = pages(cfg.PrivateMaxBytes, cfg.PrivateTTL, &pc.stats[private])
	pc.flights.init()
	return pc
}

func pages(maxBytes int, ttl time.Duration, st *counters) *otter.Cache[string, *page] {
	return otter.Must(&otter.Options[string, *page]{
		MaximumWeight:    uint64(maxBytes),
		Weigher:          func(k string, p *page) uint32 { return uint32(p.weight(k)) },
		ExpiryCalculator: otter.ExpiryWriting[string, *page](ttl),
		OnDeletion: func(e otter.DeletionEvent[string, *page]) {
			if e.Cause == otter.CauseOverflow {
				st.evictions.Add(1)
			}
		},
	})
}

// CacheControl is what a kept page tells browsers and CDNs.
func (pc *Cache) CacheControl() string { return pc.cacheControl }

// Size is how many pages are kept and their weight in bytes, signed-in pages included.
func (pc *Cache) Size() (pages int, bytes uint64) {
	return pc.pages.EstimatedSize() + pc.private.EstimatedSize(), pc.pages.WeightedSize() + pc.private.WeightedSize()
}

func (p *page) weight(key string) int {
	n := 256 + len(key) + len(p.gzip) + len(p.etag) + len(p.contentType) + len(p.route)
	for _, h := range p.headers {
		n += len(h[0]) + len(h[1])
	}
	for _, t := range p.tags {
		n += len(t)
	}
	return n
}

func seconds(d time.Duration) string {
	return strconv.Itoa(int(d / time.Second))
}
