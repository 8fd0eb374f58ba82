package pagecache

import (
	"sync"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/maypok86/otter/v2"
)

// No stampede (docs/conventions.md, "Public pages and the page cache"): when many visitors
// ask at once for a page that is not kept, one request renders it (the flight's leader)
// and the others wait for its page; when a kept page is past its TTL, the others are
// answered with it, stale, while the leader renders it again, for at most ServeStale.
//
// A waiter never hangs and always gets a proper answer: the leader ends its flight however
// its request ends (answered, failed, cancelled or panicking: a deferred call), and a
// waiter waits MaxWait at most. When the leader kept no page (an error, a page that is not
// public or sets a cookie, a change committed during its render), each waiter renders the
// page for itself, as it would have without the cache. A key whose render completed without
// a page to keep is passed straight to rendering for a few seconds (passFor), so a page
// that is never kept does not make its visitors queue behind one another.

// flight is one render of a key that other requests for the same key wait on.
type flight struct {
	done chan struct{} // closed when the leader's request has ended
	page *page         // what the leader kept, set before done closes; nil: nothing
}

// flights are the renders in progress, by key, and the keys whose last render kept nothing.
type flights struct {
	mu     sync.Mutex
	byKey  map[string]*flight
	passes *otter.Cache[string, struct{}]
}

// passFor is how long a key whose render kept nothing is rendered without waiting.
const passFor = 5 * time.Second

func (fs *flights) init() {
	fs.byKey = map[string]*flight{}
	fs.passes = otter.Must(&otter.Options[string, struct{}]{
		MaximumSize:      10_000,
		ExpiryCalculator: otter.ExpiryWriting[string, struct{}](passFor),
	})
}

// join returns the key's flight in progress, or starts one with the caller as its leader.
func (fs *flights) join(key string) (f *flight, leader bool) {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if f, ok := fs.byKey[key]; ok {
		return f, false
	}
	f = &flight{done: make(chan struct{})}
	fs.byKey[key] = f
	return f, true
}

// land ends the leader's flight: the waiters wake and read f.page. completed says the
// leader's handlers returned without an error; had they kept nothing, the key passes.
func (fs *flights) land(key string, f *flight, completed bool) {
	fs.mu.Lock()
	delete(fs.byKey, key)
	fs.mu.Unlock()
	if completed && f.page == nil {
		fs.passes.Set(key, struct{}{})
	}
	close(f.done)
}

func (fs *flights) passing(key string) bool {
	_, ok := fs.passes.GetIfPresent(key)
	return ok
}

// lookup answers a visitor's request for key: from the kept page, as a waiter of another
// request's render, or by rendering (c.Next) with the state Store needs to keep the page.
func (pc *Cache) lookup(c fiber.Ctx, key string) error {
	st := &pc.stats[public]
	p, ok := pc.pages.GetIfPresent(key)
	if ok && !pc.fresh(p) {
		pc.pages.Invalidate(key)
		ok = false
	}
	if ok && time.Now().Before(p.expires) {
		st.hits.Add(1)
		return answer(c, p)
	}
	if c.Method() != fiber.MethodGet || pc.flights.passing(key) {
		st.misses.Add(1)
		return pc.render(c, key, nil)
	}
	f, leader := pc.flights.join(key)
	if leader {
		st.misses.Add(1)
		return pc.lead(c, key, f)
	}
	if ok {
		st.stale.Add(1) // past its TTL: the leader renders it again meanwhile
		return answer(c, p)
	}
	t := time.NewTimer(pc.cfg.MaxWait)
	select {
	case <-f.done:
		t.Stop()
	case <-t.C:
	}
	select {
	case <-f.done:
		// The page the leader kept, unless a change committed since its request began.
		if f.page != nil && pc.fresh(f.page) {
			st.coalesced.Add(1)
			return answer(c, f.page)
		}
	default:
	}
	st.misses.Add(1)
	return pc.render(c, key, nil)
}

// lead renders the page for its flight's waiters; the flight lands however the request ends.
func (pc *Cache) lead(c fiber.Ctx, key string, f *flight) (err error) {
	completed := false
	defer func() { pc.flights.land(key, f, completed) }()
	err = pc.render(c, key, f)
	completed = err == nil
	return err
}

// render passes the request on to its handler, with the state Store reads to keep the page.
func (pc *Cache) render(c fiber.Ctx, key string, f *flight) error {
	st := &state{key: key, born: pc.seq.Load(), cacheControl: pc.cacheControl, outer: outerHeaders(c), flight: f}
	c.Locals(stateKey{}, st)
	return c.Next()
}
