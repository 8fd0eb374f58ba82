package blog

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
	"greenconnect/modules/blog/store"
)

// MaxReviewMessage bounds the author's note to the moderators.
const MaxReviewMessage = 1_000

// ReviewAsk is a hidden post whose author asked for another look.
type ReviewAsk struct {
	PostID  uuid.UUID
	Title   string
	At      time.Time
	Message string
}

// AskReview puts the company's hidden post back in the moderators' queue with the author's
// optional message, once per hiding (docs/blog.md, "Reporting and moderation"): a second ask
// before the post is hidden again is a web.Conflict; a post not hidden, or not the
// company's, is 404.
func (s *Service) AskReview(ctx context.Context, profileID, postID uuid.UUID, message string) error {
	message = trimmed(message)
	var errs web.FieldErrors
	web.MaxLen(&errs, "message", message, MaxReviewMessage)
	if err := errs.Err(); err != nil {
		return err
	}
	p, err := s.Own(ctx, profileID, postID)
	if err != nil {
		return err
	}
	if !p.Hidden {
		return web.NotFound()
	}
	_, err = s.q.AskReview(ctx, store.AskReviewParams{ID: postID, ProfileID: profileID, Message: message, Now: s.now()})
	if errors.Is(err, pgx.ErrNoRows) {
		return web.Conflict("blog.review.already")
	}
	return err
}

// ReviewAsks are the posts waiting for another look: the company's (profileID), or every
// company's (uuid.Nil), oldest first.
func (s *Service) ReviewAsks(ctx context.Context, profileID uuid.UUID) ([]ReviewAsk, error) {
	rows, err := s.q.ListReviewAsks(ctx, uuid.NullUUID{UUID: profileID, Valid: profileID != uuid.Nil})
	if err != nil {
		return nil, err
	}
	out := make([]ReviewAsk, len(rows))
	for i, r := range rows {
		out[i] = ReviewAsk{PostID: r.ID, Title: r.Title, At: r.AskedAt, Message: r.ReviewMessage}
	}
	return out, nil
}

// reviewQueue is how many posts ask for another look and since when the oldest waits (nil:
// none).
func (s *Service) reviewQueue(ctx context.Context) (int, *time.Time, error) {
	r, err := s.q.CountReviewAsks(ctx)
	if err != nil || r.N == 0 {
		return 0, nil, err
	}
	return int(r.N), &r.Oldest, nil
}
