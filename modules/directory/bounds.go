package directory

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"greenconnect/modules/directory/store"
)

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

// customPlans runs each listing statement with a plan made for its own values (pgx's exec
// mode: an unnamed statement, planned at each call). The statements hold only the filters
// that are set (companies_sql.go, services_sql.go); planned for the values, a rare country
// or tag and a common one each get the plan that reads least.
type customPlans struct{ store.DBTX }

func (c customPlans) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	return c.DBTX.Query(ctx, sql, append([]any{pgx.QueryExecModeExec}, args...)...)
}

func (c customPlans) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	return c.DBTX.QueryRow(ctx, sql, append([]any{pgx.QueryExecModeExec}, args...)...)
}

// listingDB is where a listing statement runs: planned for its values when it has filter
// values (customPlans), else as a statement pgx prepares once per connection. Without
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

// window and limitTo are a statement's bounds, written into its text: numbers of our own
// (clamped pages and constants), never a visitor's text. A listing without filters then has
// no parameter at all, and PostgreSQL plans its prepared statement once (listingDB).
func window(limit, offset int32) string { return fmt.Sprintf("LIMIT %d OFFSET %d", limit, offset) }

func limitTo(n int32) string { return fmt.Sprintf("LIMIT %d", n) }

// counted is a count read with a bound of bound+1: the total to show, and whether there
// are more.
func counted(n, bound int32) (total int, more bool) {
	if n > bound {
		return int(bound), true
	}
	return int(n), false
}
