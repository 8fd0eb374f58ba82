package billing

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /admin/billing/export.csv: every invoice the invoices list's address matches (all of
// them, not a page), in the admin's language.
func (h *Handler) adminCSV(c fiber.Ctx) error {
	ctx := c.Context()
	invoices, _, err := h.Service.AdminInvoices(ctx, adminFilterOf(web.ReadList(c, invoicesSpec), true))
	if err != nil {
		return err
	}
	f := web.CSV{Filename: "billing-invoices.csv", Header: csvHeader(ctx)}
	for _, i := range invoices {
		f.Row("invoice", i.Company, i.Email, i.Date.Format(time.DateOnly), "", i.Number,
			strconv.FormatFloat(float64(i.AmountCents)/100, 'f', 2, 64), strings.ToUpper(i.Currency), i.Status, "", "", i.HostedURL, "")
	}
	return f.Send(c)
}

// GET /admin/billing/periods.csv: every membership period the periods list's address
// matches.
func (h *Handler) periodsCSV(c fiber.Ctx) error {
	ctx := c.Context()
	periods, _, err := h.Service.AdminMemberships(ctx, adminFilterOf(web.ReadList(c, periodsSpec), true))
	if err != nil {
		return err
	}
	f := web.CSV{Filename: "billing-periods.csv", Header: csvHeader(ctx)}
	for _, m := range periods {
		to := ""
		if m.To != nil {
			to = m.To.Format(time.DateOnly)
		}
		f.Row("membership", m.Company, m.Email, m.From.Format(time.DateOnly), to, "", "", "", "", string(m.Plan),
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
