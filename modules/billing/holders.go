package billing

import (
	"context"

	"github.com/google/uuid"
)

// PlanHolders is the plan of every account on a plan other than Free, in one query: an
// admin list of companies shows and filters every company's plan without asking once per
// company (docs/profile.md, "Administration: companies").
func (s *Service) PlanHolders(ctx context.Context) (map[uuid.UUID]PlanKey, error) {
	rows, err := s.q.ListOpenMemberships(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]PlanKey, len(rows))
	for _, r := range rows {
		out[r.UserID] = PlanKey(r.PlanKey)
	}
	return out, nil
}
