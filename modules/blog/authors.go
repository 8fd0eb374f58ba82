package blog

import (
	"context"
	"sync"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

// Author is what a post shows of its company: name, logo, rating level, and whether its
// page is public (then the post links to it).
type Author struct {
	ProfileID uuid.UUID
	Name      string
	LogoURL   string // "": show the company icon
	Level     rating.Level
	Stars     int
	Listed    bool
}

// authorTTL is how long an author card is kept: ratings move with time (Green Room weeks
// pass) without a profile event; profile changes drop the card at once (CompanyChanged).
const authorTTL = 5 * time.Minute

// authorCache keeps the author cards the listings show, so a page of ten posts does not
// rate ten companies.
type authorCache struct {
	mu    sync.Mutex
	cards map[uuid.UUID]cachedAuthor
	now   func() time.Time
}

type cachedAuthor struct {
	Author
	at time.Time
}

func newAuthorCache(now func() time.Time) *authorCache {
	return &authorCache{cards: map[uuid.UUID]cachedAuthor{}, now: now}
}

func (c *authorCache) forget(id uuid.UUID) {
	c.mu.Lock()
	delete(c.cards, id)
	c.mu.Unlock()
}

// authors are the cards of the given companies (one read of the profiles for those not
// cached).
func (s *Service) authorsOf(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Author, error) {
	out := map[uuid.UUID]Author{}
	var missing []uuid.UUID
	now := s.now()
	s.authors.mu.Lock()
	for _, id := range ids {
		if a, ok := s.authors.cards[id]; ok && now.Sub(a.at) < authorTTL && now.Sub(a.at) >= 0 {
			out[id] = a.Author
		} else if _, seen := out[id]; !seen {
			missing = append(missing, id)
		}
	}
	s.authors.mu.Unlock()
	if len(missing) == 0 {
		return out, nil
	}
	ls, err := s.profiles.Listings(ctx, missing)
	if err != nil {
		return nil, err
	}
	s.authors.mu.Lock()
	defer s.authors.mu.Unlock()
	for _, l := range ls {
		a := Author{ProfileID: l.ID, Name: l.CompanyName, LogoURL: l.LogoURL, Level: l.Rating.Level,
			Stars: l.Rating.Stars, Listed: l.Listed}
		s.authors.cards[l.ID] = cachedAuthor{Author: a, at: now}
		out[l.ID] = a
	}
	return out, nil
}

// author is one company's card.
func (s *Service) author(ctx context.Context, id uuid.UUID) (Author, error) {
	m, err := s.authorsOf(ctx, []uuid.UUID{id})
	if err != nil {
		return Author{}, err
	}
	a, ok := m[id]
	if !ok {
		return Author{}, web.NotFound()
	}
	return a, nil
}

func (c *authorCache) forgetAll() {
	c.mu.Lock()
	c.cards = map[uuid.UUID]cachedAuthor{}
	c.mu.Unlock()
}
