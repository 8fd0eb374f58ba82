package profile

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

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
	card := web.DashboardCard{Key: "rating", Order: 10, Title: web.Msg{Key: "profile.dashboard.title"},
		Figure: web.Msg{Key: "profile.dashboard.figure", Data: map[string]any{"Total": res.Total,
			"Level": web.Msg{Key: res.Level.MessageKey()}}},
		Lines: []web.Msg{{Key: "profile.dashboard.status." + string(rec.Status)}},
		Links: []web.Link{{Label: web.Msg{Key: "profile.nav.rating"}, Href: RatingPath},
			{Label: web.Msg{Key: "profile.rating.answer_questions"}, Href: WizardPath}}}
	for i, st := range s.NextSteps(rec) {
		if i == 3 {
			break
		}
		title, what := stepMessages(st)
		card.Lines = append(card.Lines, web.Msg{Key: "profile.dashboard.step", Data: map[string]any{
			"Section": web.Msg{Key: title}, "What": web.Msg{Key: what}, "Gain": st.Gain}})
	}
	switch {
	case rec.Status == StatusRejected:
		card.Attention = append(card.Attention, web.Msg{Key: "profile.dashboard.rejected", Data: map[string]any{"Reason": rec.RejectionReason}})
	case !rec.Published && rec.PublishedVersion() == 0:
		card.Attention = append(card.Attention, web.Msg{Key: "profile.dashboard.unpublished"})
	}
	return []web.DashboardCard{card}, nil
}

// StaffQueues are the profile's queues on a staff dashboard (docs/shell.md, "Dashboard"):
// profiles waiting for review (moderators and admins), and Green Verification requests
// (admins).
func (s *Service) StaffQueues(ctx context.Context, u *web.User) ([]web.StaffQueue, error) {
	if !u.HasRole(account.RoleAdmin) && !u.HasRole(account.RoleModerator) {
		return nil, nil
	}
	counts, err := s.Counts(ctx)
	if err != nil {
		return nil, err
	}
	oldest, err := s.q.OldestPendingProfile(ctx)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return nil, err
	}
	out := []web.StaffQueue{{Key: "profile-review", Area: "profile-review", Title: web.Msg{Key: "profile.dashboard.queue_review"},
		Count: counts[StatusPending], Oldest: oldest, Href: QueuePath, Order: 10}}
	if !u.HasRole(account.RoleAdmin) {
		return out, nil
	}
	n, err := s.PendingVerifications(ctx)
	if err != nil {
		return nil, err
	}
	q := web.StaffQueue{Key: "green-verification", Area: "green-verification", Title: web.Msg{Key: "profile.dashboard.queue_verification"},
		Count: n, Href: VerificationQueuePath, Order: 20}
	if at, err := s.q.OldestPendingVerification(ctx); err == nil {
		q.Oldest = &at
	} else if !errors.Is(err, pgx.ErrNoRows) {
		return nil, err
	}
	return append(out, q), nil
}
