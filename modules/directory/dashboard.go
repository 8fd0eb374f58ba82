package directory

import (
	"context"
	"strconv"

	"greenconnect/app/web"
)

// DashboardCards is the company's services on the dashboard (docs/shell.md, "Dashboard").
func (s *Service) DashboardCards(ctx context.Context, u *web.User) ([]web.DashboardCard, error) {
	id, err := s.ProfileOf(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	all, err := s.OwnOfferings(ctx, id)
	if err != nil {
		return nil, err
	}
	published := 0
	var attention []string
	for _, o := range all {
		if o.Published {
			published++
		}
		if o.Takedown != nil { // an admin unpublished it (docs/directory.md, "Administration")
			attention = append(attention, web.T(ctx, "directory.dashboard.takedown", map[string]any{"Name": o.Name, "Reason": o.Takedown.Reason}))
		}
	}
	return []web.DashboardCard{{Key: "services", Order: 20, Title: web.T(ctx, "directory.dashboard.title"),
		Figure:    strconv.Itoa(len(all)),
		Lines:     []string{web.T(ctx, "directory.dashboard.published", map[string]any{"Published": published, "Count": len(all)})},
		Attention: attention,
		Links:     []web.Link{{Label: web.T(ctx, "directory.dashboard.manage"), Href: ManagePath}}}}, nil
}
