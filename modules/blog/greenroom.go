package blog

import (
	"context"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/db"
	"greenconnect/modules/blog/store"
)

// The Green Room rule's reads (profile.GreenRoom; docs/blog.md, "Green Room points"): a post
// counts from its first publication while it is published and not hidden. The profile's
// service takes the blog's own Service for them at wiring (profile.Service.UseGreenRoom),
// never a second way into the blog's store. They read the primary, not a replica: a post
// just published counts at once; through the service's reads (db.Primary), so that a page
// reading its parts together (db.Together) sends them with the others.

// PublishedPostTimes are the first-publication moments of the company's public posts since,
// oldest first. A company's posts are its owner's (a post names both, and they move
// together: company_transferred.go), so the rule reads them by the company, whose id a page
// has before its row.
func (s *Service) PublishedPostTimes(ctx context.Context, profileID uuid.UUID, since time.Time) ([]time.Time, error) {
	return s.q.ListPublishedPostTimes(db.Primary(ctx), store.ListPublishedPostTimesParams{ProfileID: profileID, Since: since})
}

// PublishedPostCount is how many public (published, not hidden) posts the user has.
func (s *Service) PublishedPostCount(ctx context.Context, userID uuid.UUID) (int, error) {
	n, err := s.q.CountPublishedPosts(db.Primary(ctx), userID)
	return int(n), err
}
