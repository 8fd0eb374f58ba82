package account

import (
	"context"

	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// AggregationTables are the account's tables of the admin area's aggregation (docs/admin.md,
// "Aggregation"): the sign-ups of each week of the period, staff accounts left out.
func (s *Service) AggregationTables(ctx context.Context, p web.Period) ([]web.CountTable, error) {
	rows, err := s.q.CountSignUpsByWeek(ctx, store.CountSignUpsByWeekParams{Since: p.From, Until: p.Until(), Staff: AdminRoles})
	if err != nil {
		return nil, err
	}
	t := web.CountTable{Key: "signups", Title: web.Msg{Key: "account.aggregation.signups"},
		Value: web.Msg{Key: "account.aggregation.signups_count"}, Weekly: true, Order: 10}
	for _, r := range rows {
		t.Rows = append(t.Rows, web.CountRow{Key: web.WeekKey(r.Week), Count: int(r.N)})
	}
	return []web.CountTable{t}, nil
}
