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
	card := web.DashboardCard{Key: "plan", Order: 40, Title: web.T(ctx, "billing.dashboard.title"),
		Figure: web.T(ctx, "billing.plan."+cur.Plan.Key+".name"),
		Links:  []web.Link{{Label: web.T(ctx, "billing.dashboard.history"), Href: HistoryPath}, {Label: web.T(ctx, "billing.dashboard.plans"), Href: ChoosePath}}}
	if cur.PaymentFailed {
		card.Attention = append(card.Attention, web.T(ctx, "billing.payment_failed"))
	}
	return []web.DashboardCard{card}, nil
}
