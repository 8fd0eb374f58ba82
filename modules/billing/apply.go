package billing

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stripe/stripe-go/v85"

	"greenconnect/modules/billing/store"
)

// applyCheckout links the company (the session's client reference) to its Stripe customer,
// so the portal opens and later events find it. The subscription's own events change the
// plan.
func (s *Service) applyCheckout(ctx context.Context, q *store.Queries, raw json.RawMessage) (string, error) {
	var cs stripe.CheckoutSession
	if err := json.Unmarshal(raw, &cs); err != nil {
		return outcomeIgnored, nil
	}
	userID, err := uuid.Parse(cs.ClientReferenceID)
	if err != nil || !s.userOK(ctx, userID) || cs.Customer == nil || cs.Customer.ID == "" {
		return outcomeIgnored, nil
	}
	if other, err := q.GetBillingAccountByCustomer(ctx, &cs.Customer.ID); err == nil && other.UserID != userID {
		return outcomeIgnored, nil // a customer is one company's; never move it
	} else if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return "", err
	}
	return outcomeApplied, q.SetCustomer(ctx, store.SetCustomerParams{UserID: userID, StripeCustomerID: &cs.Customer.ID, Now: s.now()})
}

// subscriptionRank orders a subscription's statuses for events of the same second: a later
// stage is never undone by an earlier one.
var subscriptionRank = map[string]int{"incomplete": 0, "trialing": 1, "active": 2, "past_due": 3, "unpaid": 4,
	"paused": 4, "canceled": 5, "incomplete_expired": 5}

// liveStatuses give the plan; endedStatuses take it away (docs/billing.md, "Events").
var (
	liveStatuses  = map[string]bool{"active": true, "trialing": true, "past_due": true}
	endedStatuses = map[string]bool{"canceled": true, "incomplete_expired": true, "unpaid": true, "paused": true}
	finalStatuses = map[string]bool{"canceled": true, "incomplete_expired": true} // a subscription never leaves these
)

// applySubscription records a subscription's state unless an event already applied is
// newer, then makes its plan the company's (live) or ends it (ended).
func (s *Service) applySubscription(ctx context.Context, q *store.Queries, raw json.RawMessage, at time.Time) (string, error) {
	var sub stripe.Subscription
	if err := json.Unmarshal(raw, &sub); err != nil || sub.ID == "" {
		return outcomeIgnored, nil
	}
	status := string(sub.Status)
	userID, err := s.companyOf(ctx, q, sub.Metadata, sub.Customer)
	if err != nil {
		return "", err
	}
	// One company's events take turns (jobs run side by side): then the comparison with
	// the stored state below sees every event applied before this one.
	if err := q.LockAccount(ctx, store.LockAccountParams{UserID: userID, Now: s.now()}); err != nil {
		return "", err
	}
	old, err := q.GetSubscriptionForUpdate(ctx, sub.ID)
	known := err == nil
	switch {
	case known:
		if finalStatuses[old.Status] || at.Before(old.EventAt) ||
			(at.Equal(old.EventAt) && subscriptionRank[status] < subscriptionRank[old.Status]) {
			return outcomeStale, nil
		}
	case !errors.Is(err, pgx.ErrNoRows):
		return "", err
	}
	if sub.Items == nil || len(sub.Items.Data) == 0 || sub.Items.Data[0].Price == nil {
		return outcomeIgnored, nil
	}
	item := sub.Items.Data[0]
	price, err := q.GetPriceByStripeID(ctx, item.Price.ID)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", errRetry // a price nobody configured yet: retried once an admin sets it
	}
	if err != nil {
		return "", err
	}
	var periodEnd *time.Time
	if item.CurrentPeriodEnd > 0 {
		t := time.Unix(item.CurrentPeriodEnd, 0).UTC()
		periodEnd = &t
	}
	started := startOf(sub)
	if err := q.UpsertSubscription(ctx, store.UpsertSubscriptionParams{StripeID: sub.ID, UserID: userID, PlanKey: price.PlanKey,
		Period: price.Period, Status: status, CurrentPeriodEnd: periodEnd, CancelAtPeriodEnd: sub.CancelAtPeriodEnd,
		EventAt: at, Now: s.now(), StartedAt: started}); err != nil {
		return "", err
	}
	switch {
	case liveStatuses[status]:
		newer, err := s.newerLive(ctx, q, userID, sub.ID, started)
		if err != nil || newer {
			return outcomeApplied, err // an older subscription's news: the newer one keeps the plan
		}
		notice, err := s.stripePlan(ctx, q, userID, sub.ID, PlanKey(price.PlanKey))
		if err != nil {
			return "", err
		}
		if notice == "" && known && liveStatuses[old.Status] && old.Period != price.Period {
			notice = noticePlanChanged // the same plan, paid by the year instead of the month (or back)
		}
		if notice == "" {
			return outcomeApplied, nil
		}
		return outcomeApplied, q.SetNotice(ctx, store.SetNoticeParams{UserID: userID, Notice: notice, Now: s.now()})
	case endedStatuses[status]:
		return outcomeApplied, s.stripeEnded(ctx, q, userID, sub.ID, at)
	}
	return outcomeApplied, nil
}

// startOf is when Stripe started the subscription (nil when the object does not say).
func startOf(sub stripe.Subscription) *time.Time {
	unix := sub.StartDate
	if unix == 0 {
		unix = sub.Created
	}
	if unix == 0 {
		return nil
	}
	t := time.Unix(unix, 0).UTC()
	return &t
}

// newerLive reports whether the company has another live subscription that started after
// this one: two can be live at once (a second Checkout from another tab), and the newer one
// is the plan the company chose last.
func (s *Service) newerLive(ctx context.Context, q *store.Queries, userID uuid.UUID, subID string,
	started *time.Time) (bool, error) {
	other, err := q.NewestOtherLiveSubscription(ctx, store.NewestOtherLiveSubscriptionParams{UserID: userID, OtherThan: subID})
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return other.StartedAt != nil && (started == nil || other.StartedAt.After(*started)), nil
}

// invoiceRank orders an invoice's statuses: a paid invoice never goes back to open.
var invoiceRank = map[string]int{"draft": 0, "open": 1, "paid": 2, "void": 2, "uncollectible": 2}

// applyInvoice records the invoice for the company's history, and whether its last payment
// failed (shown with a link to the portal until a payment succeeds).
func (s *Service) applyInvoice(ctx context.Context, q *store.Queries, raw json.RawMessage, at time.Time, failed bool) (string, error) {
	var inv stripe.Invoice
	if err := json.Unmarshal(raw, &inv); err != nil || inv.ID == "" {
		return outcomeIgnored, nil
	}
	var meta map[string]string
	if inv.Parent != nil && inv.Parent.SubscriptionDetails != nil {
		meta = inv.Parent.SubscriptionDetails.Metadata
	}
	userID, err := s.companyOf(ctx, q, meta, inv.Customer)
	if err != nil {
		return "", err
	}
	if err := q.LockAccount(ctx, store.LockAccountParams{UserID: userID, Now: s.now()}); err != nil {
		return "", err
	}
	status := string(inv.Status)
	old, err := q.GetInvoiceForUpdate(ctx, inv.ID)
	switch {
	case err == nil:
		if at.Before(old.EventAt) || invoiceRank[status] < invoiceRank[old.Status] {
			return outcomeStale, nil
		}
	case !errors.Is(err, pgx.ErrNoRows):
		return "", err
	}
	amount := inv.AmountDue
	if status == "paid" {
		amount = inv.AmountPaid
	}
	if err := q.UpsertInvoice(ctx, store.UpsertInvoiceParams{StripeID: inv.ID, UserID: userID, Number: inv.Number,
		AmountCents: amount, Currency: string(inv.Currency), Status: status, HostedUrl: inv.HostedInvoiceURL,
		PdfUrl: inv.InvoicePDF, IssuedAt: time.Unix(inv.Created, 0).UTC(), EventAt: at}); err != nil {
		return "", err
	}
	return outcomeApplied, q.SetPaymentFailed(ctx, store.SetPaymentFailedParams{UserID: userID, Failed: failed, EventAt: &at, Now: s.now()})
}

// companyOf finds the company an object belongs to: the user id our checkout put in its
// metadata, else its Stripe customer's company. Neither known yet is errRetry.
func (s *Service) companyOf(ctx context.Context, q *store.Queries, meta map[string]string, customer *stripe.Customer) (uuid.UUID, error) {
	if id, err := uuid.Parse(meta["user_id"]); err == nil && s.userOK(ctx, id) {
		return id, nil
	}
	if customer != nil && customer.ID != "" {
		acc, err := q.GetBillingAccountByCustomer(ctx, &customer.ID)
		if err == nil {
			return acc.UserID, nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return uuid.Nil, err
		}
	}
	return uuid.Nil, errRetry
}
