package directory

import (
	sq "github.com/Masterminds/squirrel"
	"github.com/google/uuid"

	"greenconnect/app/db"
)

// The marketplace's statements, built from the filters that are set like the directory's
// (companies_sql.go): filters and order read only the services table (the company's state is
// copied onto it), the company's name joins the page's rows.

const serviceOrder = "s.company_total DESC, s.published_at DESC, s.id"

// tagOrder is the listing's order as service_tags keeps it (the same values, copied in the
// change's transaction).
const tagOrder = "t.company_total DESC, t.published_at DESC, t.service_id"

// byTag is whether a listing walks its tag's entries in service_tags: one tag is its only
// filter (docs/directory.md, "Listings at any size"). With one search word a tag walks the
// word's start (byWord); with other filters the planner chooses among the services table's
// indexes (a walk joined to services would be its only way); several tags intersect their
// GIN entries.
func byTag(f MarketFilter, query string) bool { return query == "" && tagAlone(f) }

// tagAlone is whether one tag is the filter's only condition.
func tagAlone(f MarketFilter) bool {
	rest := f
	rest.Tags, rest.Page = nil, 0
	return len(f.Tags) == 1 && rest.Encode() == ""
}

// samePlan is whether a listing's statement has one plan for any of its values (listingDB):
// it has no value (no filter, or yes/no filters alone), its values pick the index it walks
// (a tag, a category, a country, an industry or a level alone, or two of those four: each
// pair has its index, migration 01040) on one of the first pages (valuePlanPages), or it
// searches one word alone or with a category, a country or an industry, a level, tags and
// yes/no filters (byWord).
func samePlan(f MarketFilter, query string) bool {
	if query != "" {
		return byWord(f, query)
	}
	noValue, rest := f, f
	noValue.OnlyWithPrices, noValue.OnlyWithGreenRating, noValue.OnlyServices, noValue.Backed, noValue.Verified = false, false, false, false, false
	noValue.Page, rest.Page = 0, 0
	rest.Category, rest.Country, rest.Industry, rest.Level = "", "", "", ""
	return noValue.Encode() == "" ||
		f.Page <= valuePlanPages && (tagAlone(f) || rest.Encode() == "" && placesSet(f.Category, f.Country, f.Industry, f.Level) <= 2)
}

// valuePlanPages is how deep a listing whose one value picks its index runs prepared. The
// plan PostgreSQL keeps for any value is made for an average value's number of rows: deep
// in a listing, where the page's window nears that number, it reads every row of the value
// and sorts them (a tag's 1,702 rows and their services at page 60 of 10,000 services),
// where walking to the page reads fewer. Deeper pages, rarely asked for, are planned for
// their value.
const valuePlanPages = 10

// oneOf is whether exactly one of values is set.
func oneOf(values ...string) bool { return placesSet(values...) == 1 }

// placesSet is how many of values are set.
func placesSet(values ...string) int {
	set := 0
	for _, v := range values {
		if v != "" {
			set++
		}
	}
	return set
}

// deepOffset is the offset from which a listing's page (without search words) is cut from
// its index first, keys only, and then reads its own ten rows (docs/directory.md,
// "Deep pages"). Reading the rows while walking costs a row for every one before the page;
// cutting first costs ten more lookups, which is more before about this offset (the rows of
// the first pages lie close together).
const deepOffset = 100

var serviceColumns = []string{"s.id", "s.company_profile_id", "s.name", "s.logo_key", "s.industry", "s.category",
	"s.url", "s.instagram_url", "s.facebook_url", "s.linkedin_url", "s.description", "s.tags",
	"s.has_prices::boolean AS has_prices", "s.company_name", "s.company_logo_url", "s.company_country", "s.company_level",
	"s.company_total", "s.published_at"}

// The page's columns, read from the candidates m. A service carries what its card shows of
// its company (migration 01090), so a page reads no company row.
var serviceCardColumns = []string{"m.id", "m.company_profile_id", "m.name", "m.logo_key", "m.industry", "m.category",
	"m.url", "m.instagram_url", "m.facebook_url", "m.linkedin_url", "m.description", "m.tags", "m.has_prices",
	"m.company_name", "m.company_logo_url", "m.company_country", "m.company_level"}

// A search's candidates carry what orders them and their rank (a word table's entry carries
// the same: wordTable.columns, rankColumn); its page's cards are read from their services.
var (
	serviceCandidateColumns = []string{"id", "company_total", "published_at"}
	searchCardColumns       = []string{"s.id", "s.company_profile_id", "s.name", "s.logo_key", "s.industry", "s.category",
		"s.url", "s.instagram_url", "s.facebook_url", "s.linkedin_url", "s.description", "s.tags",
		"s.has_prices::boolean AS has_prices", "s.company_name", "s.company_logo_url", "s.company_country", "s.company_level"}
)

// serviceRow is a service card as the statements return it.
type serviceRow struct {
	ID               uuid.UUID
	CompanyProfileID uuid.UUID
	Name             string
	LogoKey          string
	Industry         string
	Category         string
	URL              string
	InstagramURL     string
	FacebookURL      string
	LinkedinURL      string
	Description      string
	Tags             []string
	HasPrices        bool
	CompanyName      string
	CompanyLogoURL   string
	CompanyCountry   string
	Level            string // the company's: its stars follow (companyStars)
}

// servicesWhere is the public services (published, company listed) matching f and query (a
// BuildSearchQuery result, never the typed text): only the predicates of what is set. Tags
// narrow like every other filter: a service carries all the chosen tags.
func servicesWhere(b sq.SelectBuilder, f MarketFilter, query string) sq.SelectBuilder {
	tags := f.Tags
	if byTag(f, query) {
		b = b.From("service_tags t").Join("services s ON s.id = t.service_id").Where("t.tag = ?", tags[0])
		tags = tags[1:]
	} else {
		b = b.From("services s")
	}
	b = b.Where("s.published AND s.company_listed")
	if query != "" {
		b = b.Where("s.search @@ ?::tsquery", query)
	}
	if len(tags) > 0 {
		b = b.Where("s.tags @> ?::text[]", tags)
	}
	for _, eq := range []struct{ col, v string }{{"s.category", f.Category}, {"s.company_country", f.Country},
		{"s.industry", f.Industry}, {"s.company_level", f.Level}} {
		if eq.v != "" {
			b = b.Where(eq.col+" = ?", eq.v)
		}
	}
	for _, on := range []struct {
		set  bool
		pred string
	}{{f.OnlyWithPrices, "s.has_prices"}, {f.OnlyWithGreenRating, "s.company_active"},
		{f.OnlyServices, "s.company_provider"}, {f.Backed, "s.company_backed"}, {f.Verified, "s.company_verified"}} {
		if on.set {
			b = b.Where(on.pred)
		}
	}
	if f.SDG > 0 {
		b = b.Where("s.company_sdgs @> ARRAY[?::integer]", f.SDG)
	}
	return b
}

// servicesPage is limit cards from offset, best rated first: a listing without search words
// (servicesListing reads a search's candidates and ranks them). A tag alone, and any page
// from deepOffset, is cut from an index first (keys only) and reads only its own services.
func servicesPage(f MarketFilter, limit, offset int32) sq.SelectBuilder {
	var inner sq.SelectBuilder
	switch {
	case byTag(f, ""):
		// The tag's entries hold public services only; the check stays, so a page never
		// shows another.
		keys := psql.Select("t.service_id AS id").From("service_tags t").Where("t.tag = ?", f.Tags[0]).
			OrderBy(tagOrder).Suffix(db.Window(limit, offset)).PlaceholderFormat(sq.Question)
		inner = psql.Select(serviceColumns...).FromSelect(keys, "k").Join("services s ON s.id = k.id").
			Where("s.published AND s.company_listed").PlaceholderFormat(sq.Question)
	case offset >= deepOffset:
		keys := servicesWhere(psql.Select("s.id"), f, "").OrderBy(serviceOrder).Suffix(db.Window(limit, offset)).
			PlaceholderFormat(sq.Question)
		inner = psql.Select(serviceColumns...).FromSelect(keys, "k").Join("services s ON s.id = k.id").
			PlaceholderFormat(sq.Question)
	default:
		inner = servicesWhere(psql.Select(serviceColumns...), f, "").
			OrderBy(serviceOrder).Suffix(db.Window(limit, offset))
	}
	return psql.Select(serviceCardColumns...).FromSelect(inner, "m").OrderBy("m.company_total DESC, m.published_at DESC, m.id")
}

// servicesListing is a listing page in one statement (docs/directory.md, "Listings at any
// size"): servicesPage's cards, each with the count of matches up to boundFor(query)+1 as
// its last column. Without search words the count is servicesCount's bounded walk, run once
// as a subquery; with them the SearchBound+1 best rated matches are read once, then counted
// and ranked, where a page and a count apart would each read them (with walk, a word alone:
// from its word's start, wordTable.candidates).
// Without search words and with withCount false (the count is kept: keptCount) the total
// column is 0 and the statement reads the page alone.
func servicesListing(f MarketFilter, query string, limit, offset int32, withCount, walk bool) sq.SelectBuilder {
	if query == "" {
		if !withCount {
			return servicesPage(f, limit, offset).Column("0 AS total")
		}
		count := servicesCount(f, query, boundFor(query)+1).PlaceholderFormat(sq.Question)
		return servicesPage(f, limit, offset).Column(sq.Alias(count, "total"))
	}
	candidates := servicesWhere(psql.Select(append(prefixed("s.", serviceCandidateColumns), "s.search")...), f, query).
		OrderBy(serviceOrder).Suffix(db.LimitTo(SearchBound + 1)).PlaceholderFormat(sq.Question)
	with := sq.Expr("WITH c AS MATERIALIZED (?)", rankedCandidates(candidates, serviceCandidateColumns, query))
	if walk {
		with = serviceWords.candidates(query, serviceArea(f), f.Tags, serviceFlags(f)...) // its place and level
	}
	// The page is ranked from the candidates alone (their ids, order and rank), then
	// joined to its services: ten lookups, where carrying the cards' columns copied every
	// candidate's row three times.
	best := psql.Select("*").From("c").OrderBy("company_total DESC, published_at DESC, id").Suffix(db.LimitTo(SearchBound))
	ranked := psql.Select("b.id", "b.company_total", "b.published_at", "b.rank").
		FromSelect(best, "b").OrderBy("rank DESC", "b.company_total DESC", "b.published_at DESC", "b.id").
		Suffix(db.Window(limit, offset))
	return psql.Select(append(searchCardColumns, "(SELECT count(*)::int FROM c) AS total")...).
		PrefixExpr(with).FromSelect(ranked, "r").
		Join("services s ON s.id = r.id").
		OrderBy("r.rank DESC", "r.company_total DESC", "r.published_at DESC", "r.id")
}

// servicesCount counts the matches up to bound, in the listing's order as the pages read
// them (an index walk that stops at the bound). A tag alone is counted from its entries in
// service_tags only (an index-only walk in order that stops at the bound: every entry is a
// public service). Tags with other filters and no search words are counted in no order:
// their GIN index's matches are then read until the bound, where a sort would read every
// service of a common tag first.
func servicesCount(f MarketFilter, query string, bound int32) sq.SelectBuilder {
	var inner sq.SelectBuilder
	switch {
	case byTag(f, query):
		inner = psql.Select("1").From("service_tags t").Where("t.tag = ?", f.Tags[0]).OrderBy(tagOrder)
	case query == "" && len(f.Tags) > 0:
		inner = servicesWhere(psql.Select("1"), f, query)
	default:
		inner = servicesWhere(psql.Select("1"), f, query).OrderBy(serviceOrder)
	}
	return psql.Select("count(*)::int").FromSelect(inner.Suffix(db.LimitTo(bound)), "m")
}

// serviceListRow is a servicesListing row: a card and the bounded count of matches.
type serviceListRow struct {
	serviceRow
	Matches int32
}

func (r serviceListRow) matches() int32 { return r.Matches }
