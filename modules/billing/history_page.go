package billing

import (
	"context"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/billing/views"
	"greenconnect/templates"
)

// GET /user/profile/billing: Plans and billing, the company's plan, what it unlocks (Green
// Verification's card), the one place to choose a plan, its invoices and membership periods.
// Only its own: the page reads the signed-in user's history and takes no id.
func (h *Handler) historyPage(c fiber.Ctx) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	cur, err := h.Service.CurrentPlan(ctx, me.ID)
	if err != nil {
		return err
	}
	plans, err := h.Service.Plans(ctx)
	if err != nil {
		return err
	}
	invoices, periods, err := h.Service.History(ctx, me.ID)
	if err != nil {
		return err
	}
	if err := h.showNotice(c); err != nil {
		return err
	}
	v := views.HistoryView{Current: currentView(ctx, cur), PaymentsOn: h.Service.PaymentsEnabled(), HasCustomer: cur.HasCustomer,
		PortalAction: portalPath, Choice: h.planChoice(ctx, cur, plans)}
	if h.Verification != nil {
		cards, err := h.Verification.VerificationCard(ctx, me)
		if err != nil {
			return err
		}
		if len(cards) > 0 {
			v.Verification = &cards[0]
		}
	}
	for _, i := range invoices {
		v.Invoices = append(v.Invoices, invoiceRow(ctx, i))
	}
	for _, m := range periods {
		v.Memberships = append(v.Memberships, membershipRow(ctx, m))
	}
	allowStripeForms(c)
	return templates.Render(c, templates.Page{Title: web.T(ctx, "billing.history.title"), NoStore: true, Body: views.History(v), NavID: "billing"})
}

func invoiceRow(ctx context.Context, i Invoice) views.InvoiceRow {
	return views.InvoiceRow{Date: web.ShellFrom(ctx).Loc.Date(i.Date), Number: i.Number,
		Amount: money(ctx, i.AmountCents, i.Currency) + " " + strings.ToUpper(i.Currency),
		Status: web.T(ctx, "billing.invoice.status."+invoiceStatusKey(i.Status)), HostedURL: safeStripeURL(i.HostedURL),
		PDFURL: safeStripeURL(i.PDFURL)}
}

func membershipRow(ctx context.Context, m Membership) views.MembershipRow {
	loc := web.ShellFrom(ctx).Loc
	r := views.MembershipRow{Plan: planName(ctx, m.Plan), From: loc.Date(m.From), Source: web.T(ctx, "billing.source."+m.Source)}
	if m.To != nil {
		r.To = loc.Date(*m.To)
	}
	return r
}

// invoiceStatusKey is a status the messages name; anything else reads as "open".
func invoiceStatusKey(s string) string {
	switch s {
	case "draft", "open", "paid", "void", "uncollectible":
		return s
	}
	return "open"
}

// safeStripeURL keeps an invoice link only when it is an https address: the link comes
// from an event's payload.
func safeStripeURL(u string) string {
	if strings.HasPrefix(u, "https://") {
		return u
	}
	return ""
}
