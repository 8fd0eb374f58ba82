package profile

import (
	"context"
	"strconv"

	"greenconnect/app/web"
	"greenconnect/modules/account"
)

// DashboardCards are the profile's cards on the dashboard (docs/shell.md, "Dashboard"): the
// company's rating and level, the answers that raise it most, its review status and what needs
// attention; for admins and moderators, the queues waiting for them.
func (s *Service) DashboardCards(ctx context.Context, u *web.User) ([]web.DashboardCard, error) {
	rec, err := s.ownRecord(ctx, u.ID, loadNone)
	if err != nil {
		return nil, err
	}
	res := rec.Result()
	card := web.DashboardCard{Key: "rating", Order: 10, Title: web.T(ctx, "profile.dashboard.title"),
		Figure: web.T(ctx, "profile.dashboard.figure", map[string]any{"Total": res.Total,
			"Level": web.T(ctx, res.Level.MessageKey())}),
		Lines: []string{web.T(ctx, "profile.dashboard.status."+string(rec.Status))},
		Links: []web.Link{{Label: web.T(ctx, "profile.nav.rating"), Href: RatingPath},
			{Label: web.T(ctx, "profile.rating.answer_questions"), Href: WizardPath}}}
	m := ratingPageModel(ctx, rec, s.NextSteps(rec))
	for i, st := range m.Next.Steps {
		if i == 3 {
			break
		}
		card.Lines = append(card.Lines, web.T(ctx, "profile.dashboard.step", map[string]any{
			"Section": web.T(ctx, st.Title), "What": st.What, "Gain": st.Gain}))
	}
	switch {
	case rec.Status == StatusRejected:
		card.Attention = append(card.Attention, web.T(ctx, "profile.dashboard.rejected", map[string]any{"Reason": rec.RejectionReason}))
	case !rec.Published && rec.PublishedVersion() == 0:
		card.Attention = append(card.Attention, web.T(ctx, "profile.dashboard.unpublished"))
	}
	cards := []web.DashboardCard{card}
	if u.HasRole(account.RoleAdmin) || u.HasRole(account.RoleModerator) {
		counts, err := s.Counts(ctx)
		if err != nil {
			return nil, err
		}
		q := web.DashboardCard{Key: "profile-queues", Order: 90, Title: web.T(ctx, "profile.dashboard.queues"),
			Figure: strconv.Itoa(counts[StatusPending]),
			Lines:  []string{web.T(ctx, "profile.dashboard.pending", map[string]any{"Count": counts[StatusPending]})},
			Links:  []web.Link{{Label: web.T(ctx, "profile.nav.review"), Href: QueuePath}}}
		if u.HasRole(account.RoleAdmin) {
			n, err := s.PendingVerifications(ctx)
			if err != nil {
				return nil, err
			}
			q.Lines = append(q.Lines, web.T(ctx, "profile.dashboard.verifications", map[string]any{"Count": n}))
			q.Links = append(q.Links, web.Link{Label: web.T(ctx, "profile.nav.verification"), Href: VerificationQueuePath})
		}
		cards = append(cards, q)
	}
	return cards, nil
}
