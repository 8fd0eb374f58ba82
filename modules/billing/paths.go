package billing

// The module's addresses. /pricing and /billing are billing's alone; /user/profile/billing
// is billing's part of account's /user prefix, and /admin/billing its admin area
// (docs/conventions.md, "Addresses").
const (
	PricingPath  = "/pricing"
	HistoryPath  = "/user/profile/billing"
	AddOnPath    = "/user/profile?showSubscription=1" // account's settings, showing AddOnSection
	ChoosePath   = HistoryPath + "#plans"             // the one place to choose a plan
	askPath      = "/billing/ask"
	checkoutPath = "/billing/checkout"
	portalPath   = "/billing/portal"
	ReturnPath   = "/billing/return" // where Checkout sends the company back
	WebhookPath  = "/billing/webhook"

	AdminPath           = "/admin/billing"
	adminCSVPath        = AdminPath + "/export.csv" // every invoice the list's filters match
	adminPeriodsPath    = AdminPath + "/periods"    // the membership periods' list
	adminPeriodsCSVPath = AdminPath + "/periods.csv"
	adminPlansPath      = AdminPath + "/plans"
	adminPricePath      = adminPlansPath + "/price"
	adminAddPath        = adminPlansPath + "/add"
	adminGrantPath      = AdminPath + "/grant"
	adminEndPath        = AdminPath + "/end"
)

// WebhookPrefixes are the paths Stripe posts to: no session, no shell, no CSRF token; the
// signature is the proof (docs/billing.md, "Events"). The server wires them ahead of those
// middlewares.
var WebhookPrefixes = []string{WebhookPath}

// IsWebhook reports whether an address is Stripe's: its errors are JSON, for Stripe's
// delivery log (docs/shell.md, "Errors").
func IsWebhook(path string) bool { return path == WebhookPath }
