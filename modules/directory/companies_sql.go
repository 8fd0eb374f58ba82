package directory

import (
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/google/uuid"

	"greenconnect/app/db"
)

// The green directory's statements, built from the filters that are set (docs/directory.md,
// "Listings at any size"): a filter left empty adds nothing, so each statement's plan uses
// the index of the filters it has. Every value travels as a parameter; only our own column
// names, operators and bounds (bounds.go) are written into the text.

// psql writes PostgreSQL's $n placeholders.
var psql = sq.StatementBuilder.PlaceholderFormat(sq.Dollar)

const companyOrder = "dc.total DESC, dc.company_name, dc.profile_id"

var companyColumns = []string{"dc.profile_id", "dc.company_name", "dc.about", "dc.city", "dc.country",
	"dc.industry", "dc.sector", "dc.logo_url", "dc.total", "dc.level", "dc.stars", "dc.active", "dc.verified_at",
	"dc.validated_at", "dc.verified_items", "dc.items_verified_at", "dc.answers", "dc.backed",
	"dc.verified_answers", "dc.service_count"}

// companyCandidateColumns are what orders a search's candidates, with their rank (as
// serviceCandidateColumns); its page's entries are read from their rows.
var companyCandidateColumns = []string{"profile_id", "total", "company_name"}

// companyRow is a directory entry as the statements return it.
type companyRow struct {
	ProfileID       uuid.UUID
	CompanyName     string
	About           string
	City            string
	Country         string
	Industry        string
	Sector          string
	LogoURL         string
	Total           int32
	Level           string
	Stars           int32
	Active          bool
	VerifiedAt      *time.Time
	ValidatedAt     *time.Time
	VerifiedItems   int32
	ItemsVerifiedAt *time.Time
	Answers         int32
	Backed          int32
	VerifiedAnswers int32
	ServiceCount    int32
}

// companySamePlan is samePlan for the green directory: no value (no filter, or yes/no
// filters alone), a country, an industry or a level alone or two of them (each pair has its
// index, migration 01040) on the first pages (valuePlanPages), one search word alone, or
// one search word with a country, an industry or a level and nothing else (searchByPlace).
func companySamePlan(f DirectoryFilter, query string) bool {
	if query != "" {
		return companyByWord(f, query) || searchByPlace(f, query)
	}
	noValue, rest := f, f
	noValue.HasServices, noValue.Verified, noValue.Backed = false, false, false
	noValue.Page, rest.Page = 0, 0
	rest.Country, rest.Industry, rest.Level = "", "", ""
	return noValue.Encode() == "" || f.Page <= valuePlanPages && rest.Encode() == "" && placesSet(f.Country, f.Industry, f.Level) <= 2
}

// searchByPlace is whether a search is one word of three characters or more (db.SearchStart)
// and its other filters only a country, an industry or a level: one of them alone walks
// the word's start among that place's entries (companyByWord); two or three lie in one
// index (directory_companies_filtered_search_idx, a GIN of the three and the document), and
// the plan made for any values is the one made for each: that index's matches, sorted (0.5-
// 0.75 ms of PostgreSQL a view to plan it again). A shorter word, a prefix of nearly every
// company, is still planned for its values: the country's walk then reads fewer rows.
func searchByPlace(f DirectoryFilter, query string) bool {
	rest := f
	rest.Query, rest.Page, rest.Country, rest.Industry, rest.Level = "", 0, "", "", ""
	return db.SearchStart(query) != "" && rest.Encode() == "" && (f.Country != "" || f.Industry != "" || f.Level != "")
}

// companiesWhere is the listed companies matching f and query (a BuildSearchQuery result,
// never the typed text): only the predicates of what is set.
func companiesWhere(b sq.SelectBuilder, f DirectoryFilter, query string) sq.SelectBuilder {
	b = b.From("directory_companies dc").Where("dc.listed")
	if query != "" {
		b = b.Where("dc.search @@ ?::tsquery", query)
	}
	if f.Country != "" {
		b = b.Where("dc.country = ?", f.Country)
	}
	if f.Industry != "" {
		b = b.Where("dc.industry = ?", f.Industry)
	}
	if f.Level != "" {
		b = b.Where("dc.level = ?", f.Level)
	}
	if f.HasServices {
		b = b.Where("dc.service_count > 0")
	}
	if f.Verified {
		b = b.Where("(dc.validated_at IS NOT NULL OR dc.verified_items > 0)")
	}
	if f.SDG > 0 {
		b = b.Where("dc.sdgs @> ARRAY[?::integer]", f.SDG)
	}
	if f.Backed {
		b = b.Where("(dc.answers > 0 AND dc.backed = dc.answers)")
	}
	return b
}

// companiesPage is limit entries from offset, best rated first: a listing without search
// words (companiesListing reads a search's candidates and ranks them). A page from
// deepOffset is cut from an index first (keys only), as servicesPage's.
func companiesPage(f DirectoryFilter, limit, offset int32) sq.SelectBuilder {
	if offset >= deepOffset {
		keys := companiesWhere(psql.Select("dc.profile_id"), f, "").OrderBy(companyOrder).
			Suffix(db.Window(limit, offset)).PlaceholderFormat(sq.Question)
		return psql.Select(companyColumns...).FromSelect(keys, "k").
			Join("directory_companies dc ON dc.profile_id = k.profile_id").OrderBy(companyOrder)
	}
	return companiesWhere(psql.Select(companyColumns...), f, "").
		OrderBy(companyOrder).Suffix(db.Window(limit, offset))
}

// companiesListing is a directory page in one statement, like servicesListing: the
// entries, each with the count of matches up to boundFor(query)+1 as its last column (a
// search's SearchBound+1 best rated matches read once, then counted and ranked); withCount
// and walk as servicesListing's.
func companiesListing(f DirectoryFilter, query string, limit, offset int32, withCount, walk bool) sq.SelectBuilder {
	if query == "" {
		if !withCount {
			return companiesPage(f, limit, offset).Column("0 AS total")
		}
		count := companiesCount(f, query, boundFor(query)+1).PlaceholderFormat(sq.Question)
		return companiesPage(f, limit, offset).Column(sq.Alias(count, "total"))
	}
	candidates := companiesWhere(psql.Select(append(prefixed("dc.", companyCandidateColumns), "dc.search")...), f, query).
		OrderBy(companyOrder).Suffix(db.LimitTo(SearchBound + 1)).PlaceholderFormat(sq.Question)
	with := sq.Expr("WITH c AS MATERIALIZED (?)", rankedCandidates(candidates, companyCandidateColumns, query))
	if walk {
		with = companyWords.candidates(query, companyArea(f), nil) // its one filter besides the word
	}
	best := psql.Select("*").From("c").OrderBy("total DESC, company_name, profile_id").Suffix(db.LimitTo(SearchBound))
	ranked := psql.Select("b.profile_id", "b.total", "b.company_name", "b.rank").
		FromSelect(best, "b").OrderBy("rank DESC", "b.total DESC", "b.company_name", "b.profile_id").
		Suffix(db.Window(limit, offset))
	return psql.Select(append(companyColumns, "(SELECT count(*)::int FROM c) AS total")...).
		PrefixExpr(with).FromSelect(ranked, "r").
		Join("directory_companies dc ON dc.profile_id = r.profile_id").
		OrderBy("r.rank DESC", "r.total DESC", "r.company_name", "r.profile_id")
}

// companiesCount counts the matches up to bound, in the listing's order as the pages read
// them: an index walk that stops at the bound.
func companiesCount(f DirectoryFilter, query string, bound int32) sq.SelectBuilder {
	inner := companiesWhere(psql.Select("1"), f, query).OrderBy(companyOrder).Suffix(db.LimitTo(bound))
	return psql.Select("count(*)::int").FromSelect(inner, "m")
}

// companyListRow is a companiesListing row: an entry and the bounded count of matches
// (Matches, not Total: that name is the entry's points, which it would hide).
type companyListRow struct {
	companyRow
	Matches int32
}

func (r companyListRow) matches() int32 { return r.Matches }
