package billing

import (
	"context"
	"encoding/json"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"

	"greenconnect/modules/billing/store"
)

// AdminFilter narrows the admin's billing lists; zero values match everything
// (docs/billing.md, "Administration").
type AdminFilter struct {
	Query        string  // the company's email or name, or an invoice number (any case)
	Status       string  // an invoice status
	Plan         PlanKey // a membership's plan
	Source       string  // a membership's source
	Since, Until *time.Time
	Sort         string // invoices: date, amount, company; periods: date, company, plan
	Desc         bool
	Limit        int32 // rows of a page; 0: every match (the CSV)
	Offset       int32
}

func (f AdminFilter) limit() pgtype.Int4 { return pgtype.Int4{Int32: f.Limit, Valid: f.Limit > 0} }

// AdminInvoice is an invoice with its company, for the admin.
type AdminInvoice struct {
	Invoice
	UserID         uuid.UUID
	Email, Company string
}

// AdminMembership is a membership period with its company, for the admin.
type AdminMembership struct {
	Membership
	UserID         uuid.UUID
	Email, Company string
}

// AdminInvoices is a page of every company's invoices matching f and how many match in all.
func (s *Service) AdminInvoices(ctx context.Context, f AdminFilter) ([]AdminInvoice, int, error) {
	inv, err := s.q.AdminListInvoices(ctx, store.AdminListInvoicesParams{Query: f.Query, Status: f.Status,
		Since: f.Since, Until: f.Until, Sort: f.Sort, Descending: f.Desc, Lim: f.limit(), Off: f.Offset})
	if err != nil {
		return nil, 0, err
	}
	n, err := s.q.CountAdminInvoices(ctx, store.CountAdminInvoicesParams{Query: f.Query, Status: f.Status,
		Since: f.Since, Until: f.Until})
	if err != nil {
		return nil, 0, err
	}
	invoices := make([]AdminInvoice, 0, len(inv))
	for _, r := range inv {
		invoices = append(invoices, AdminInvoice{UserID: r.UserID, Email: r.Email, Company: r.CompanyName,
			Invoice: Invoice{StripeID: r.StripeID, Number: r.Number, Date: r.IssuedAt, AmountCents: r.AmountCents,
				Currency: r.Currency, Status: r.Status, HostedURL: r.HostedUrl, PDFURL: r.PdfUrl}})
	}
	return invoices, int(n), nil
}

// AdminMemberships is a page of every company's membership periods matching f and how many
// match in all.
func (s *Service) AdminMemberships(ctx context.Context, f AdminFilter) ([]AdminMembership, int, error) {
	mem, err := s.q.AdminListMemberships(ctx, store.AdminListMembershipsParams{Query: f.Query, PlanKey: string(f.Plan),
		Source: f.Source, Since: f.Since, Until: f.Until, Sort: f.Sort, Descending: f.Desc, Lim: f.limit(), Off: f.Offset})
	if err != nil {
		return nil, 0, err
	}
	n, err := s.q.CountAdminMemberships(ctx, store.CountAdminMembershipsParams{Query: f.Query, PlanKey: string(f.Plan),
		Source: f.Source, Since: f.Since, Until: f.Until})
	if err != nil {
		return nil, 0, err
	}
	periods := make([]AdminMembership, 0, len(mem))
	for _, m := range mem {
		periods = append(periods, AdminMembership{UserID: m.UserID, Email: m.Email, Company: m.CompanyName,
			Membership: Membership{ID: m.ID, Plan: PlanKey(m.PlanKey), Source: m.Source, From: m.StartedAt, To: m.EndedAt,
				GrantedBy: m.GrantedByEmail, Note: m.Note}})
	}
	return periods, int(n), nil
}

// invoiceJSON and membershipJSON are the record's billingHistory and membershipHistory
// entries (docs/billing.md, "History").
type invoiceJSON struct {
	Number      string    `json:"number"`
	Date        time.Time `json:"date"`
	AmountCents int64     `json:"amount"`
	Currency    string    `json:"currency"`
	Status      string    `json:"status"`
	HostedURL   string    `json:"hostedInvoiceUrl"`
	PDFURL      string    `json:"invoicePdf"`
}

type membershipJSON struct {
	Plan   PlanKey    `json:"plan"`
	From   time.Time  `json:"from"`
	To     *time.Time `json:"to"`
	Source string     `json:"source"`
}

// RecordHistories are the owner's record's billingHistory and membershipHistory
// (profile.Billing): for the company itself only, never for a visitor.
func (s *Service) RecordHistories(ctx context.Context, userID uuid.UUID) (billing, membership []json.RawMessage, err error) {
	inv, mem, err := s.History(ctx, userID)
	if err != nil {
		return nil, nil, err
	}
	billing, membership = make([]json.RawMessage, 0, len(inv)), make([]json.RawMessage, 0, len(mem))
	for _, i := range inv {
		raw, _ := json.Marshal(invoiceJSON{Number: i.Number, Date: i.Date, AmountCents: i.AmountCents, Currency: i.Currency,
			Status: i.Status, HostedURL: i.HostedURL, PDFURL: i.PDFURL})
		billing = append(billing, raw)
	}
	for _, m := range mem {
		raw, _ := json.Marshal(membershipJSON{Plan: m.Plan, From: m.From, To: m.To, Source: m.Source})
		membership = append(membership, raw)
	}
	return billing, membership, nil
}
