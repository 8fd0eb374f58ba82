package directory

import (
	"strconv"

	"greenconnect/modules/directory/store"
)

// A listing's cost does not grow with the catalogue (docs/directory.md, "Listings at any
// size"): it counts its matches up to CountBound and shows "1,000+" past it, and pages
// through the first CountBound of them (MaxPage pages). A search ranks its SearchBound best
// rated matches by relevance, and counts and pages through those.
const (
	CountBound  = 1000
	SearchBound = 100
	MaxPage     = CountBound / PageSize
)

// boundFor is how many matches a listing counts and shows: fewer with search words, whose
// matches are ranked.
func boundFor(query string) int32 {
	if query != "" {
		return SearchBound
	}
	return CountBound
}

// pastRanked is whether a window from offset lies past a search's SearchBound best rated
// matches: it holds no row, and its listing shows the first page's count (MarketWindow,
// DirectoryWindow) rather than walking, counting and reading every match to find none.
func pastRanked(query string, offset int32) bool { return query != "" && offset >= SearchBound }

// Offset is the number of entries before a page, the page clamped to 1…MaxPage.
func Offset(page int) int32 { return int32((min(max(page, 1), MaxPage) - 1) * PageSize) }

// readPage is the page an address names, clamped to 1…MaxPage (the address is then
// rewritten to the last page a listing shows).
func readPage(n int) int { return min(max(n, 1), MaxPage) }

// listingDB is where a listing statement runs. A statement whose plan is the same for any
// of its values (samePlan, companySamePlan) runs as a statement pgx prepares once per
// connection, and PostgreSQL plans it once (db.GenericPlans): one without values (no filter, or yes/no filters
// alone: its bounds are in its text), one whose one value picks the index it walks (a tag,
// a category, a country, an industry or a level alone: a rare value's walk ends early, a
// common one's at its page) and one search word alone (walking its word's start). Planning
// such a statement took 0.7–1.5 ms of PostgreSQL's time a view, about as much as reading
// its page. Any other statement with values (search words with filters, several filters,
// several tags, a goal) runs planned for them (db.CustomPlans): a rare value and a common
// one each get the index that reads least (docs/directory.md, "Listings at any size").
func (s *Service) listingDB(samePlan bool) store.DBTX {
	if samePlan {
		return s.unfiltered
	}
	return s.listings
}

// builtKey names a listing's statement for Service.built: everything its builder reads (the
// filters with their page left out: the window says where it reads).
func builtKey(listing, filters, query string, limit, offset int32, withCount, walk bool) string {
	return listing + "\x00" + filters + "\x00" + query + "\x00" + strconv.Itoa(int(limit)) + "," +
		strconv.Itoa(int(offset)) + "," + strconv.FormatBool(withCount) + "," + strconv.FormatBool(walk)
}
