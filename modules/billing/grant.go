package billing

import (
	"context"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/billing/store"
)

// MaxNoteLength bounds an admin's note on a grant.
const MaxNoteLength = 500

// Grant gives the company the plan by hand from now on (docs/billing.md, "Granted plans"),
// ending its current period, recorded in the membership history and the audit log. A
// company paying through Stripe is changed in Stripe, not here: web.Conflict.
func (s *Service) Grant(ctx context.Context, actor audit.Actor, email string, plan PlanKey, note string) error {
	note = strings.TrimSpace(web.CleanText(note))
	var errs web.FieldErrors
	target, err := s.accounts.ByEmail(ctx, strings.TrimSpace(web.CleanText(email)))
	if err != nil {
		if !web.IsNotFound(err) {
			return err
		}
		errs.Add("email", "billing.admin.grant.no_account", nil)
	}
	if _, ok, err := s.plan(ctx, plan); err != nil {
		return err
	} else if !ok || plan == PlanFree {
		errs.Add("plan", "billing.admin.grant.plan_required", nil)
	}
	if len([]rune(note)) > MaxNoteLength {
		errs.Add("note", "billing.admin.grant.note_long", map[string]any{"Max": MaxNoteLength})
	}
	if err := errs.Err(); err != nil {
		return err
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		open, err := s.openPeriod(ctx, q, target.ID)
		if err != nil {
			return err
		}
		before := PlanFree
		if open != nil {
			if open.Source == SourceStripe {
				return web.Conflict("billing.admin.grant.stripe_managed")
			}
			before = PlanKey(open.PlanKey)
			if err := q.EndMembership(ctx, store.EndMembershipParams{Now: s.now(), ID: open.ID}); err != nil {
				return err
			}
		}
		if err := q.StartMembership(ctx, store.StartMembershipParams{UserID: target.ID, PlanKey: string(plan), Source: SourceAdmin,
			GrantedBy: nullID(actor.ID), Note: note, Now: s.now()}); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: "billing.plan.grant", ObjectType: "user",
			ObjectID: target.ID.String(), ObjectLabel: target.Email,
			Before: map[string]any{"plan": before}, After: map[string]any{"plan": plan}, Note: note})
	})
}

// EndGrant ends the company's granted plan now: it is back on Free. web.Conflict when its
// plan is paid through Stripe (cancelled there), when it has no plan to end, or when period
// (the one the admin saw; uuid.Nil: whichever is open) is not the open one any more.
func (s *Service) EndGrant(ctx context.Context, actor audit.Actor, userID, period uuid.UUID, note string) error {
	target, err := s.accounts.Identity(ctx, userID)
	if err != nil {
		return err
	}
	note = strings.TrimSpace(web.CleanText(note))
	if len([]rune(note)) > MaxNoteLength {
		return web.InvalidField("note", "billing.admin.grant.note_long", map[string]any{"Max": MaxNoteLength})
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		open, err := s.openPeriod(ctx, q, userID)
		if err != nil {
			return err
		}
		if open == nil {
			return web.Conflict("billing.admin.end.nothing")
		}
		if open.Source == SourceStripe {
			return web.Conflict("billing.admin.grant.stripe_managed")
		}
		if period != uuid.Nil && open.ID != period {
			return web.Conflict("billing.admin.end.changed") // granted again since the page was drawn
		}
		if err := q.EndMembership(ctx, store.EndMembershipParams{Now: s.now(), ID: open.ID}); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: "billing.plan.end", ObjectType: "user",
			ObjectID: userID.String(), ObjectLabel: target.Email,
			Before: map[string]any{"plan": open.PlanKey}, After: map[string]any{"plan": PlanFree}, Note: note})
	})
}

func nullID(id uuid.UUID) uuid.NullUUID { return uuid.NullUUID{UUID: id, Valid: id != uuid.Nil} }
