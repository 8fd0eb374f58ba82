package billing

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stripe/stripe-go/v85"

	"greenconnect/app/web"
)

// paymentsOff: payments are not set up (no Stripe keys); nothing is charged.
func paymentsOff() error {
	return &web.Error{Status: http.StatusServiceUnavailable, Code: "payments_off", Key: "billing.off.text"}
}

// stripeDown: Stripe did not answer or refused; nothing was made or charged. The cause is
// kept as text: a network error in the chain would read as the database being down (503).
func stripeDown(cause error) error {
	return &web.Error{Status: http.StatusBadGateway, Code: "stripe_unavailable", Key: "billing.stripe_down",
		Cause: fmt.Errorf("stripe: %s", cause)}
}

// CheckoutRequest is what a company chose on the pricing view.
type CheckoutRequest struct {
	UserID                uuid.UUID
	Email                 string
	Plan                  PlanKey
	Period, Currency      string
	Lang                  string // the Checkout page's language ("" lets Stripe choose)
	SuccessURL, CancelURL string // absolute; SuccessURL may carry {CHECKOUT_SESSION_ID}
}

// Checkout starts a Stripe Checkout session for a subscription and returns the address of
// Stripe's hosted page (docs/billing.md, "Paying"). Nothing changes here: the plan changes
// when Stripe's events say the subscription is live. A company that already pays changes
// its plan in the portal (web.Conflict).
func (s *Service) Checkout(ctx context.Context, r CheckoutRequest) (string, error) {
	if s.stripe == nil {
		return "", paymentsOff()
	}
	p, ok, err := s.plan(ctx, r.Plan)
	if err != nil {
		return "", err
	}
	price, found := p.Price(r.Period, r.Currency)
	if !ok || !found || r.Plan == PlanFree {
		return "", web.BadRequest("billing.checkout.unknown_price")
	}
	if price.StripePriceID == "" {
		return "", web.Conflict("billing.checkout.not_on_sale")
	}
	if _, err := s.q.LiveSubscriptionOf(ctx, r.UserID); err == nil {
		return "", web.Conflict("billing.checkout.use_portal")
	} else if !errors.Is(err, pgx.ErrNoRows) {
		return "", err
	}
	meta := map[string]string{"user_id": r.UserID.String()}
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModeSubscription)),
		LineItems:         []*stripe.CheckoutSessionCreateLineItemParams{{Price: stripe.String(price.StripePriceID), Quantity: stripe.Int64(1)}},
		SuccessURL:        stripe.String(r.SuccessURL),
		CancelURL:         stripe.String(r.CancelURL),
		ClientReferenceID: stripe.String(r.UserID.String()),
		Metadata:          meta,
		SubscriptionData:  &stripe.CheckoutSessionCreateSubscriptionDataParams{Metadata: meta},
	}
	if r.Lang != "" {
		params.Locale = stripe.String(r.Lang)
	}
	if acc, err := s.q.GetBillingAccount(ctx, r.UserID); err == nil && acc.StripeCustomerID != nil {
		params.Customer = acc.StripeCustomerID
	} else {
		params.CustomerEmail = stripe.String(r.Email)
	}
	cs, err := s.stripe.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return "", stripeDown(err)
	}
	if cs.URL == "" {
		return "", stripeDown(errors.New("billing: checkout session without an address"))
	}
	return cs.URL, nil
}

// Portal opens a Stripe Customer Portal session for the company (change plan or period,
// payment method, cancel) and returns its address. web.Conflict when the company has never
// paid through Stripe.
func (s *Service) Portal(ctx context.Context, userID uuid.UUID, returnURL, lang string) (string, error) {
	if s.stripe == nil {
		return "", paymentsOff()
	}
	acc, err := s.q.GetBillingAccount(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && acc.StripeCustomerID == nil) {
		return "", web.Conflict("billing.portal.no_customer")
	}
	if err != nil {
		return "", err
	}
	params := &stripe.BillingPortalSessionCreateParams{Customer: acc.StripeCustomerID, ReturnURL: stripe.String(returnURL)}
	if lang != "" {
		params.Locale = stripe.String(lang)
	}
	ps, err := s.stripe.V1BillingPortalSessions.Create(ctx, params)
	if err != nil {
		return "", stripeDown(err)
	}
	return ps.URL, nil
}
