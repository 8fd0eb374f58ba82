package blog

import (
	"context"
	"time"

	"github.com/google/uuid"

	"greenconnect/modules/blog/store"
)

// The Green Room rule's reads (profile.GreenRoom; docs/blog.md, "Green Room points"): a post
// counts from its first publication while it is published and not hidden. The profile's
// service takes the blog's own Service for them at wiring (profile.Service.UseGreenRoom),
// never a second way into the blog's store. They read the primary, not a replica: a post
// just published counts at once.

// PublishedPostTimes are the first-publication moments of the user's public posts since.
func (s *Service) PublishedPostTimes(ctx context.Context, userID uuid.UUID, since time.Time) ([]time.Time, error) {
	return store.New(s.pool).ListPublishedPostTimes(ctx, store.ListPublishedPostTimesParams{UserID: userID, Since: &since})
}

// PublishedPostCount is how many public (published, not hidden) posts the user has.
func (s *Service) PublishedPostCount(ctx context.Context, userID uuid.UUID) (int, error) {
	n, err := store.New(s.pool).CountPublishedPosts(ctx, userID)
	return int(n), err
}
