package profile

import (
	"context"

	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
)

// AggregationTables are the profile's tables of the admin area's aggregation (docs/admin.md,
// "Aggregation"): every profile by status, and the publications and approvals of each week
// of the period.
func (s *Service) AggregationTables(ctx context.Context, p web.Period) ([]web.CountTable, error) {
	counts, err := s.Counts(ctx)
	if err != nil {
		return nil, err
	}
	statuses := web.CountTable{Key: "statuses", Title: web.Msg{Key: "profile.aggregation.statuses"},
		Label: web.Msg{Key: "profile.aggregation.status"}, Value: web.Msg{Key: "profile.aggregation.profiles"}, Order: 40}
	for _, st := range []Status{StatusDraft, StatusPending, StatusApproved, StatusRejected} {
		statuses.Rows = append(statuses.Rows, web.CountRow{Key: string(st), Label: web.Msg{Key: "profile.status." + string(st)},
			Count: counts[st]})
	}
	span := store.CountPublicationsByWeekParams{Since: p.From, Until: p.Until()}
	published, err := s.q.CountPublicationsByWeek(ctx, span)
	if err != nil {
		return nil, err
	}
	pubs := web.CountTable{Key: "publications", Title: web.Msg{Key: "profile.aggregation.publications"},
		Value: web.Msg{Key: "profile.aggregation.publications_count"}, Weekly: true, Order: 20}
	for _, r := range published {
		pubs.Rows = append(pubs.Rows, web.CountRow{Key: web.WeekKey(r.Week), Count: int(r.N)})
	}
	approved, err := s.q.CountApprovalsByWeek(ctx, store.CountApprovalsByWeekParams(span))
	if err != nil {
		return nil, err
	}
	approvals := web.CountTable{Key: "approvals", Title: web.Msg{Key: "profile.aggregation.approvals"},
		Value: web.Msg{Key: "profile.aggregation.approvals_count"}, Weekly: true, Order: 30}
	for _, r := range approved {
		approvals.Rows = append(approvals.Rows, web.CountRow{Key: web.WeekKey(r.Week), Count: int(r.N)})
	}
	return []web.CountTable{pubs, approvals, statuses}, nil
}
