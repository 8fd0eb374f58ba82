package billing_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/audit"
	"greenconnect/modules/account"
)

func TestAdminsAddAPriceInANewCurrencyAudited(t *testing.T) {
	t.Parallel()
	app := newApp(t)
	admin := app.CreateUser("boss5@example.com", account.RoleAdmin)
	c := app.Client()
	c.SignInAs(admin)
	page := c.Get("/admin/billing/plans")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, 1, page.Find("form[data-testid=add-price]").Length())
	require.Equal(t, 2, page.Find("#f-plan option[value]").Not("[value='']").Length(), "the paid plans only")

	bad := c.PostForm("/admin/billing/plans/add", url.Values{"plan": {"free"}, "period": {"week"}, "currency": {"€€"},
		"amount": {"lots"}, "stripe_price_id": {"nope"}})
	require.Equal(t, http.StatusUnprocessableEntity, bad.StatusCode)
	require.Equal(t, "Please choose a paid plan.", bad.Text("#f-plan-error"))
	require.Equal(t, "Please choose monthly or yearly.", bad.Text("#f-period-error"))
	require.Equal(t, "Please enter a three-letter ISO 4217 code of a currency with cents, such as GBP.", bad.Text("#f-currency-error"))
	require.Equal(t, "Please enter an amount such as 29.00.", bad.Text("#f-amount-error"))
	require.Contains(t, bad.Text("#f-stripe_price_id-error"), "starts with price_")
	v, _ := bad.Find("#f-currency").Attr("value")
	require.Equal(t, "€€", v, "what was typed is kept")

	form := url.Values{"plan": {"premium"}, "period": {"month"}, "currency": {"XAU"}, "amount": {"25"}}
	res := c.PostForm("/admin/billing/plans/add", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "gold is no currency to charge in")
	require.NotEmpty(t, res.Text("#f-currency-error"))
	form.Set("currency", "jpy")
	res = c.PostForm("/admin/billing/plans/add", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "amounts are in hundredths: no yen")
	form.Set("currency", "usd")
	res = c.PostForm("/admin/billing/plans/add", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Text("#f-currency-error"), "already has a price in this currency")
	form.Set("currency", " GBP ")
	form.Set("stripe_price_id", pricePremiumMonth)
	res = c.PostForm("/admin/billing/plans/add", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "a Stripe price charges one price only")
	require.Contains(t, res.Text("#f-stripe_price_id-error"), "Another price")

	entries, err := app.Server.Audit.List(context.Background(), audit.Filter{Action: "billing.price.add"})
	require.NoError(t, err)
	require.Empty(t, entries.Entries, "nothing refused is recorded")

	form.Set("stripe_price_id", "price_1PremiumMonthGBP")
	res = c.PostForm("/admin/billing/plans/add", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page = c.Get("/admin/billing/plans")
	require.Contains(t, page.Text(".flash, [role=status]"), "The price was added.")
	require.Equal(t, 9, page.Find("form[data-testid^=price-]").Length(), "the new price has its own form")
	pricing := app.Client().Get("/pricing").Text("[data-plan=premium]")
	require.Contains(t, pricing, "£")
	require.Contains(t, pricing, "25.00")

	entries, err = app.Server.Audit.List(context.Background(), audit.Filter{Action: "billing.price.add"})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1)
	e := entries.Entries[0]
	require.Equal(t, "premium/month/gbp", e.Entry.ObjectID)
	require.Equal(t, "2500", e.Changes["amountCents"].After)
	require.Equal(t, `"price_1PremiumMonthGBP"`, e.Changes["stripePriceId"].After)

	require.Equal(t, http.StatusUnprocessableEntity, c.PostForm("/admin/billing/plans/add", form).StatusCode, "added once")
	company := app.Client()
	company.SignInAs(app.CreateUser("notstaff@example.com"))
	form.Set("currency", "chf")
	require.Equal(t, http.StatusForbidden, company.PostForm("/admin/billing/plans/add", form).StatusCode)
}
