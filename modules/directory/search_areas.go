package directory

import (
	"greenconnect/app/db"
	"greenconnect/modules/rating"
)

// Which searches walk their word's start in a word table, and which part of it (search_words.go;
// docs/directory.md, "Search at any size").

// walkArea is the part of a word's start a walk reads: a place's entries (column, one of the
// table's places, and its value; "" none) and a level's band of totals (none when its To is
// 0): the listing's order starts with the total, so a band is one run of each index.
type walkArea struct {
	column, place string
	band          rating.LevelBand
}

// byWord is whether a services listing walks its search's word start: one search word of
// three characters or more is its only filter, or the word with a category, a country or
// an industry (walking the start among that place's entries: wordTable.places), with a
// level (its band of totals), with tags (the entries that hold them: TagWalkBound) and with
// yes/no filters that the entries carry (serviceFlags). With other filters (a goal,
// evidence, two places) the planner chooses among the services table's indexes: a filter
// few of the word's first entries hold made the walk read its bound and then every match
// anyway (docs/directory.md, "A marketplace word with tags").
func byWord(f MarketFilter, query string) bool {
	rest := f
	rest.Query, rest.Page, rest.Category, rest.Country, rest.Industry, rest.Level, rest.Tags = "", 0, "", "", "", "", nil
	rest.OnlyWithPrices, rest.OnlyWithGreenRating, rest.OnlyServices = false, false, false
	onePlace := placesSet(f.Category, f.Country, f.Industry) <= 1
	return query != "" && db.SearchStart(query) != "" && rest.Encode() == "" && onePlace && (f.Level == "" || isLevel(f.Level))
}

// serviceFlags are the word entries' flags a marketplace walk keeps (byWord): each yes/no
// filter set of those they carry.
func serviceFlags(f MarketFilter) []string {
	var flags []string
	for _, on := range []struct {
		set  bool
		flag string
	}{{f.OnlyWithPrices, "has_prices"}, {f.OnlyWithGreenRating, "company_active"}, {f.OnlyServices, "company_provider"}} {
		if on.set {
			flags = append(flags, on.flag)
		}
	}
	return flags
}

// serviceArea is where a marketplace walk reads its start's entries (byWord): the place set
// among the category, the country and the industry, and the level's band.
func serviceArea(f MarketFilter) walkArea {
	var in walkArea
	for _, p := range []struct{ column, value string }{{"category", f.Category}, {"company_country", f.Country}, {"industry", f.Industry}} {
		if p.value != "" {
			in.column, in.place = p.column, p.value
			break
		}
	}
	in.band, _ = rating.LevelByKey(f.Level) // none when unset
	return in
}

// companyByWord is whether a directory listing walks its search's word start: byWord's
// condition, or one word and one place alone (a country, an industry or a level), which
// walks the start among that place's entries (wordTable.places).
func companyByWord(f DirectoryFilter, query string) bool {
	rest := f
	rest.Query, rest.Page, rest.Country, rest.Industry, rest.Level = "", 0, "", "", ""
	return query != "" && db.SearchStart(query) != "" && rest.Encode() == "" &&
		(f.Country == "" && f.Industry == "" && f.Level == "" || oneOf(f.Country, f.Industry, f.Level))
}

// companyArea is where a directory walk reads its start's entries (companyByWord): the
// place set among the country, the industry and the level (a company's entries carry its
// level: a place of its own).
func companyArea(f DirectoryFilter) walkArea {
	for _, p := range []struct{ column, value string }{{"country", f.Country}, {"industry", f.Industry}, {"level", f.Level}} {
		if p.value != "" {
			return walkArea{column: p.column, place: p.value}
		}
	}
	return walkArea{}
}
