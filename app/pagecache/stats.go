package pagecache

import (
	"sync/atomic"

	"github.com/gofiber/fiber/v3"
)

// The two caches, indexes of Cache.stats.
const (
	public  = 0
	private = 1
)

// counters are one cache's running totals.
type counters struct {
	hits, misses, renders, coalesced, stale, evictions atomic.Uint64
}

// Stats are one cache's totals since start, for the metrics (README, "Performance").
type Stats struct {
	Hits      uint64 // answered from a kept, current page
	Misses    uint64 // found no page to answer with: rendered (or waited, then rendered)
	Renders   uint64 // rendered a page the cache kept
	Coalesced uint64 // waited for another request's render of the same page and answered with it
	Stale     uint64 // answered with a page past its TTL while another request rendered it again
	Evictions uint64 // pages dropped to stay within the cache's memory
	Pages     int    // kept now
	Bytes     uint64 // their weight now
}

// Stats reports the visitors' cache and the signed-in pages'.
func (pc *Cache) Stats() (visitors, signedIn Stats) {
	return pc.read(public), pc.read(private)
}

func (pc *Cache) read(i int) Stats {
	c := &pc.stats[i]
	s := Stats{Hits: c.hits.Load(), Misses: c.misses.Load(), Renders: c.renders.Load(),
		Coalesced: c.coalesced.Load(), Stale: c.stale.Load(), Evictions: c.evictions.Load()}
	kept := pc.pages
	if i == private {
		kept = pc.private
	}
	s.Pages, s.Bytes = kept.EstimatedSize(), kept.WeightedSize()
	return s
}

// routeKey keys, in fiber's Locals, the route pattern of a page answered from the cache.
type routeKey struct{}

// Route is the route pattern (/companies/:id) of the page a request was answered with from
// the cache, which answers before the router has matched one; "" when it was not.
func Route(c fiber.Ctx) string {
	r, _ := c.Locals(routeKey{}).(string)
	return r
}
