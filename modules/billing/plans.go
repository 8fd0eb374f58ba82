package billing

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/modules/billing/store"
)

// Plans are every plan in order (Free first) with their prices.
func (s *Service) Plans(ctx context.Context) ([]Plan, error) {
	return plansOf(ctx, s.q)
}

func plansOf(ctx context.Context, q *store.Queries) ([]Plan, error) {
	rows, err := q.ListPlans(ctx)
	if err != nil {
		return nil, err
	}
	prices, err := q.ListPrices(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]Plan, 0, len(rows))
	for _, r := range rows {
		p := Plan{Key: PlanKey(r.Key)}
		for _, f := range r.Features {
			p.Features = append(p.Features, Feature(f))
		}
		for _, pr := range prices {
			if pr.PlanKey == r.Key { // the store's rows, both plain
				p.Prices = append(p.Prices, priceOf(pr))
			}
		}
		out = append(out, p)
	}
	return out, nil
}

func priceOf(r store.BillingPrice) Price {
	return Price{Plan: PlanKey(r.PlanKey), Period: r.Period, Currency: r.Currency, AmountCents: r.AmountCents, StripePriceID: r.StripePriceID}
}

// plan is one plan by key; ok false for an unknown key.
func (s *Service) plan(ctx context.Context, key PlanKey) (Plan, bool, error) {
	plans, err := s.Plans(ctx)
	if err != nil {
		return Plan{}, false, err
	}
	for _, p := range plans {
		if p.Key == key {
			return p, true, nil
		}
	}
	return Plan{}, false, nil
}

// CurrentPlan is the user's plan now: the open membership period's, else Free.
func (s *Service) CurrentPlan(ctx context.Context, userID uuid.UUID) (Current, error) {
	key := PlanFree
	var cur Current
	m, err := s.q.OpenMembership(ctx, userID)
	switch {
	case err == nil:
		key, cur.Source = PlanKey(m.PlanKey), m.Source
		since := m.StartedAt
		cur.Since = &since
	case !errors.Is(err, pgx.ErrNoRows):
		return Current{}, err
	}
	p, ok, err := s.plan(ctx, key)
	if err != nil {
		return Current{}, err
	}
	if !ok {
		p = Plan{Key: key}
	}
	cur.Plan = p
	acc, err := s.q.GetBillingAccount(ctx, userID)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return Current{}, err
	}
	cur.PaymentFailed, cur.HasCustomer = acc.PaymentFailed, acc.StripeCustomerID != nil
	sub, err := s.q.LiveSubscriptionOf(ctx, userID)
	if err == nil {
		cur.Subscription = &Subscription{ID: sub.StripeID, Plan: PlanKey(sub.PlanKey), Period: sub.Period, Status: sub.Status,
			CurrentPeriodEnd: sub.CurrentPeriodEnd, CancelAtPeriodEnd: sub.CancelAtPeriodEnd}
	} else if !errors.Is(err, pgx.ErrNoRows) {
		return Current{}, err
	}
	return cur, nil
}

// PlanOf is the key of the user's plan now (profile.Billing).
func (s *Service) PlanOf(ctx context.Context, userID uuid.UUID) (PlanKey, error) {
	cur, err := s.CurrentPlan(ctx, userID)
	return cur.Plan.Key, err
}

// Entitled reports whether the user's current plan unlocks f (docs/billing.md, "The gate").
func (s *Service) Entitled(ctx context.Context, userID uuid.UUID, f Feature) (bool, error) {
	if userID == uuid.Nil {
		return false, nil
	}
	cur, err := s.CurrentPlan(ctx, userID)
	if err != nil {
		return false, err
	}
	return cur.Plan.Includes(f), nil
}

// TakeNotice is the news the company's next billing page shows once ("subscribed",
// "plan_changed"), or "".
func (s *Service) TakeNotice(ctx context.Context, userID uuid.UUID) (string, error) {
	n, err := s.q.TakeNotice(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	return n, err
}
