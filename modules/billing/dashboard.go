package billing

import (
	"context"

	"greenconnect/app/web"
)

// DashboardCards is the company's plan on the dashboard (docs/shell.md, "Dashboard"), and a
// failed payment among what needs attention.
func (s *Service) DashboardCards(ctx context.Context, u *web.User) ([]web.DashboardCard, error) {
	cur, err := s.CurrentPlan(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	card := web.DashboardCard{Key: "plan", Order: 40, Title: web.Msg{Key: "billing.dashboard.title"},
		Figure: web.Msg{Key: cur.Plan.Key.NameKey()},
		Links: []web.Link{{Label: web.Msg{Key: "billing.dashboard.history"}, Href: HistoryPath},
			{Label: web.Msg{Key: "billing.dashboard.plans"}, Href: ChoosePath}}}
	if cur.PaymentFailed {
		card.Attention = append(card.Attention, web.Msg{Key: "billing.payment_failed"})
	}
	return []web.DashboardCard{card}, nil
}
