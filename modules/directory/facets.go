package directory

import (
	"context"
	"sync"
	"time"
)

// facetTTL is how long the filter choices are kept. They are the same for every visitor
// and cost an aggregate over every service; a change made here clears them at once, one
// made on another instance shows within this time.
const facetTTL = 2 * time.Minute

// facets caches the filter choices the listing pages offer.
type facets struct {
	mu       sync.Mutex
	at       time.Time
	tags     []string
	services []string // countries of companies with public services
	listed   []string // countries of listed companies
}

// forget drops the cache (a service or a company changed).
func (f *facets) forget() {
	f.mu.Lock()
	f.at = time.Time{}
	f.mu.Unlock()
}

// choices returns the cached choices, loading them when stale.
func (s *Service) choices(ctx context.Context) (tags, serviceCountries, listedCountries []string, err error) {
	f := &s.facets
	f.mu.Lock()
	defer f.mu.Unlock()
	if now := s.now(); f.at.IsZero() || now.Sub(f.at) > facetTTL || now.Before(f.at) {
		rows, err := s.q.ListPopularTags(ctx, popularTags)
		if err != nil {
			return nil, nil, nil, err
		}
		f.tags = f.tags[:0]
		for _, r := range rows {
			f.tags = append(f.tags, r.Tag)
		}
		if f.services, err = s.q.ListServiceCountries(ctx); err != nil {
			return nil, nil, nil, err
		}
		if f.listed, err = s.q.ListDirectoryCountries(ctx); err != nil {
			return nil, nil, nil, err
		}
		f.at = now
	}
	return clone(f.tags), clone(f.services), clone(f.listed), nil
}

// keptCounts are the listings' bounded counts kept per filter (docs/directory.md,
// "Listings at any size"): a listing without search words counts up to CountBound+1
// matches on its first view, then reads its page alone while the count is fresh. They go
// with the filter choices: facetTTL, and dropped by a change made here (forget).
type keptCounts struct {
	mu     sync.Mutex
	counts map[string]keptCount
}

type keptCount struct {
	n  int32
	at time.Time
}

// maxKeptCounts bounds the filters kept; past it the counts start again.
const maxKeptCounts = 2000

// keptCount is the count kept for a listing's filter (key), while fresh.
func (s *Service) keptCount(key string) (int32, bool) {
	k := &s.counts
	k.mu.Lock()
	defer k.mu.Unlock()
	c, ok := k.counts[key]
	if now := s.now(); !ok || now.Sub(c.at) > facetTTL || now.Before(c.at) {
		return 0, false
	}
	return c.n, true
}

// keepCount keeps a listing's count for its filter (key).
func (s *Service) keepCount(key string, n int32) {
	k := &s.counts
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.counts == nil || len(k.counts) >= maxKeptCounts {
		k.counts = map[string]keptCount{}
	}
	k.counts[key] = keptCount{n: n, at: s.now()}
}

// forgetCounts drops the kept counts (a service or a company changed).
func (s *Service) forgetCounts() {
	s.counts.mu.Lock()
	s.counts.counts = nil
	s.counts.mu.Unlock()
}

// popularTags is how many tags the tag filter offers.
const popularTags = 16

func clone(list []string) []string { return append([]string(nil), list...) }
