package directory

import "greenconnect/modules/directory/store"

// A listing's cost does not grow with the catalogue (docs/directory.md, "Listings at any
// size"): it counts its matches up to CountBound and shows "1,000+" past it, and pages
// through the first CountBound of them (MaxPage pages). A search ranks its SearchBound best
// rated matches by relevance, and counts and pages through those.
const (
	CountBound  = 1000
	SearchBound = 200
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

// Offset is the number of entries before a page, the page clamped to 1…MaxPage.
func Offset(page int) int32 { return int32((min(max(page, 1), MaxPage) - 1) * PageSize) }

// readPage is the page an address names, clamped to 1…MaxPage (the address is then
// rewritten to the last page a listing shows).
func readPage(n int) int { return min(max(n, 1), MaxPage) }

// listingDB is where a listing statement runs: planned for its values when it has filter
// values (db.CustomPlans), else as a statement pgx prepares once per connection. Without
// filters a listing's statement has no parameter (its bounds are in its text), so
// PostgreSQL plans it once and never parses it again: about 1 ms of PostgreSQL's time per
// view. A one-word search that walks the word tables is prepared too: its generic plan is
// the one its values get (docs/directory.md, "Listings at any size").
func (s *Service) listingDB(filtered bool) store.DBTX {
	if filtered {
		return s.listings
	}
	return s.unfiltered
}
