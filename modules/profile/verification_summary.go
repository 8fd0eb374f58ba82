package profile

import (
	"context"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/web"
)

// What a company's Green Verification stands at, in a word (docs/profile.md, "Green
// Verification": where it is linked from, with its state).
const (
	VerificationNotInPlan = "not_in_plan" // the plan unlocks nothing, and nothing was asked or validated
	VerificationReady     = "ready"       // the plan unlocks it and nothing waits
	VerificationWaiting   = "pending"     // a request waits for the admins
	VerificationValidated = "validated"   // the company details' mark holds
)

// VerificationSummary is a company's Green Verification in a line: its state, the date that
// goes with it (asked on, validated on), the verified evidence items, and whether the plan
// lets it ask (a validated company whose plan ended still sees its marks).
type VerificationSummary struct {
	State         string
	Date          *time.Time
	ItemsVerified int
	InPlan        bool
}

// VerificationSummary sums up the user's company's Green Verification.
func (s *Service) VerificationSummary(ctx context.Context, userID uuid.UUID) (VerificationSummary, error) {
	st, err := s.Verification(ctx, userID)
	if err != nil {
		return VerificationSummary{}, err
	}
	return summarize(st), nil
}

func summarize(st VerificationState) VerificationSummary {
	sum := VerificationSummary{InPlan: st.Company, ItemsVerified: st.Marks.ItemCount(), State: VerificationNotInPlan}
	if st.Company {
		sum.State = VerificationReady
	}
	for _, r := range st.Requests { // newest first
		if r.Status == VerificationPending {
			at := r.CreatedAt
			sum.State, sum.Date = VerificationWaiting, &at
			return sum
		}
	}
	if at := st.Marks.CompanyValidatedAt; at != nil {
		sum.State, sum.Date = VerificationValidated, at
	}
	return sum
}

// VerificationHref is the company's Green Verification page (billing.Verification: /pricing
// links it).
func (s *Service) VerificationHref() string { return VerificationPath }

// VerificationCard is the company's Green Verification on the dashboard (docs/shell.md,
// "Dashboard"), and the same card where other pages link it (the rating page, billing's pages):
// its state in a word, the sentence with its dates, and the link to the page.
func (s *Service) VerificationCard(ctx context.Context, u *web.User) ([]web.DashboardCard, error) {
	sum, err := s.VerificationSummary(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	return []web.DashboardCard{verificationCard(sum)}, nil
}

func verificationCard(sum VerificationSummary) web.DashboardCard {
	data := map[string]any{}
	if sum.Date != nil {
		data["Date"] = web.Day(*sum.Date)
	}
	card := web.DashboardCard{Key: "verification", Order: 35, Title: web.Msg{Key: "profile.verify.title"},
		Figure: web.Msg{Key: "profile.verify.figure." + sum.State},
		Lines:  []web.Msg{{Key: "profile.verify.summary." + sum.State, Data: data}},
		Links:  []web.Link{{Label: web.Msg{Key: "profile.verify.open"}, Href: VerificationPath}}}
	if sum.ItemsVerified > 0 {
		card.Lines = append(card.Lines, web.Msg{Key: "profile.verify.summary.items", Data: map[string]any{"Count": sum.ItemsVerified}})
	}
	if !sum.InPlan && sum.State != VerificationNotInPlan {
		card.Lines = append(card.Lines, web.Msg{Key: "profile.verify.summary.plan_ended"})
	}
	return card
}
