package directory

import (
	"context"

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
	var attention []web.Msg
	for _, o := range all {
		if o.Published {
			published++
		}
		if o.Takedown != nil { // an admin unpublished it (docs/directory.md, "Administration")
			attention = append(attention, web.Msg{Key: "directory.dashboard.takedown", Data: map[string]any{"Name": o.Name, "Reason": o.Takedown.Reason}})
		}
	}
	count := len(all)
	return []web.DashboardCard{{Key: "services", Order: 20, Title: web.Msg{Key: "directory.dashboard.title"},
		Count:     &count,
		Lines:     []web.Msg{{Key: "directory.dashboard.published", Data: map[string]any{"Published": published, "Count": count}}},
		Attention: attention,
		Links:     []web.Link{{Label: web.Msg{Key: "directory.dashboard.manage"}, Href: ManagePath}}}}, nil
}
