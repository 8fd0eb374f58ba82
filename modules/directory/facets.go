package directory

import (
	"context"
	"slices"
	"sync"
	"time"

	"greenconnect/app/web"
)

// facetTTL is how long the filter choices are kept. They are the same for every visitor
// and cost an aggregate over every service; a change made here clears them at once, one
// made on another instance shows within this time and the reload that follows.
const facetTTL = 2 * time.Minute

// facets caches the filter choices the listing pages offer. Dropped (a change made here),
// the next view loads them before it renders, as the first does; expired, they are served
// as they are while one reload runs aside, so no view waits for the aggregate, whose cost
// grows with the catalogue (docs/directory.md, "Listings at any size").
type facets struct {
	mu        sync.Mutex
	at        time.Time // when loaded; zero: none kept
	gen       int       // counts the drops: a reload begun before one keeps nothing
	reloading bool
	choice    facetChoices
}

type facetChoices struct {
	tags     []string
	services []string // countries of companies with public services
	listed   []string // countries of listed companies
}

// forget drops the cache (a service or a company changed).
func (f *facets) forget() {
	f.mu.Lock()
	f.at = time.Time{}
	f.gen++
	f.mu.Unlock()
}

// choices returns the kept choices: loaded first when none are, reloaded aside when old.
// They are shared and never changed (a reload replaces them): read only, clipped so that an
// append copies.
func (s *Service) choices(ctx context.Context) (tags, serviceCountries, listedCountries []string, err error) {
	f := &s.facets
	f.mu.Lock()
	defer f.mu.Unlock()
	now := s.now()
	switch {
	case f.at.IsZero():
		if f.choice, err = s.loadChoices(ctx); err != nil {
			return nil, nil, nil, err
		}
		f.at = now
	case (now.Sub(f.at) > facetTTL || now.Before(f.at)) && !f.reloading:
		f.reloading = true
		go s.reloadChoices(f.gen)
	}
	c := f.choice
	return slices.Clip(c.tags), slices.Clip(c.services), slices.Clip(c.listed), nil
}

// reloadChoices loads the choices without holding the lock and keeps them unless they were
// dropped meanwhile (the next view then loads them itself). It runs after the view that
// started it has answered, so its context is its own, not the request's.
func (s *Service) reloadChoices(gen int) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := s.loadChoices(ctx)
	f := &s.facets
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reloading = false
	if err != nil {
		web.Log(ctx).Warn("directory: reload the filter choices", "err", err) // the next view tries again
		return
	}
	if f.gen != gen || f.at.IsZero() {
		return
	}
	f.choice, f.at = c, s.now()
}

func (s *Service) loadChoices(ctx context.Context) (facetChoices, error) {
	var c facetChoices
	rows, err := s.q.ListPopularTags(ctx, popularTags)
	if err != nil {
		return c, err
	}
	for _, r := range rows {
		c.tags = append(c.tags, r.Tag)
	}
	if c.services, err = s.q.ListServiceCountries(ctx); err != nil {
		return c, err
	}
	c.listed, err = s.q.ListDirectoryCountries(ctx)
	return c, err
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
