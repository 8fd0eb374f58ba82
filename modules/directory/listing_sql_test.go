package directory

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"

	sq "github.com/Masterminds/squirrel"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The listings' predicates, each with the filter that sets it.
var (
	servicePredicates = map[string]string{
		"q": "s.search @@", "tags": "s.tags @>", "category": "s.category =", "country": "s.company_country =",
		"industry": "s.industry =", "level": "s.company_level =", "onlyWithPrices": "s.has_prices",
		"onlyWithGreenRating": "s.company_active", "onlyServices": "s.company_provider", "backed": "s.company_backed",
		"verified": "s.company_verified", "sdg": "s.company_sdgs @>",
	}
	companyPredicates = map[string]string{
		"q": "dc.search @@", "country": "dc.country =", "industry": "dc.industry =", "level": "dc.level =",
		"hasServices": "dc.service_count > 0", "verified": "dc.verified_items > 0", "sdg": "dc.sdgs @>",
		"backed": "dc.backed = dc.answers",
	}
)

// statementText is b's text with each WHERE condition on a line of its own, its arguments,
// and a check that it is well formed: one argument per placeholder, none left as "?".
func statementText(t *testing.T, b sq.SelectBuilder) (string, []any) {
	t.Helper()
	sql, args, err := b.ToSql()
	require.NoError(t, err)
	require.NotContains(t, sql, "?", "every placeholder numbered")
	n := 0
	for _, m := range regexp.MustCompile(`\$(\d+)`).FindAllStringSubmatch(sql, -1) {
		var i int
		fmt.Sscan(m[1], &i)
		n = max(n, i)
	}
	require.Equal(t, n, len(args), "one argument a placeholder: %s", sql)
	return sql, args
}

// conditions is the WHERE clause of a listing statement, one condition a line.
func conditions(t *testing.T, sql string) string {
	t.Helper()
	from, to := strings.Index(sql, " WHERE "), strings.Index(sql, " ORDER BY ")
	if to < 0 {
		to = strings.Index(sql, " LIMIT ") // a count in no order
	}
	require.True(t, from > 0 && to > from, sql)
	return strings.ReplaceAll(sql[from+len(" WHERE "):to], " AND ", "\n")
}

// servicesFirstPage is the statement that reads a first page's cards: servicesPage without
// search words, the candidates of servicesListing with them (its first WHERE).
func servicesFirstPage(f MarketFilter, query string) sq.SelectBuilder {
	if query == "" {
		return servicesPage(f, PageSize, 0)
	}
	return servicesListing(f, query, PageSize, 0, true, false)
}

// companiesFirstPage is servicesFirstPage's twin for the directory.
func companiesFirstPage(f DirectoryFilter, query string) sq.SelectBuilder {
	if query == "" {
		return companiesPage(f, PageSize, 0)
	}
	return companiesListing(f, query, PageSize, 0, true, false)
}

// Each listing statement holds the predicates of the filters that are set and no other: no
// catch-all branch for a filter left empty (docs/directory.md, "Listings at any size").
func TestListingStatementsHoldOnlyTheFiltersThatAreSet(t *testing.T) {
	for key := range servicePredicates {
		for _, query := range []string{"", "solar:*"} {
			v := url.Values{key: {"true"}}
			switch key {
			case "q", "tags":
				v.Set(key, "recycling")
			case "category":
				v.Set(key, TrainingCategory)
			case "country":
				v.Set(key, "DE")
			case "industry":
				v.Set(key, "energy")
			case "level":
				v.Set(key, "champion")
			case "sdg":
				v.Set(key, "7")
			}
			f := ParseMarketFilter(v)
			for _, b := range []sq.SelectBuilder{servicesFirstPage(f, query), servicesCount(f, query, CountBound+1)} {
				sql, _ := statementText(t, b)
				where := conditions(t, sql)
				for other, p := range servicePredicates {
					if other == "tags" && query == "" {
						p = "t.tag =" // a tag without search words walks service_tags
					}
					want := (other == key && key != "q") || (other == "q" && query != "")
					assert.Equal(t, want, strings.Contains(where, p), "%s (query %q): predicate of %s\n%s", key, query, other, where)
				}
				assert.NotContains(t, where, "= ''", key)
				assert.NotContains(t, where, " OR ", key)
			}
		}
	}
	for key := range companyPredicates {
		v := url.Values{key: {"true"}}
		switch key {
		case "q":
			continue
		case "country":
			v.Set(key, "DE")
		case "industry":
			v.Set(key, "energy")
		case "level":
			v.Set(key, "champion")
		case "sdg":
			v.Set(key, "7")
		}
		f := ParseDirectoryFilter(v)
		for _, query := range []string{"", "green:*"} {
			for _, b := range []sq.SelectBuilder{companiesFirstPage(f, query), companiesCount(f, query, CountBound+1)} {
				sql, _ := statementText(t, b)
				where := conditions(t, sql)
				for other, p := range companyPredicates {
					want := (other == key && key != "q") || (other == "q" && query != "")
					assert.Equal(t, want, strings.Contains(where, p), "%s (query %q): predicate of %s\n%s", key, query, other, where)
				}
				assert.NotContains(t, where, "= ''", key)
			}
		}
	}
}

// FuzzListingStatements: whatever an address holds (query syntax, quotes, odd Unicode, huge
// pages), the statements are well formed and carry what was typed only as arguments.
func FuzzListingStatements(f *testing.F) {
	for _, seed := range []string{"q=solar&tags=a,b&country=DE&page=99999999999999999999",
		"q=%27%3B+DROP+TABLE+services%3B--&category=training", "q=a%3A*+%7C+%21b&tags=%27%29+OR+1%3D1--",
		"tags=%E2%80%AE%F0%9F%8C%B1,%CA%BC&industry=%00&level=champion&sdg=7&page=-3",
		"q=$1&tags=?,??&country=?&page=18446744073709551616"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		v, _ := url.ParseQuery(raw)
		m := ParseMarketFilter(v)
		d := ParseDirectoryFilter(v)
		query := v.Get("q") // as if BuildSearchQuery had passed it through unchanged
		for _, b := range []sq.SelectBuilder{servicesPage(m, PageSize, Offset(m.Page)), servicesCount(m, query, CountBound+1),
			companiesPage(d, PageSize, Offset(d.Page)), companiesCount(d, query, CountBound+1),
			servicesListing(m, query, PageSize, Offset(m.Page), true, false), companiesListing(d, query, PageSize, Offset(d.Page), true, false),
			servicesListing(m, query, PageSize, Offset(m.Page), false, false), companiesListing(d, query, PageSize, Offset(d.Page), false, false),
			servicesListing(m, query, PageSize, Offset(m.Page), true, byWord(m, query)),
			companiesListing(d, query, PageSize, Offset(d.Page), true, companyByWord(d, query))} {
			sql, args := statementText(t, b)
			for _, a := range args {
				if s, ok := a.(string); ok && len(s) > 3 {
					require.NotContains(t, sql, s, "typed text only as an argument")
				}
			}
			for _, a := range args {
				if n, ok := a.(int32); ok {
					require.GreaterOrEqual(t, n, int32(0), "no negative limit or offset")
				}
			}
		}
	})
}

// The admins' list: only the filters that are set; a state or sort it does not know adds
// nothing, and what was typed travels only as an argument.
func TestAdminServiceStatementsHoldOnlyTheFiltersThatAreSet(t *testing.T) {
	sql, args := statementText(t, adminServicesPage(AdminServiceFilter{Sort: "name; DROP TABLE services", State: "gone", Limit: 20}))
	assert.NotContains(t, sql, " WHERE ")
	assert.NotContains(t, sql, "DROP")
	assert.Equal(t, []any{int32(20), int32(0)}, args)
	sql, args = statementText(t, adminServicesPage(AdminServiceFilter{Q: "o'Brien", State: "draft", Country: "DE",
		Sort: "updated", Desc: true, Limit: 20, Offset: -5}))
	where := sql[strings.Index(sql, " WHERE "):strings.Index(sql, " ORDER BY ")]
	assert.Contains(t, where, "t.service_id IS NULL")
	assert.Contains(t, where, "dc.country = $")
	assert.NotContains(t, where, "s.category")
	assert.NotContains(t, sql, "o'Brien")
	assert.Contains(t, sql, "ORDER BY s.updated_at DESC, s.id")
	assert.Equal(t, []any{"o'Brien", "o'Brien", "DE", int32(20), int32(0)}, args)
}
