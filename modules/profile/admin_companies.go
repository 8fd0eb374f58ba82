package profile

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/modules/account"
	"greenconnect/modules/billing"
	"greenconnect/modules/profile/store"
	"greenconnect/modules/rating"
)

// The admins' companies (docs/profile.md, "Administration: companies"): every company
// profile with its owner, status, level and plan; a profile added on a company's behalf
// (company_creation.go) and one moved to another account (company_transfers.go).

// AdminCompany is a company as the admins' list shows it.
type AdminCompany struct {
	ID         uuid.UUID
	OwnerID    uuid.UUID
	OwnerEmail string
	Name       string
	Status     Status
	Published  bool
	Level      rating.Level    // of its last published rating; rating.LevelNone before any
	Total      int             // idem
	Plan       billing.PlanKey // the owner's plan; "" without billing
	UpdatedAt  time.Time
}

// Version is what an admin's action on the company names: its last change, in microseconds.
// A save, a publish, a decision or a transfer changes it.
func (c AdminCompany) Version() int64 { return c.UpdatedAt.UnixMicro() }

// Listed reports whether the company's public page shows.
func (c AdminCompany) Listed() bool { return c.Status == StatusApproved && c.Published }

// CompanyFilter is what the admins' list asks for (from a web.ListQuery).
type CompanyFilter struct {
	Q, Status, Level, Sort string
	Plan                   billing.PlanKey
	Desc                   bool
	Limit, Offset          int32
}

// CompanyLevels are the list's level filter: none, then the named levels.
func CompanyLevels() []string {
	out := []string{string(rating.LevelNone)}
	for _, l := range rating.Levels {
		out = append(out, string(l.Level))
	}
	return out
}

// PlanKeys are the plans the admins' list filters by: billing's, none without billing.
func (s *Service) PlanKeys() []billing.PlanKey {
	if s.billing == nil {
		return nil
	}
	return billing.PlanKeys
}

// AdminCompanies is a page of the companies and how many match in all: one query, with the
// plans of the accounts on a paid plan read from billing once.
func (s *Service) AdminCompanies(ctx context.Context, f CompanyFilter) ([]AdminCompany, int, error) {
	var ids []uuid.UUID
	var plans []string
	free := ""
	if s.billing != nil {
		holders, err := s.billing.PlanHolders(ctx)
		if err != nil {
			return nil, 0, err
		}
		for id, p := range holders {
			ids, plans = append(ids, id), append(plans, string(p))
		}
		free = string(billing.PlanFree)
	}
	rows, err := s.q.ListAdminCompanies(ctx, store.ListAdminCompaniesParams{Q: f.Q, Status: f.Status, Level: f.Level,
		Plan: string(f.Plan), Sort: f.Sort, Descending: f.Desc, Lim: f.Limit, Off: f.Offset,
		HolderIds: ids, HolderPlans: plans, FreePlan: free})
	if err != nil {
		return nil, 0, err
	}
	n, err := s.q.CountAdminCompanies(ctx, store.CountAdminCompaniesParams{Q: f.Q, Status: f.Status, Level: f.Level,
		Plan: string(f.Plan), HolderIds: ids, HolderPlans: plans, FreePlan: free})
	out := make([]AdminCompany, len(rows))
	for i, r := range rows {
		out[i] = AdminCompany{ID: r.ID, OwnerID: r.UserID, OwnerEmail: r.OwnerEmail, Name: r.CompanyName,
			Status: Status(r.Status), Published: r.Published, Level: rating.Level(r.Level), Total: int(r.Total),
			Plan: billing.PlanKey(r.Plan), UpdatedAt: r.UpdatedAt}
	}
	return out, int(n), err
}

// CompanyFile is one company for its admin page: the list's facts, the working record (its
// details, status, rating now) and its dates.
type CompanyFile struct {
	AdminCompany
	Owner       account.Identity
	Record      Record
	CreatedAt   time.Time
	SubmittedAt *time.Time // when it last went to review
}

// AdminCompanyFile is the company's admin page; web.NotFound when there is none.
func (s *Service) AdminCompanyFile(ctx context.Context, id uuid.UUID) (CompanyFile, error) {
	row, err := s.get(ctx, id)
	if err != nil {
		return CompanyFile{}, err
	}
	rec, err := s.recordAs(ctx, row, working, loadNone)
	if err != nil {
		return CompanyFile{}, err
	}
	owner, err := s.accounts.Identity(ctx, row.UserID)
	if err != nil {
		return CompanyFile{}, err
	}
	f := CompanyFile{Owner: owner, Record: rec, CreatedAt: row.CreatedAt, SubmittedAt: row.SubmittedAt,
		AdminCompany: AdminCompany{ID: row.ID, OwnerID: row.UserID, OwnerEmail: owner.Email, Name: rec.Company.CompanyName,
			Status: Status(row.Status), Published: row.Published, Level: rating.LevelNone, UpdatedAt: row.UpdatedAt}}
	last, err := s.q.LastPublishedRating(ctx, id)
	switch {
	case err == nil:
		f.Level, f.Total = rating.Level(last.Level), int(last.Total)
	case !errors.Is(err, pgx.ErrNoRows):
		return CompanyFile{}, err
	}
	if s.billing != nil {
		if f.Plan, err = s.billing.PlanOf(ctx, row.UserID); err != nil {
			return CompanyFile{}, err
		}
	}
	return f, nil
}

// untouched reports whether a profile is a draft nobody has worked on: never published, no
// section answered, nothing in its company details but the name, country and industry (what
// an admin gives when adding a profile). An admin may name such a draft again or replace it
// by another company (docs/profile.md, "Administration: companies").
func untouched(row store.CompanyProfile) (bool, error) {
	if Status(row.Status) != StatusDraft || row.PublishedRecord != nil || row.PublishedAt != nil {
		return false, nil
	}
	c, err := draftContent(row)
	if err != nil {
		return false, err
	}
	for _, sec := range c.All() {
		if sec.Status != "" || len(sec.Details) > 0 {
			return false, nil
		}
	}
	rest := c.Company
	rest.CompanyName, rest.Country, rest.Industry = "", "", ""
	return rest == Company{}, nil
}
