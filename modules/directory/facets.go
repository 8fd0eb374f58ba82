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

// popularTags is how many tags the tag filter offers.
const popularTags = 16

func clone(list []string) []string { return append([]string(nil), list...) }
