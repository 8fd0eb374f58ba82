package billing_test

import (
	"context"
	"encoding/csv"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
)

func TestAnAdminGrantsAndEndsAPlanByHandRecorded(t *testing.T) {
	t.Parallel()
	app := apptest.New(t) // without Stripe keys: grants are how plans change
	ctx := context.Background()
	bills := app.Server.Modules.Billing
	admin := app.CreateUser("boss@example.com", account.RoleAdmin)
	company := app.CreateUser("granted@example.com")
	c := app.Client()
	c.SignInAs(admin)

	bad := c.PostForm("/admin/billing/grant", url.Values{"email": {"nobody@example.com"}, "plan": {"free"}, "note": {"x"}})
	require.Equal(t, http.StatusUnprocessableEntity, bad.StatusCode)
	require.Equal(t, "No account has this email.", bad.Text("#f-email-error"))
	require.Equal(t, "Please choose a paid plan.", bad.Text("#f-plan-error"))
	email, _ := bad.Find("#f-email").Attr("value")
	require.Equal(t, "nobody@example.com", email, "what was typed stays")

	res := c.PostForm("/admin/billing/grant", url.Values{"email": {"granted@example.com"}, "plan": {"premium_plus"},
		"note": {"Partner programme\x00"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	cur, err := bills.CurrentPlan(ctx, company)
	require.NoError(t, err)
	require.Equal(t, billing.PlanPremiumPlus, cur.Plan.Key)
	require.Equal(t, billing.SourceAdmin, cur.Source)

	page := c.Get("/admin/billing/periods?plan=premium_plus")
	require.Equal(t, http.StatusOK, page.StatusCode)
	rows := page.Text("[data-testid=memberships-table]")
	require.Contains(t, rows, "granted@example.com")
	require.Contains(t, rows, "Granted by an admin")
	require.Contains(t, rows, "boss@example.com")
	require.Contains(t, rows, "Partner programme")
	// The end button names the period it ends: one drawn before a new grant ends nothing.
	seen := page.Find(`[data-testid=memberships-table] input[name=period]`).AttrOr("value", "")
	require.NotEmpty(t, seen)
	// Ending a plan asks first, naming the plan and the company that loses it.
	ask := page.Find(`[data-testid=end-plan]`).AttrOr("data-confirm", "")
	require.Contains(t, ask, "End the Premium Plus plan of")
	require.Contains(t, ask, "granted@example.com")
	require.Equal(t, http.StatusSeeOther, c.PostForm("/admin/billing/grant", url.Values{"email": {"granted@example.com"},
		"plan": {"premium"}}).StatusCode)
	stale := c.PostForm("/admin/billing/end", url.Values{"user": {company.String()}, "period": {seen}})
	require.Equal(t, http.StatusConflict, stale.StatusCode)
	require.Contains(t, stale.Body, "plan changed since the page was shown")
	cur, err = bills.CurrentPlan(ctx, company)
	require.NoError(t, err)
	require.Equal(t, billing.PlanPremium, cur.Plan.Key, "the newer grant stays")
	current := c.Get("/admin/billing/periods?plan=premium").Find(`[data-testid=memberships-table] input[name=period]`).AttrOr("value", "")

	res = c.PostForm("/admin/billing/end", url.Values{"user": {company.String()}, "period": {current}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	cur, err = bills.CurrentPlan(ctx, company)
	require.NoError(t, err)
	require.Equal(t, billing.PlanFree, cur.Plan.Key)
	again := c.PostForm("/admin/billing/end", url.Values{"user": {company.String()}})
	require.Equal(t, http.StatusConflict, again.StatusCode)

	entries, err := app.Server.Audit.List(ctx, audit.Filter{Action: "billing."})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 3, "two grants and one end: the stale end is not recorded")
	require.Equal(t, "billing.plan.end", entries.Entries[0].Entry.Action)
	grant := entries.Entries[2]
	require.Equal(t, "billing.plan.grant", grant.Entry.Action)
	require.Equal(t, admin, grant.Actor.ID)
	require.Equal(t, "granted@example.com", grant.Entry.ObjectLabel)
	require.Equal(t, audit.Pair{Before: `"free"`, After: `"premium_plus"`}, grant.Changes["plan"])
	require.Equal(t, "Partner programme", grant.Entry.Note)

	// The company's own history shows the period, granted by an admin.
	own := app.Client()
	own.SignInAs(company)
	require.Contains(t, own.Get("/user/profile/billing").Text("[data-testid=memberships]"), "Granted by an admin")
}

func TestAGrantDoesNotOverrideAStripeSubscription(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	admin := app.CreateUser("boss2@example.com", account.RoleAdmin)
	company := app.CreateUser("payer2@example.com")
	now := time.Now()
	apply(t, app, event("evt_g1", "customer.subscription.created", now, subscription("sub_g", company, "cus_g", pricePremiumMonth, "active", now)))
	c := app.Client()
	c.SignInAs(admin)
	res := c.PostForm("/admin/billing/grant", url.Values{"email": {"payer2@example.com"}, "plan": {"premium_plus"}, "note": {"asked by phone"}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Contains(t, res.Text("[data-testid=grant-form]"), "This company pays through Stripe", "said on the form")
	require.Equal(t, "asked by phone", res.Text("[data-testid=grant-form] textarea[name=note]"), "what was typed is kept")
	res = c.PostForm("/admin/billing/end", url.Values{"user": {company.String()}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, 0, count(t, app, `SELECT count(*) FROM audit_log`))
}

func TestTheAdminHistoryFiltersAndExportsCSV(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	admin := app.CreateUser("boss3@example.com", account.RoleAdmin)
	a := app.CreateUser("alpha@example.com")
	b := app.CreateUser("beta@example.com")
	day := time.Date(2026, 10, 5, 12, 0, 0, 0, time.UTC)
	now := time.Now()
	apply(t, app,
		event("evt_a", "invoice.paid", now, invoice("in_a", a, "cus_a", "A-0001", "paid", 2900, day)),
		event("evt_b", "invoice.payment_failed", now, invoice("in_b", b, "cus_b", "=HYPERLINK(\"x\")", "open", 7900, day.AddDate(0, 1, 0))))
	c := app.Client()
	c.SignInAs(admin)

	all := c.Get("/admin/billing")
	require.Contains(t, all.Text("[data-testid=invoices-table]"), "A-0001")
	require.Contains(t, all.Text("[data-testid=invoices-table]"), "beta@example.com")
	paid := c.Get("/admin/billing?status=paid")
	require.Contains(t, paid.Text("[data-testid=invoices-table]"), "A-0001")
	require.NotContains(t, paid.Text("[data-testid=invoices-table]"), "beta@example.com")
	byName := c.Get("/admin/billing?q=BETA")
	require.NotContains(t, byName.Text("[data-testid=invoices-table]"), "A-0001")
	require.Contains(t, byName.Text("[data-testid=invoices-table]"), "beta@example.com")
	wild := c.Get("/admin/billing?q=" + url.QueryEscape("a%1"))
	require.NotContains(t, wild.Text("[data-testid=invoices-table]"), "A-0001", "a typed % is a character, not a wildcard")
	october := c.Get("/admin/billing?from=2026-10-01&to=2026-10-31")
	require.Contains(t, october.Text("[data-testid=invoices-table]"), "A-0001")
	require.NotContains(t, october.Text("[data-testid=invoices-table]"), "beta@example.com")
	wrong := c.Get("/admin/billing?from=yesterday&q=" + url.QueryEscape(strings.Repeat("é", 300)))
	require.Equal(t, http.StatusOK, wrong.StatusCode, "as every admin list: a wrong day is no filter, a long search is cut")
	href, _ := paid.Find("[data-testid=csv]").Attr("href")
	require.Equal(t, "/admin/billing/export.csv?status=paid", href)

	res := c.Get("/admin/billing/export.csv")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "text/csv; charset=utf-8", res.Header.Get("Content-Type"))
	records, err := csv.NewReader(strings.NewReader(res.Body)).ReadAll()
	require.NoError(t, err)
	require.Len(t, records, 3)
	require.Equal(t, "Kind", records[0][0])
	byNumber := map[string][]string{}
	for _, r := range records[1:] {
		byNumber[r[5]] = r
	}
	require.Equal(t, []string{"invoice", "Company of alpha@example.com", "alpha@example.com", "2026-10-05", "", "A-0001", "29.00", "EUR", "paid", "", "",
		"https://invoice.stripe.com/i/in_a", ""}, byNumber["A-0001"])
	require.Contains(t, byNumber, `'=HYPERLINK("x")`, "a formula is written as text")

	company := app.Client()
	company.SignInAs(a)
	require.Equal(t, http.StatusForbidden, company.Get("/admin/billing").StatusCode)
	require.Equal(t, http.StatusForbidden, company.Get("/admin/billing/export.csv").StatusCode)
	require.Equal(t, http.StatusForbidden, company.PostForm("/admin/billing/grant", url.Values{"email": {"alpha@example.com"},
		"plan": {"premium"}}).StatusCode)
}

func TestAdminsEditThePricesAudited(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	admin := app.CreateUser("boss4@example.com", account.RoleAdmin)
	c := app.Client()
	c.SignInAs(admin)
	page := c.Get("/admin/billing/plans")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, 8, page.Find("form[data-testid^=price-]").Length())

	form := url.Values{"plan": {"premium"}, "period": {"year"}, "currency": {"usd"}, "amount": {"abc"}, "stripe_price_id": {"nope"}}
	res := c.PostForm("/admin/billing/plans/price", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please enter an amount such as 29.00.", res.Text("#f-premium-year-usd-amount-error"))
	form.Set("amount", "300")
	res = c.PostForm("/admin/billing/plans/price", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Text("#f-premium-year-usd-stripe_price_id-error"), "starts with price_")
	form.Set("stripe_price_id", pricePremiumMonth)
	res = c.PostForm("/admin/billing/plans/price", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a Stripe price charges one price only")
	form.Set("stripe_price_id", "price_1PremiumYearUSD")
	res = c.PostForm("/admin/billing/plans/price", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Contains(t, app.Client().Get("/pricing").Text("[data-plan=premium]"), "$ 300.00 a year")

	entries, err := app.Server.Audit.List(context.Background(), audit.Filter{Action: "billing.price."})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1)
	e := entries.Entries[0]
	require.Equal(t, "premium/year/usd", e.Entry.ObjectID)
	require.Equal(t, audit.Pair{Before: "32000", After: "30000"}, e.Changes["amountCents"])
	require.Equal(t, audit.Pair{Before: `""`, After: `"price_1PremiumYearUSD"`}, e.Changes["stripePriceId"])
	require.Equal(t, http.StatusNotFound, c.PostForm("/admin/billing/plans/price", url.Values{"plan": {"gold"}, "period": {"year"},
		"currency": {"usd"}, "amount": {"1"}}).StatusCode)
}

// The invoices list is an admin list (docs/billing.md, "Administration"): more than 500
// invoices page 25 at a time, sorted by a heading, and the CSV holds every match (the list
// used to stop at 500 rows without saying so).
func TestTheAdminInvoicesPageAndTheCSVHoldsEveryMatch(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.CreateUser("boss4@example.com", account.RoleAdmin)
	payer := app.CreateUser("many@example.com")
	_, err := app.Pool.Exec(context.Background(), `INSERT INTO billing_invoices
		(stripe_id, user_id, number, amount_cents, currency, status, issued_at, event_at)
		SELECT 'in_' || n, $1, 'N-' || lpad(n::text, 4, '0'), n * 100, 'eur', CASE WHEN n % 2 = 0 THEN 'paid' ELSE 'open' END,
			timestamptz '2026-01-01' + n * interval '1 hour', now()
		FROM generate_series(1, 520) n`, payer)
	require.NoError(t, err)
	c := app.Client()
	c.SignInAs(admin)

	first := c.Get("/admin/billing")
	require.Equal(t, http.StatusOK, first.StatusCode)
	require.Equal(t, 25, first.Find("[data-testid=invoices-table] tbody tr").Length())
	require.Contains(t, first.Text("[data-testid=list-count]"), "520")
	require.Contains(t, first.Text("[data-testid=invoices-table] tbody tr:first-child"), "N-0520", "newest first")
	last := c.Get(first.Find(`[data-testid=list-pages] a[rel=next]`).AttrOr("href", "") + "&page=21")
	require.Contains(t, last.Text("[data-testid=list-pages]"), "21")
	require.Equal(t, 20, c.Get("/admin/billing?page=21").Find("[data-testid=invoices-table] tbody tr").Length())
	byAmount := c.Get("/admin/billing?sort=amount&dir=asc")
	require.Contains(t, byAmount.Text("[data-testid=invoices-table] tbody tr:first-child"), "N-0001")

	paid := c.Get("/admin/billing?status=paid")
	require.Contains(t, paid.Text("[data-testid=list-count]"), "260")
	res := c.Get(paid.Find("[data-testid=csv]").AttrOr("href", ""))
	require.Equal(t, http.StatusOK, res.StatusCode)
	records, err := csv.NewReader(strings.NewReader(res.Body)).ReadAll()
	require.NoError(t, err)
	require.Len(t, records, 1+260, "a header and every paid invoice, not a page")
	all, err := csv.NewReader(strings.NewReader(c.Get("/admin/billing/export.csv").Body)).ReadAll()
	require.NoError(t, err)
	require.Len(t, all, 1+520)
}

// A price without a Stripe price id is marked as one nobody can buy; the prices are in the
// admin's drawer.
func TestPricesWithoutAStripeIDAreMarkedNotBuyable(t *testing.T) {
	t.Parallel()
	app := apptest.New(t) // no STRIPE_PRICES: no price has an id
	c := app.Client()
	c.SignInAs(app.CreateUser("boss5@example.com", account.RoleAdmin))
	page := c.Get("/admin/billing/plans")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, page.Find("form[data-testid^=price-]").Length(), page.Find("[data-testid=not-buyable]").Length())
	require.Contains(t, page.Text("[data-testid=not-buyable]"), "Not buyable")
	require.Equal(t, 1, page.Find(`nav a[href="/admin/billing/plans"]`).Length(), "Plan prices is in the drawer")
	require.Equal(t, "no-store", page.Header.Get("Cache-Control"))

	res := c.PostForm("/admin/billing/plans/price", url.Values{"plan": {"premium"}, "period": {"month"}, "currency": {"eur"},
		"amount": {"29"}, "stripe_price_id": {"price_123"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page = c.Get("/admin/billing/plans")
	require.Equal(t, 0, page.Find(`[data-testid=price-premium-month-eur-] ~ [data-testid=not-buyable], li:has([data-testid=price-premium-month-eur-]) [data-testid=not-buyable]`).Length())
}
