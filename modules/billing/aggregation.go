package billing

import (
	"context"

	"greenconnect/app/web"
	"greenconnect/modules/account"
)

// AggregationTables are billing's tables of the admin area's aggregation (docs/admin.md,
// "Aggregation"): the company accounts by the plan now in force (an open membership period,
// else Free).
func (s *Service) AggregationTables(ctx context.Context, _ web.Period) ([]web.CountTable, error) {
	rows, err := s.q.CountPlansInForce(ctx, account.AdminRoles)
	if err != nil {
		return nil, err
	}
	counts := map[PlanKey]int{}
	for _, r := range rows {
		counts[PlanKey(r.PlanKey)] = int(r.N)
	}
	plans := web.CountTable{Key: "plans", Title: web.Msg{Key: "billing.aggregation.plans"},
		Label: web.Msg{Key: "billing.aggregation.plan"}, Value: web.Msg{Key: "billing.aggregation.companies"}, Order: 60}
	for _, key := range PlanKeys {
		plans.Rows = append(plans.Rows, web.CountRow{Key: string(key), Label: web.Msg{Key: key.NameKey()}, Count: counts[key]})
	}
	return []web.CountTable{plans}, nil
}
