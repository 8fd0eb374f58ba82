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
// function (PostgreSQL NOTIFY, app/signal) within milliseconds. A page is kept at most TTL
// whatever happens, and browsers and CDNs are told a short max-age.
//
// A page is rendered once however many ask for it at the same time (flight.go): the first
// request renders, the others wait for its page; a page past its TTL is served, for at most
// ServeStale more, to everyone but the one request that renders it again.
package pagecache

import (
	"context"
	"log/slog"
	"strconv"
	"strings"
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

// outbox gathers invalidations for one sender: a burst (every company after a points
// table change) goes out as a few messages, and no request waits for one.
type outbox struct {
	mu      sync.Mutex
	tags    []string
	all     bool
	sending bool
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
	if cfg.MaxAge <= 0 {
		cfg.MaxAge = time.Minute
	}
	if cfg.StaleWhileRevalidate <= 0 {
		cfg.StaleWhileRevalidate = 5 * time.Minute
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
	pc := &Cache{cfg: cfg, id: uuid.NewString()[:8],
		cacheControl: "public, max-age=" + seconds(cfg.MaxAge) + ", stale-while-revalidate=" + seconds(cfg.StaleWhileRevalidate)}
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

// Invalidate drops every page carrying any of the tags, here and on the other instances.
// Call it after the change is committed. A nil cache (turned off) does nothing.
func (pc *Cache) Invalidate(ctx context.Context, tags ...string) {
	if pc == nil || len(tags) == 0 {
		return
	}
	pc.drop(tags)
	pc.broadcast(tags, false)
}

// Flush drops every page, here and on the other instances: for a change that shows on
// any page (the points table).
func (pc *Cache) Flush(ctx context.Context) {
	if pc == nil {
		return
	}
	pc.Forget()
	pc.broadcast(nil, true)
}

// Forget drops every page of this instance only: when it may have missed invalidations
// (its listening connection was lost).
func (pc *Cache) Forget() {
	pc.flushedAt.Store(pc.seq.Add(1))
	pc.pages.InvalidateAll()
	pc.private.InvalidateAll()
}

// Receive applies another instance's broadcast.
func (pc *Cache) Receive(message string) {
	from, tags, _ := strings.Cut(message, " ")
	if from == pc.id || tags == "" {
		return
	}
	if tags == flushAll {
		pc.Forget()
		return
	}
	pc.drop(strings.Fields(tags))
}

// Size is how many pages are kept and their weight in bytes, signed-in pages included.
func (pc *Cache) Size() (pages int, bytes uint64) {
	return pc.pages.EstimatedSize() + pc.private.EstimatedSize(), pc.pages.WeightedSize() + pc.private.WeightedSize()
}

const flushAll = "*"

// maxMessage keeps a broadcast within what PostgreSQL's NOTIFY carries.
const maxMessage = 7999

// broadcast queues tags (or everything) for the other instances and makes sure a sender
// runs.
func (pc *Cache) broadcast(tags []string, all bool) {
	if pc.cfg.Broadcast == nil {
		return
	}
	o := &pc.out
	o.mu.Lock()
	defer o.mu.Unlock()
	o.tags = append(o.tags, tags...)
	o.all = o.all || all
	if !o.sending {
		o.sending = true
		go pc.send()
	}
}

// send broadcasts what the outbox holds until it is empty.
func (pc *Cache) send() {
	for {
		o := &pc.out
		o.mu.Lock()
		tags, all := o.tags, o.all
		o.tags, o.all = nil, false
		if len(tags) == 0 && !all {
			o.sending = false
			o.mu.Unlock()
			return
		}
		o.mu.Unlock()
		for _, msg := range messages(pc.id, tags, all) {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			if err := pc.cfg.Broadcast(ctx, msg); err != nil {
				// The other instances keep their copies until TTL at most.
				pc.cfg.Log.Warn("pagecache: broadcast invalidation", "err", err)
			}
			cancel()
		}
	}
}

// messages packs tags into broadcasts of at most maxMessage bytes: "<instance> <tags...>",
// or "<instance> *" for everything.
func messages(id string, tags []string, all bool) []string {
	if all {
		return []string{id + " " + flushAll}
	}
	var out []string
	var b strings.Builder
	for _, t := range tags {
		if b.Len() > 0 && b.Len()+1+len(t) > maxMessage {
			out = append(out, b.String())
			b.Reset()
		}
		if b.Len() == 0 {
			b.WriteString(id)
		}
		b.WriteByte(' ')
		b.WriteString(t)
	}
	if b.Len() > 0 {
		out = append(out, b.String())
	}
	return out
}

// drop marks the tags changed now: pages born before are stale from here on.
func (pc *Cache) drop(tags []string) {
	at := pc.seq.Add(1)
	for _, t := range tags {
		pc.tagAt.Store(t, at)
	}
}

// fresh reports whether nothing the page shows changed since its request started.
func (pc *Cache) fresh(p *page) bool {
	if p.born < pc.flushedAt.Load() {
		return false
	}
	for _, t := range p.tags {
		if at, ok := pc.tagAt.Load(t); ok && at.(uint64) > p.born {
			return false
		}
	}
	return true
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
