package web

import (
	"context"
	"time"
)

// The admin area's aggregation (docs/admin.md, "Aggregation"): counts that several modules
// keep, drawn by the site, which imports none of them. Each module gives its tables at
// wiring as an AggregationSource, like the dashboard's cards: data and message ids, which the
// page translates (docs/conventions.md, "Services return data, views say it").

// CountTable is one table of counts: categories (levels, countries, plans) or a weekly
// series (sign-ups per week).
type CountTable struct {
	Key   string // a stable name: the chart's id, the CSV's ?csv= value and file name
	Title Msg    // the chart's and the table's caption
	Label Msg    // the heading of what a row counts ("Country"); a weekly table's is the page's
	Value Msg    // the heading of the counts ("Companies")
	// Weekly says the rows are weeks of the period, each keyed by WeekKey of its Monday, at
	// most one per week; the page lays out every week of the period, zero weeks included.
	Weekly bool
	// Countries says the rows' keys are ISO country codes, named by the page in the reader's
	// language (their Label is left zero).
	Countries bool
	// Ranked says the rows come by count, most first: the page orders rows of the same count
	// by their name in the reader's language.
	Ranked bool
	Rows   []CountRow // categories in the order they are shown
	Order  int        // tables are drawn by Order
}

// CountRow is one row of a table: what it counts and how many.
type CountRow struct {
	Key   string // the value counted: a level or plan key, a country code, a week's WeekKey
	Label Msg    // its name (zero: the page names it, a week or a country, else shows the Key)
	Count int
}

// Period is the span of the weekly series: whole ISO weeks, Monday 00:00 UTC to Monday, the
// last being the week of today on the app's clock.
type Period struct {
	From  time.Time // the Monday of the first week
	Weeks int
}

// LastWeeks is the period of n weeks ending with the week of now.
func LastWeeks(now time.Time, n int) Period {
	now = now.UTC()
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	monday := day.AddDate(0, 0, -((int(day.Weekday()) + 6) % 7))
	return Period{From: monday.AddDate(0, 0, -7*(n-1)), Weeks: n}
}

// Until is the end of the period (excluded): the Monday after its last week.
func (p Period) Until() time.Time { return p.From.AddDate(0, 0, 7*p.Weeks) }

// Mondays are the first days of the period's weeks, oldest first.
func (p Period) Mondays() []time.Time {
	out := make([]time.Time, p.Weeks)
	for i := range out {
		out[i] = p.From.AddDate(0, 0, 7*i)
	}
	return out
}

// WeekKey is the key of the week starting on monday in a weekly table (YYYY-MM-DD).
func WeekKey(monday time.Time) string { return monday.UTC().Format(time.DateOnly) }

// AggregationSource gives a module's tables, its weekly series over the period.
type AggregationSource func(ctx context.Context, p Period) ([]CountTable, error)
