package blog

import (
	"context"
	"strconv"

	"github.com/google/uuid"

	"greenconnect/app/web"
)

// DashboardCards are the company's posts on the dashboard (docs/shell.md, "Dashboard") and,
// for admins and moderators, the reported posts waiting for them. profileID is the user's
// profile (the wiring asks the profile module).
func (s *Service) DashboardCards(ctx context.Context, u *web.User, profileID uuid.UUID, staff bool) ([]web.DashboardCard, error) {
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
	cards := []web.DashboardCard{{Key: "posts", Order: 30, Title: web.T(ctx, "blog.dashboard.title"),
		Figure: strconv.Itoa(published),
		Lines:  []string{web.T(ctx, "blog.dashboard.published", map[string]any{"Published": published, "Count": len(posts)})},
		Links:  []web.Link{{Label: web.T(ctx, "blog.dashboard.mine"), Href: MinePath}}}}
	if staff {
		_, reported, err := s.Queue(ctx, QueueFilter{Sort: "reports", Limit: 1})
		if err != nil {
			return nil, err
		}
		cards = append(cards, web.DashboardCard{Key: "reported-posts", Order: 91, Title: web.T(ctx, "blog.dashboard.reported"),
			Figure: strconv.Itoa(reported),
			Links:  []web.Link{{Label: web.T(ctx, "blog.dashboard.review"), Href: ModerationPath}}})
	}
	return cards, nil
}
