package billing

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/modules/billing/store"
)

// The news a company's next billing page shows once.
const (
	noticeSubscribed  = "subscribed"
	noticePlanChanged = "plan_changed"
)

// openPeriod is the company's open membership period, after locking its billing account so
// that two changes of one company's plan take turns; nil for Free.
func (s *Service) openPeriod(ctx context.Context, q *store.Queries, userID uuid.UUID) (*store.BillingMembership, error) {
	if err := q.LockAccount(ctx, store.LockAccountParams{UserID: userID, Now: s.now()}); err != nil {
		return nil, err
	}
	m, err := q.OpenMembershipForUpdate(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// stripePlan makes a live Stripe subscription the company's plan: the open period goes on
// when it is the same subscription on the same plan, else it ends and a new one begins
// (a subscription outranks an admin's grant). It returns the notice to show.
func (s *Service) stripePlan(ctx context.Context, q *store.Queries, userID uuid.UUID, subID string, plan PlanKey) (string, error) {
	open, err := s.openPeriod(ctx, q, userID)
	if err != nil {
		return "", err
	}
	notice := noticeSubscribed
	if open != nil {
		if open.Source == SourceStripe && open.SubscriptionID == subID && PlanKey(open.PlanKey) == plan {
			return "", nil
		}
		if open.Source == SourceStripe && open.SubscriptionID == subID {
			notice = noticePlanChanged
		}
		if err := q.EndMembership(ctx, store.EndMembershipParams{Now: s.now(), ID: open.ID}); err != nil {
			return "", err
		}
	}
	return notice, q.StartMembership(ctx, store.StartMembershipParams{UserID: userID, PlanKey: string(plan), Source: SourceStripe,
		SubscriptionID: subID, Now: s.now()})
}

// stripeEnded ends the open period when it is this subscription's: the company is back on
// Free, or on the plan of another subscription still live. Its failed payment is no longer
// the company's to fix (at is the event's time: a later payment event still wins). A period
// of another subscription or a grant stays.
func (s *Service) stripeEnded(ctx context.Context, q *store.Queries, userID uuid.UUID, subID string, at time.Time) error {
	open, err := s.openPeriod(ctx, q, userID)
	if err != nil || open == nil || open.Source != SourceStripe || open.SubscriptionID != subID {
		return err
	}
	if err := q.EndMembership(ctx, store.EndMembershipParams{Now: s.now(), ID: open.ID}); err != nil {
		return err
	}
	cleared := store.SetPaymentFailedParams{UserID: userID, Failed: false, EventAt: &at, Now: s.now()}
	if err := q.SetPaymentFailed(ctx, cleared); err != nil {
		return err
	}
	// Another subscription still bills (an older one left live): its plan is the company's.
	other, err := q.NewestOtherLiveSubscription(ctx, store.NewestOtherLiveSubscriptionParams{UserID: userID, OtherThan: subID})
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	_, err = s.stripePlan(ctx, q, userID, other.StripeID, PlanKey(other.PlanKey))
	return err
}

// History is the company's invoices and membership periods, newest first.
func (s *Service) History(ctx context.Context, userID uuid.UUID) ([]Invoice, []Membership, error) {
	inv, err := s.q.ListInvoicesOf(ctx, userID)
	if err != nil {
		return nil, nil, err
	}
	mem, err := s.q.ListMembershipsOf(ctx, userID)
	if err != nil {
		return nil, nil, err
	}
	invoices := make([]Invoice, 0, len(inv))
	for _, r := range inv {
		invoices = append(invoices, invoiceOf(r))
	}
	periods := make([]Membership, 0, len(mem))
	for _, m := range mem {
		periods = append(periods, Membership{Plan: PlanKey(m.PlanKey), Source: m.Source, From: m.StartedAt, To: m.EndedAt})
	}
	return invoices, periods, nil
}

func invoiceOf(r store.BillingInvoice) Invoice {
	return Invoice{StripeID: r.StripeID, Number: r.Number, Date: r.IssuedAt, AmountCents: r.AmountCents, Currency: r.Currency,
		Status: r.Status, HostedURL: r.HostedUrl, PDFURL: r.PdfUrl}
}
