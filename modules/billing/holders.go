package billing

import (
	"context"

	"github.com/google/uuid"
)

// PlanKeys are the plans in order, Free first (the rows of billing_plans).
var PlanKeys = []string{PlanFree, PlanPremium, PlanPremiumPlus}

// PlanNameKey is the message id of a plan's name, for other modules' pages.
func PlanNameKey(key string) string { return "billing.plan." + key + ".name" }

// PlanHolders is the plan of every account on a plan other than Free, in one query: an
// admin list of companies shows and filters every company's plan without asking once per
// company (docs/profile.md, "Administration: companies").
func (s *Service) PlanHolders(ctx context.Context) (map[uuid.UUID]string, error) {
	rows, err := s.q.ListOpenMemberships(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]string, len(rows))
	for _, r := range rows {
		out[r.UserID] = r.PlanKey
	}
	return out, nil
}
