package billing

import (
	"slices"
	"time"

	"github.com/google/uuid"
)

// PlanKey names a plan (docs/billing.md, "Plans"): the keys are the rows of billing_plans.
// Every list and comparison of plans, in this module and the others, speaks in PlanKeys;
// a bare string becomes one through ParsePlanKey (a form, a query) or at the store.
type PlanKey string

// The plans (docs/billing.md, "Plans").
const (
	PlanFree        PlanKey = "free"
	PlanPremium     PlanKey = "premium"
	PlanPremiumPlus PlanKey = "premium_plus"
)

// PlanKeys are the plans in order, Free first (the rows of billing_plans).
var PlanKeys = []PlanKey{PlanFree, PlanPremium, PlanPremiumPlus}

// ParsePlanKey is the plan a form or an address names; false when it names none.
func ParsePlanKey(s string) (PlanKey, bool) {
	k := PlanKey(s)
	return k, slices.Contains(PlanKeys, k)
}

// NameKey is the message id of the plan's name, for any module's page.
func (k PlanKey) NameKey() string { return "billing.plan." + string(k) + ".name" }

// SummaryKey is the message id of the plan's one-line summary.
func (k PlanKey) SummaryKey() string { return "billing.plan." + string(k) + ".summary" }

// Feature is something a plan unlocks.
type Feature string

// The features the plans unlock (docs/billing.md, "Plans").
const (
	// FeatureCompanyValidation is Green Verification's company info validation (Premium).
	FeatureCompanyValidation Feature = "company_validation"
	// FeatureDocumentVerification is Green Verification's document verification (Premium Plus).
	FeatureDocumentVerification Feature = "document_verification"
)

// Features lists every feature in the order the pricing page compares them.
var Features = []Feature{FeatureCompanyValidation, FeatureDocumentVerification}

// Periods a price is charged for.
const (
	PeriodMonth = "month"
	PeriodYear  = "year"
)

// How a membership period began.
const (
	SourceStripe = "stripe" // a Stripe subscription
	SourceAdmin  = "admin"  // granted by an admin
)

// Plan is a plan with what it unlocks and its prices.
type Plan struct {
	Key      PlanKey
	Features []Feature
	Prices   []Price
}

// Includes reports whether the plan unlocks f.
func (p Plan) Includes(f Feature) bool { return slices.Contains(p.Features, f) }

// Price finds the plan's price for a period and currency.
func (p Plan) Price(period, currency string) (Price, bool) {
	for _, pr := range p.Prices {
		if pr.Period == period && pr.Currency == currency {
			return pr, true
		}
	}
	return Price{}, false
}

// Price is what a plan costs for one period in one currency, and the Stripe price that
// charges it ("" when none is set: that price cannot be bought).
type Price struct {
	Plan             PlanKey
	Period, Currency string
	AmountCents      int64
	StripePriceID    string
}

// Current is a company's plan now.
type Current struct {
	Plan   Plan
	Source string     // SourceStripe, SourceAdmin, or "" for Free
	Since  *time.Time // when the current period began; nil for Free
	// Subscription is the Stripe subscription paying for the plan, if any.
	Subscription *Subscription
	// PaymentFailed: Stripe reported the last payment failed (docs/billing.md, "Failures").
	PaymentFailed bool
	// HasCustomer: the company has a Stripe customer, so the portal can open.
	HasCustomer bool
}

// Subscription is a Stripe subscription as the last applied event described it.
type Subscription struct {
	ID                string
	Plan              PlanKey
	Period            string
	Status            string
	CurrentPeriodEnd  *time.Time
	CancelAtPeriodEnd bool
}

// Membership is one period on a plan.
type Membership struct {
	ID        uuid.UUID // the period (admin lists: what an end form names)
	Plan      PlanKey
	Source    string
	From      time.Time
	To        *time.Time // nil: still current
	GrantedBy string     // the admin's email, for a grant (admin lists only)
	Note      string
}

// Invoice is a Stripe invoice of a company.
type Invoice struct {
	StripeID    string
	Number      string
	Date        time.Time
	AmountCents int64
	Currency    string
	Status      string
	HostedURL   string
	PDFURL      string
}
