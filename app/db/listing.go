package db

import (
	"context"
	"fmt"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/bounded"
)

// What the public listings (the marketplace, the green directory, The Green Room) share
// so that a page's cost does not grow with the catalogue (docs/conventions.md, "Listings
// at any size"): statements built from the filters that are set, planned for their values;
// bounds written into the statement's text; counts that stop at a bound.

// Window and LimitTo are a statement's bounds, written into its text: numbers of our own
// (clamped pages and constants), never a visitor's text. A listing without filters then has
// no parameter at all, and PostgreSQL plans its prepared statement once.
func Window(limit, offset int32) string { return fmt.Sprintf("LIMIT %d OFFSET %d", limit, offset) }

// LimitTo is Window without an offset.
func LimitTo(n int32) string { return fmt.Sprintf("LIMIT %d", n) }

// Counted is a count read with a bound of bound+1: the total to show, and whether there
// are more ("1,000+").
func Counted(n, bound int32) (total int, more bool) {
	if n > bound {
		return int(bound), true
	}
	return int(n), false
}

// WalkOrGeneral is a WITH clause whose c is a search's candidates: walk's rows when it found
// more than bound (a walk in the listing's order that stops early: a common word), else
// general's (any search's candidates, read from the word's index: a rare word). A one-time
// filter: only one of the two branches reads rows past the walk. Both give the same
// bound+1 first matches in the listing's order. Their placeholders are ? (sq.Question).
func WalkOrGeneral(walk, general sq.Sqlizer, bound int32) sq.Sqlizer {
	return sq.Expr("WITH walked AS MATERIALIZED (?), c AS MATERIALIZED ("+
		"SELECT * FROM walked WHERE (SELECT count(*) FROM walked) > ? "+
		"UNION ALL SELECT * FROM (?) g WHERE (SELECT count(*) FROM walked) <= ?)",
		walk, bound, general, bound)
}

// rowsRoom is the rows Rows makes room for at first: a listing's page of ten, once, where a
// slice grown from empty was made five times over (1, 2, 4, 8, 16 rows: about 9 KB a
// marketplace page, whose rows hold a service and its company).
const rowsRoom = 16

// Rows runs a built statement and reads its rows as T, column by column.
func Rows[T any](ctx context.Context, d DBTX, b sq.Sqlizer) ([]T, error) {
	sql, args, err := b.ToSql()
	if err != nil {
		return nil, err
	}
	rows, err := d.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	return pgx.AppendRows(make([]T, 0, rowsRoom), rows, pgx.RowToStructByPos[T])
}

// Count runs a built statement whose one row is a count.
func Count(ctx context.Context, d DBTX, b sq.Sqlizer) (int32, error) {
	sql, args, err := b.ToSql()
	if err != nil {
		return 0, err
	}
	var n int32
	return n, d.QueryRow(ctx, sql, args...).Scan(&n)
}

// Built keeps a listing's built statements by key (its filters, search, window and
// count): squirrel builds a statement through reflection, about a twentieth of a listing
// page's render (profiled under load), where every view of a page builds the same one.
// At most bounded.DefaultBound are kept, so a crawler's long tail of pages bounds it.
type Built struct{ m bounded.Map[string, built] }

// Of is the statement key names, built by build the first time. key must name everything
// build reads.
func (b *Built) Of(key string, build func() sq.Sqlizer) sq.Sqlizer {
	if s, ok := b.m.Load(key); ok {
		return s
	}
	sql, args, err := build().ToSql()
	s := built{sql: sql, args: args, err: err}
	if err == nil {
		b.m.Store(key, s)
	}
	return s
}

// SearchQueries keeps what gc_search_query made of a typed search text: an immutable
// function of the text alone (its words, each a required prefix), so a text searched again
// reads nothing for it, where it took a round trip on each view (about a fifth of a search
// page's PostgreSQL time). At most bounded.DefaultBound texts are kept, each of at most
// keptSearchBytes (a search box's text is 100 characters at most: web.SearchText).
type SearchQueries struct{ m bounded.Map[string, string] }

const keptSearchBytes = 400

// Of is the query made of typed, by build the first time.
func (s *SearchQueries) Of(ctx context.Context, typed string, build func(context.Context, string) (string, error)) (string, error) {
	if q, ok := s.m.Load(typed); ok {
		return q, nil
	}
	q, err := build(ctx, typed)
	if err == nil && len(typed) <= keptSearchBytes {
		s.m.Store(typed, q)
	}
	return q, err
}

// built is a statement as squirrel built it. Its arguments are shared by every run and
// never written to.
type built struct {
	sql  string
	args []any
	err  error
}

func (s built) ToSql() (string, []any, error) { return s.sql, s.args, s.err }
