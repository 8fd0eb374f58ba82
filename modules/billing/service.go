// Package billing is the paid side of Green Connect: the plans (Free, Premium, Premium Plus)
// and their prices, subscribing through Stripe Checkout, the Stripe Customer Portal, the
// Stripe events that change a company's plan (received by a webhook, applied by a job),
// the invoices and membership periods, an admin's grants, and the gate other modules put
// on what a plan unlocks (Entitled, RequireFeature). Its rules are in docs/billing.md.
package billing

import (
	"context"
	"embed"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stripe/stripe-go/v85"

	"greenconnect/app/audit"
	"greenconnect/app/config"
	"greenconnect/app/jobs"
	"greenconnect/modules/account"
	"greenconnect/modules/billing/store"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Service is the billing module's API for the rest of the app: the current plan, what it
// unlocks, the histories for the record. It takes and returns domain values and knows
// nothing of requests.
type Service struct {
	q        *store.Queries
	pool     *pgxpool.Pool
	accounts *account.Service
	audit    *audit.Log
	jobs     *jobs.Queue
	stripe   *stripe.Client // nil: payments are not set up
	cfg      config.Stripe
	now      func() time.Time
	onChange []func(ctx context.Context, tags ...string)
}

// ServiceDeps is what the service needs.
type ServiceDeps struct {
	Pool     *pgxpool.Pool
	Accounts *account.Service
	Audit    *audit.Log
	Jobs     *jobs.Queue
	Stripe   config.Stripe
	Now      func() time.Time
}

// NewService returns the service and registers its job (applying Stripe events).
func NewService(d ServiceDeps) *Service {
	s := &Service{q: store.New(d.Pool), pool: d.Pool, accounts: d.Accounts, audit: d.Audit, jobs: d.Jobs,
		cfg: d.Stripe, now: d.Now}
	if d.Stripe.Enabled() {
		s.stripe = newStripeClient(d.Stripe)
	}
	jobs.Register(d.Jobs, &eventWorker{s: s})
	return s
}

// PricingTag is the page-cache tag of the pages that show the plans' prices (/pricing).
const PricingTag = "pricing"

// OnChange registers f, called after a change of the plans' prices commits with the tags of
// the pages it shows on (the page cache's Invalidate: docs/conventions.md, "Public pages and
// the page cache").
func (s *Service) OnChange(f func(ctx context.Context, tags ...string)) {
	s.onChange = append(s.onChange, f)
}

func (s *Service) changed(ctx context.Context, tags ...string) {
	for _, f := range s.onChange {
		f(ctx, tags...)
	}
}

// PaymentsEnabled reports whether payments through Stripe are set up (docs/billing.md,
// "Without Stripe").
func (s *Service) PaymentsEnabled() bool { return s.stripe != nil }

// newStripeClient talks to Stripe, or to STRIPE_API_BASE (stripe-mock in tests). One retry:
// a person waits on checkout and the portal.
func newStripeClient(c config.Stripe) *stripe.Client {
	// Failures come back as errors, which the error path logs once: the library stays quiet.
	cfg := &stripe.BackendConfig{MaxNetworkRetries: stripe.Int64(1), EnableTelemetry: stripe.Bool(false),
		LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelNull}}
	if c.APIBase != "" {
		cfg.URL = stripe.String(c.APIBase)
	}
	return stripe.NewClient(c.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(cfg)))
}

// userOK reports whether id names an account (a Stripe event may name one that is gone).
func (s *Service) userOK(ctx context.Context, id uuid.UUID) bool {
	_, err := s.accounts.Identity(ctx, id)
	return err == nil
}
