package profile

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/i18n"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile/store"
)

// NewCompany is what an admin gives to add a company profile on the company's behalf.
type NewCompany struct {
	Name     string
	Email    string // the owner's address
	Country  string // optional, ISO 3166 alpha-2
	Industry string // optional, a key of app/reference
	Lang     string // the letter's language (i18n.Languages); English when not one of them
}

// newCompanyFields are the add form's fields, in its order (the error summary follows it).
var newCompanyFields = []string{"companyName", "email", "country", "industry", "lang"}

// AddCompany makes a draft profile named nc.Name, owned by the account of nc.Email: an
// address without an account gets one and an invitation letter with a link to choose a
// password, which also confirms the address; a verified account is told by a letter. An
// account that already has a company with content is refused (422 on "email"); its
// untouched draft is named again instead (docs/profile.md, "Administration: companies").
// The account, the profile, the letter and the audit entry are saved together or not at all.
func (s *Service) AddCompany(ctx context.Context, actor audit.Actor, nc NewCompany) (uuid.UUID, error) {
	c := Company{CompanyName: nc.Name, Country: nc.Country, Industry: nc.Industry}
	var found web.FieldErrors
	cleanCompany(&c, nil, &found)
	errs := found.Under(companyPrefix)
	if c.CompanyName == "" {
		errs.Add("companyName", promptKey("companyName"), nil)
	}
	email := strings.TrimSpace(nc.Email)
	if m := account.CheckEmail(email); m != nil && m.Key == "account.email.required" {
		errs.Add("email", "profile.companies.owner_email_required", nil) // the owner's, not "your" address
	} else if m != nil {
		errs.Add("email", m.Key, m.Data)
	}
	if err := errs.InOrder(newCompanyFields...).Err(); err != nil {
		return uuid.Nil, err
	}
	lang := nc.Lang
	if !i18n.Supported(lang) {
		lang = i18n.Languages[0]
	}
	company, err := encodeJSON(c)
	if err != nil {
		return uuid.Nil, err
	}
	var id uuid.UUID
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		inv, err := s.accounts.Invite(ctx, tx, email, c.CompanyName)
		if err != nil {
			return err
		}
		if inv.Disabled {
			return web.InvalidField("email", "profile.companies.owner_disabled", nil)
		}
		row, err := s.draftFor(ctx, s.q.WithTx(tx), inv.ID, company)
		if err != nil {
			return err
		}
		id = row.ID
		if err := s.sendTx(ctx, tx, s.addedLetter(inv, c.CompanyName, lang)); err != nil {
			return err
		}
		if err := s.audit.Record(ctx, tx, actor, audit.Entry{Action: "profile.company.add", ObjectType: "profile",
			ObjectID: row.ID.String(), ObjectLabel: c.CompanyName,
			After: map[string]any{"company": c.CompanyName, "owner": inv.Email, "invited": inv.Link != ""}}); err != nil {
			return err
		}
		return s.changedTx(ctx, tx, row.ID)
	})
	return id, err
}

// draftFor is the account's profile holding company: made now, or its untouched draft named
// again; an account whose company has content is refused.
func (s *Service) draftFor(ctx context.Context, q *store.Queries, userID uuid.UUID, company []byte) (store.CompanyProfile, error) {
	row, err := q.LockProfileByUser(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		row, err = q.CreateProfileWith(ctx, store.CreateProfileWithParams{UserID: userID, Company: company, Now: s.now()})
		return row, ownerTaken(err)
	}
	if err != nil {
		return row, err
	}
	if err := refuseContent(row); err != nil {
		return row, err
	}
	return q.SetProfileCompany(ctx, store.SetProfileCompanyParams{ID: row.ID, Company: company, Now: s.now()})
}

// refuseContent is the "email" field's 422 when the account's profile is not an untouched
// draft: an account has one company, and an admin never overwrites one with content.
func refuseContent(row store.CompanyProfile) error {
	ok, err := untouched(row)
	if err != nil || ok {
		return err
	}
	content, err := draftContent(row)
	if err != nil {
		return err
	}
	return web.InvalidField("email", "profile.companies.owner_has_company", map[string]any{"Company": content.Company.CompanyName})
}
