package blog

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/modules/blog/store"
)

// GreenRoom is what the profile module reads of the blog for the Green Room rule
// (profile.GreenRoom; docs/blog.md, "Green Room points"): a post counts from its first
// publication while it is published and not hidden. It needs only the database, so it is
// built before the profile service, which the blog's Service needs.
type GreenRoom struct{ q *store.Queries }

// NewGreenRoom returns the Green Room reader.
func NewGreenRoom(pool *pgxpool.Pool) *GreenRoom { return &GreenRoom{q: store.New(pool)} }

// PublishedPostTimes are the first-publication moments of the user's public posts since.
func (g *GreenRoom) PublishedPostTimes(ctx context.Context, userID uuid.UUID, since time.Time) ([]time.Time, error) {
	return g.q.ListPublishedPostTimes(ctx, store.ListPublishedPostTimesParams{UserID: userID, Since: &since})
}

// PublishedPostCount is how many public (published, not hidden) posts the user has.
func (g *GreenRoom) PublishedPostCount(ctx context.Context, userID uuid.UUID) (int, error) {
	n, err := g.q.CountPublishedPosts(ctx, userID)
	return int(n), err
}
