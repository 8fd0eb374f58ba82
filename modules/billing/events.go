package billing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/billing/store"
)

// Receive takes a webhook delivery: it verifies Stripe's signature, stores the raw event
// once by its id and queues the job that applies it, in one transaction (docs/billing.md,
// "Events"). A replay stores and queues nothing. A bad or missing signature is a 400 that
// changes nothing.
func (s *Service) Receive(ctx context.Context, payload []byte, signature string) error {
	if s.stripe == nil {
		return paymentsOff()
	}
	ev, err := webhook.ConstructEventWithOptions(payload, signature, s.cfg.WebhookSecret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		return web.BadRequest("billing.webhook.bad_signature").With(err)
	}
	if ev.ID == "" || ev.Type == "" {
		return web.BadRequest("billing.webhook.bad_signature")
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		n, err := s.q.WithTx(tx).InsertEvent(ctx, store.InsertEventParams{ID: ev.ID, Type: string(ev.Type),
			CreatedAt: time.Unix(ev.Created, 0).UTC(), Payload: payload, Now: s.now()})
		if err != nil || n == 0 {
			return err
		}
		return s.jobs.InsertTx(ctx, tx, applyEventArgs{EventID: ev.ID}, nil)
	})
}

// applyEventArgs is the job that applies one stored event.
type applyEventArgs struct {
	EventID string `json:"event_id"`
}

func (applyEventArgs) Kind() string { return "billing_apply_event" }

type eventWorker struct {
	river.WorkerDefaults[applyEventArgs]
	s *Service
}

func (w *eventWorker) Work(ctx context.Context, job *river.Job[applyEventArgs]) error {
	return w.s.applyEvent(ctx, job.Args.EventID)
}

// Outcomes of an applied event, kept on its row for whoever reads the log of events.
const (
	outcomeApplied = "applied"
	outcomeStale   = "stale"   // older than what is known: nothing changed
	outcomeIgnored = "ignored" // a type or an object this app does not act on
)

// errRetry: the event cannot be applied yet (its company or price is not known); the job
// fails and river tries again later, so nothing is lost while an earlier event or an
// admin's price setting catches up.
var errRetry = errors.New("billing: event not applicable yet")

// applyEvent applies a stored event once: an applied event is a no-op.
func (s *Service) applyEvent(ctx context.Context, id string) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		row, err := q.GetEventForUpdate(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) || (err == nil && row.AppliedAt != nil) {
			return nil
		}
		if err != nil {
			return err
		}
		var ev stripe.Event
		if err := json.Unmarshal(row.Payload, &ev); err != nil {
			return q.MarkEventApplied(ctx, store.MarkEventAppliedParams{ID: id, Now: s.now(), Outcome: outcomeIgnored})
		}
		at := row.CreatedAt
		var outcome string
		switch ev.Type {
		case "checkout.session.completed":
			outcome, err = s.applyCheckout(ctx, q, ev.Data.Raw)
		case "customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted":
			outcome, err = s.applySubscription(ctx, q, ev.Data.Raw, at)
		case "invoice.paid", "invoice.payment_failed":
			outcome, err = s.applyInvoice(ctx, q, ev.Data.Raw, at, ev.Type == "invoice.payment_failed")
		default:
			outcome = outcomeIgnored
		}
		if err != nil {
			return fmt.Errorf("billing: apply %s %s: %w", ev.Type, id, err)
		}
		return q.MarkEventApplied(ctx, store.MarkEventAppliedParams{ID: id, Now: s.now(), Outcome: outcome})
	})
}
