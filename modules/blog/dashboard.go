package blog

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
)

// DashboardCards are the company's posts on the dashboard (docs/shell.md, "Dashboard").
// profileID is the user's
// profile (the wiring asks the profile module).
func (s *Service) DashboardCards(ctx context.Context, u *web.User, profileID uuid.UUID) ([]web.DashboardCard, error) {
	posts, err := s.OwnPosts(ctx, profileID)
	if err != nil {
		return nil, err
	}
	published := 0
	for _, p := range posts {
		if p.Public() {
			published++
		}
	}
	cards := []web.DashboardCard{{Key: "posts", Order: 30, Title: web.Msg{Key: "blog.dashboard.title"},
		Count: &published,
		Lines: []web.Msg{{Key: "blog.dashboard.published", Data: map[string]any{"Published": published, "Count": len(posts)}}},
		Links: []web.Link{{Label: web.Msg{Key: "blog.dashboard.mine"}, Href: MinePath}}}}
	asks, err := s.ReviewAsks(ctx, profileID)
	if err != nil {
		return nil, err
	}
	if len(asks) > 0 {
		cards[0].Lines = append(cards[0].Lines, web.Msg{Key: "blog.dashboard.review_asked", Data: map[string]any{"Count": len(asks)}})
	}
	return cards, nil
}

// StaffQueues is the posts reported and waiting for a moderator (docs/shell.md,
// "Dashboard"); staff says whether the user moderates.
func (s *Service) StaffQueues(ctx context.Context, staff bool) ([]web.StaffQueue, error) {
	if !staff {
		return nil, nil
	}
	_, reported, err := s.Queue(ctx, QueueFilter{Sort: "reports", Limit: 1})
	if err != nil {
		return nil, err
	}
	q := web.StaffQueue{Key: "reported-posts", Area: "reported-posts", Title: web.Msg{Key: "blog.dashboard.queue_reported"},
		Count: reported, Href: ModerationPath, Order: 30}
	if at, err := s.q.OldestOpenReport(ctx); err == nil {
		q.Oldest = &at
	} else if !errors.Is(err, pgx.ErrNoRows) {
		return nil, err
	}
	asking := web.StaffQueue{Key: "review-asks", Area: "reported-posts", Title: web.Msg{Key: "blog.dashboard.queue_review"},
		Href: ModerationPath + "?status=hidden", Order: 31}
	if asking.Count, asking.Oldest, err = s.reviewQueue(ctx); err != nil {
		return nil, err
	}
	return []web.StaffQueue{q, asking}, nil
}
