package billing

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

// adminRows bounds each table of the admin's history (and the CSV): filters narrow it.
const adminRows = 500

// maxQueryLength bounds the filter's text.
const maxQueryLength = 200

var (
	invoiceStatuses = []string{"paid", "open", "draft", "void", "uncollectible"}
	sources         = []string{SourceStripe, SourceAdmin}
	filterFields    = []string{"q", "status", "plan", "source", "from", "to"}
)

// adminFilter reads the filters from the query into a form (what was typed) and a filter
// (what is valid of it): a wrong date is named on its field and left out.
func adminFilter(c fiber.Ctx) (web.Form, AdminFilter) {
	f := web.NewForm()
	for _, name := range filterFields {
		f.Set(name, strings.TrimSpace(web.CleanText(c.Query(name))))
	}
	af := AdminFilter{Max: adminRows}
	if q := f.Value("q"); utf8.RuneCountInString(q) > maxQueryLength {
		f.Errors.Add("q", "billing.admin.filters.too_long", map[string]any{"Max": maxQueryLength})
	} else {
		af.Query = q
	}
	af.Status = oneOf(f.Value("status"), invoiceStatuses)
	af.Plan = oneOf(f.Value("plan"), []string{PlanFree, PlanPremium, PlanPremiumPlus})
	af.Source = oneOf(f.Value("source"), sources)
	for _, name := range []string{"from", "to"} {
		v := f.Value(name)
		if v == "" {
			continue
		}
		d, err := time.Parse(time.DateOnly, v)
		if err != nil || d.Year() < 2000 || d.Year() > 2200 {
			f.Errors.Add(name, "billing.admin.filters.bad_date", nil)
			continue
		}
		if name == "from" {
			af.Since = &d
		} else {
			end := d.AddDate(0, 0, 1)
			af.Until = &end
		}
	}
	return f, af
}

func oneOf(v string, allowed []string) string {
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	return ""
}

// GET /admin/billing: every company's invoices and membership periods, filtered, with the
// CSV of the same filter and the form that grants a plan by hand.
func (h *Handler) adminPage(c fiber.Ctx) error {
	return h.renderAdmin(c, fiber.StatusOK, web.NewForm())
}

func (h *Handler) renderAdmin(c fiber.Ctx, status int, grant web.Form) error {
	ctx := c.Context()
	form, filter := adminFilter(c)
	invoices, periods, err := h.Service.AdminHistory(ctx, filter)
	if err != nil {
		return err
	}
	v := views.AdminView{Filters: form, Grant: grant, GrantAction: adminGrantPath, PlansHref: adminPlansPath, Limit: adminRows,
		CSVHref: adminCSVPath + queryOf(form)}
	for _, s := range invoiceStatuses {
		v.Statuses = append(v.Statuses, views.Choice{Value: s, Label: web.T(ctx, "billing.invoice.status."+s)})
	}
	for _, p := range []string{PlanFree, PlanPremium, PlanPremiumPlus} {
		v.Plans = append(v.Plans, views.Choice{Value: p, Label: planName(ctx, p)})
	}
	for _, s := range sources {
		v.Sources = append(v.Sources, views.Choice{Value: s, Label: web.T(ctx, "billing.source."+s)})
	}
	for _, i := range invoices {
		row := invoiceRow(ctx, i.Invoice)
		row.Company, row.Email = i.Company, i.Email
		v.Invoices = append(v.Invoices, row)
	}
	for _, m := range periods {
		row := membershipRow(ctx, m.Membership)
		row.Company, row.Email, row.GrantedBy, row.Note, row.UserID = m.Company, m.Email, m.GrantedBy, m.Note, m.UserID.String()
		row.PeriodID = m.ID.String()
		if m.To == nil && m.Source == SourceAdmin {
			row.EndAction = adminEndPath
		}
		v.Memberships = append(v.Memberships, row)
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return templates.Render(c, templates.Page{Title: web.T(ctx, "billing.admin.title"), Status: status,
		Body: views.Admin(v), NavID: "admin-billing"})
}

// queryOf is the filter form as a query string ("" when empty).
func queryOf(f web.Form) string {
	q := url.Values{}
	for _, name := range filterFields {
		if v := f.Value(name); v != "" {
			q.Set(name, v)
		}
	}
	if len(q) == 0 {
		return ""
	}
	return "?" + q.Encode()
}

// GET /admin/billing/export.csv: the filtered history as one CSV: a line per invoice and a
// line per membership period, in the admin's language.
func (h *Handler) adminCSV(c fiber.Ctx) error {
	ctx := c.Context()
	_, filter := adminFilter(c)
	invoices, periods, err := h.Service.AdminHistory(ctx, filter)
	if err != nil {
		return err
	}
	f := web.CSV{Filename: "billing-history.csv", Header: csvHeader(ctx)}
	for _, i := range invoices {
		f.Row("invoice", i.Company, i.Email, i.Date.Format(time.DateOnly), "", i.Number,
			strconv.FormatFloat(float64(i.AmountCents)/100, 'f', 2, 64), strings.ToUpper(i.Currency), i.Status, "", "", i.HostedURL, "")
	}
	for _, m := range periods {
		to := ""
		if m.To != nil {
			to = m.To.Format(time.DateOnly)
		}
		f.Row("membership", m.Company, m.Email, m.From.Format(time.DateOnly), to, "", "", "", "", m.Plan,
			m.Source, "", m.GrantedBy)
	}
	return f.Send(c)
}

func csvHeader(ctx context.Context) []string {
	keys := []string{"kind", "company", "email", "from", "to", "number", "amount", "currency", "status", "plan", "source", "link", "granted_by"}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = web.T(ctx, "billing.admin.csv."+k)
	}
	return out
}
