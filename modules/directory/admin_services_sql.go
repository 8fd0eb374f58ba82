package directory

import (
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/google/uuid"
)

// The admins' list of services (docs/directory.md, "Administration"), built from the filters
// that are set like the listings' (companies_sql.go). The owner's address is read from the
// account's table, as billing's admin lists read it; nothing here writes it.

// adminServiceRow is a line of the admins' list as the statement returns it.
type adminServiceRow struct {
	ID               uuid.UUID
	CompanyProfileID uuid.UUID
	Name             string
	Industry         string
	Category         string
	Published        bool
	Version          int32
	CreatedAt        time.Time
	UpdatedAt        time.Time
	CompanyName      string
	Country          string
	CompanyListed    bool
	OwnerEmail       string
	TakenDown        bool
	TakedownReason   string
}

// adminStates are the state filter's predicates.
var adminStates = map[string]string{
	"published":   "s.published",
	"unpublished": "(NOT s.published AND t.service_id IS NOT NULL)",
	"draft":       "(NOT s.published AND t.service_id IS NULL)",
}

// adminSorts are the columns the list sorts by (an unknown one: none, then the id).
var adminSorts = map[string]string{
	"name": "lower(s.name)", "company": "lower(coalesce(dc.company_name, ''))", "updated": "s.updated_at",
}

// adminServicesWhere is every service matching f: searched by service or company name,
// filtered by state, category and the company's country.
func adminServicesWhere(b sq.SelectBuilder, f AdminServiceFilter) sq.SelectBuilder {
	b = b.From("services s").
		LeftJoin("directory_companies dc ON dc.profile_id = s.company_profile_id").
		LeftJoin("service_takedowns t ON t.service_id = s.id")
	if f.Q != "" {
		b = b.Where("(strpos(lower(s.name), lower(?)) > 0 OR strpos(lower(coalesce(dc.company_name, '')), lower(?)) > 0)", f.Q, f.Q)
	}
	if pred, ok := adminStates[f.State]; ok {
		b = b.Where(pred)
	}
	if f.Category != "" {
		b = b.Where("s.category = ?", f.Category)
	}
	if f.Country != "" {
		b = b.Where("dc.country = ?", f.Country)
	}
	return b
}

// adminServicesPage is a page of the list, in the chosen order.
func adminServicesPage(f AdminServiceFilter) sq.SelectBuilder {
	b := adminServicesWhere(psql.Select("s.id", "s.company_profile_id", "s.name", "s.industry", "s.category",
		"s.published", "s.version", "s.created_at", "s.updated_at",
		"coalesce(dc.company_name, '')::text", "coalesce(dc.country, '')::text", "coalesce(dc.listed, false)::bool",
		"coalesce(u.email, '')::text", "(t.service_id IS NOT NULL)::bool", "coalesce(t.reason, '')::text"), f).
		LeftJoin("company_profiles cp ON cp.id = s.company_profile_id").
		LeftJoin("users u ON u.id = cp.user_id")
	if col, ok := adminSorts[f.Sort]; ok {
		dir := " ASC"
		if f.Desc {
			dir = " DESC"
		}
		b = b.OrderBy(col + dir)
	}
	return b.OrderBy("s.id").Suffix("LIMIT ? OFFSET ?", max(f.Limit, 0), max(f.Offset, 0))
}
