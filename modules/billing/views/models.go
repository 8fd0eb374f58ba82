package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// PlanCard is one plan as the pricing page and the add-on view compare it. Names and
// prices are already translated and formatted.
type PlanCard struct {
	Key      string
	Name     string
	Summary  string
	Features []FeatureLine
	Prices   []PriceLine
	Current  bool // the signed-in company's plan (add-on view only)
}

// FeatureLine says whether a plan includes a feature.
type FeatureLine struct {
	Label    string
	Included bool
}

// PriceLine is one price of a plan and, on the add-on view, the button that buys it.
type PriceLine struct {
	Text     string // "€ 29.00 a month"
	Period   string
	Currency string
	OnSale   bool // a Stripe price is set: it can be bought
}

// PricingView is the public /pricing page: the same for every visitor.
type PricingView struct {
	Plans      []PlanCard
	PaymentsOn bool
	ChooseHref string // the plans and billing page's choice (sign-in first for visitors)
	// VerificationHref is the company's Green Verification page, what the paid plans sell.
	VerificationHref string
}

// CurrentView is the company's current plan.
type CurrentView struct {
	Plan          string // translated
	Since         string // "" for Free
	Granted       bool   // granted by an admin
	Renews        string // the paid period's end, "" when unknown
	CancelAtEnd   bool   // the subscription ends at Renews
	PaymentFailed bool
}

// AddOnView is the choice of a plan on /user/profile/billing, the one place to choose (the
// account settings' ?showSubscription=1 only points there).
type AddOnView struct {
	Current        CurrentView
	Plans          []PlanCard
	PaymentsOn     bool
	Subscribed     bool // a Stripe subscription pays: changes go through the portal
	HasCustomer    bool
	CheckoutAction string
	AskAction      string // without Checkout: the request to the admins
	PortalAction   string
	HistoryHref    string
	PricingHref    string
}

// InvoiceRow is one invoice of a history.
type InvoiceRow struct {
	Company   string // admin only
	Email     string // admin only
	Date      string
	Number    string
	Amount    string
	Status    string // translated
	HostedURL string
	PDFURL    string
}

// MembershipRow is one membership period of a history.
type MembershipRow struct {
	Company   string // admin only
	Email     string // admin only
	Plan      string
	From      string
	To        string // "" while current
	Source    string // translated: Stripe, granted by an admin
	GrantedBy string // admin only
	Note      string // admin only
	EndAction string // admin only: ends a current grant
	UserID    string
	PeriodID  string // the period an end form ends
}

// HistoryView is /user/profile/billing.
type HistoryView struct {
	Current      CurrentView
	PaymentsOn   bool
	HasCustomer  bool
	PortalAction string
	Choice       AddOnView
	// Verification is what the plans sell, Green Verification: its card with its state (nil
	// when nothing gives it).
	Verification *web.DashboardCard
	Invoices     []InvoiceRow
	Memberships  []MembershipRow
}

// ReturnView is the page Checkout sends the company back to while Stripe's event is awaited.
type ReturnView struct {
	HistoryHref string
}

// GateView explains a feature the company's plan does not include.
type GateView struct {
	Feature     string // translated
	Text        string // translated: what it does
	PricingHref string
}

// AdminView is /admin/billing: the invoices' admin list and the grant form.
type AdminView struct {
	List        templates.ListView
	Invoices    []InvoiceRow
	Plans       []templates.Option // the plans a grant gives: the paid ones
	CSVHref     string             // every match, as CSV
	PlansHref   string
	PeriodsHref string
	Grant       web.Form
	GrantAction string
}

// PeriodsView is /admin/billing/periods: the membership periods' admin list.
type PeriodsView struct {
	List         templates.ListView
	Rows         []MembershipRow
	CSVHref      string
	InvoicesHref string
}

// Choice is a value and its translated label.
type Choice struct {
	Value, Label string
}

// PricesView is the admins' editor of the plans' prices.
type PricesView struct {
	Rows      []PriceRow
	BackHref  string
	Add       web.Form // a new price: plan, period, currency, amount, stripe_price_id
	AddAction string
	Plans     []templates.Option // the paid plans
	Periods   []Choice
}

// PriceRow is one price and its form.
type PriceRow struct {
	Plan, Period, Currency string // translated plan, period; the currency code
	Action                 string
	Form                   web.Form
	NotBuyable             bool // no Stripe price id: shown on the pricing page, but nobody can buy it
}
