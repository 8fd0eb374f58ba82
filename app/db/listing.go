package db

import (
	"context"
	"fmt"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/bounded"
)

// What the public listings (the marketplace, the green directory, The Green Room) share
// so that a page's cost does not grow with the catalogue (docs/conventions.md, "Listings
// at any size"): statements built from the filters that are set, planned for their values;
// bounds written into the statement's text; counts that stop at a bound.

// CustomPlans runs each statement with a plan made for its own values. A listing's
// statement holds only the filters that are set: planned for the values, a rare value and a
// common one each get the plan that reads least, where a prepared statement's generic plan
// serves every value alike. The statement is prepared (parsed once per connection, as
// every other) and planned at each call (planned, below). pgx's exec mode (an unnamed
// statement) parsed it at each call: 0.3–0.45 ms of PostgreSQL's time, a third of a
// searched and filtered directory page's.
type CustomPlans struct{ DBTX }

func (c CustomPlans) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	return planned(ctx, c.DBTX, customPlan, sql, args)
}

func (c CustomPlans) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	rows, err := c.Query(ctx, sql, args...)
	return firstRow{rows: rows, err: err}
}

// GenericPlans runs each statement with the plan made once for any of its values: a
// listing whose plan is the same for every value (the directory's samePlan: one value that
// picks the index walked, a search word's start). Left to itself PostgreSQL plans a
// prepared statement for its values five times, then keeps the generic plan only when its
// estimated cost is no higher than theirs; for some statements and some statistics it is
// not, and every call was planned again (1–1.5 ms of PostgreSQL's time a view of the
// marketplace's second page of a tag, where reading the page took 0.3). A statement
// without values has no other plan and runs as it is.
type GenericPlans struct{ DBTX }

func (g GenericPlans) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	if len(args) == 0 {
		return g.DBTX.Query(ctx, sql)
	}
	return planned(ctx, g.DBTX, genericPlan, sql, args)
}

func (g GenericPlans) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	rows, err := g.Query(ctx, sql, args...)
	return firstRow{rows: rows, err: err}
}

// WalkPlans runs a word table's walk (docs/directory.md, "Search at any size") as
// GenericPlans does, with bitmap scans off: the walk reads a start's entries in the
// listing's order from a btree and stops at its bound, and nothing else in its statement
// needs a bitmap. PostgreSQL caps its estimate of a start's entries of a place at the most
// common place's share, and for fewer entries than the walk's bound it priced reading
// them all through a bitmap and sorting them as cheaper than the walk, or not, as the
// statistics fell: the plan test's walk of "solar" in one category read 1,101 entries one
// run and 221 the next.
type WalkPlans struct{ DBTX }

func (w WalkPlans) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	return planned(ctx, w.DBTX, walkPlan, sql, args)
}

func (w WalkPlans) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	rows, err := w.Query(ctx, sql, args...)
	return firstRow{rows: rows, err: err}
}

// The settings a planned statement's transaction makes for itself (SET LOCAL).
var (
	customPlan  = []string{"SET LOCAL plan_cache_mode = force_custom_plan"}
	genericPlan = []string{"SET LOCAL plan_cache_mode = force_generic_plan"}
	walkPlan    = []string{"SET LOCAL plan_cache_mode = force_generic_plan", "SET LOCAL " + WalkScans + " = off"}
)

// WalkScans is the planner's setting WalkPlans turns off besides choosing the generic plan
// (the plan test's Explainer turns it off too).
const WalkScans = "enable_bitmapscan"

// planned runs a prepared statement planned as settings say (plan_cache_mode, and for a
// walk its scans): one round trip sends a read-only transaction that makes them for itself
// alone (SET LOCAL), the statement and its end, on the request's replica or the primary
// (Reads), a replica that fails before its answer retried on the primary. A statement that
// fails leaves its transaction open, and the pool closes that connection.
func planned(ctx context.Context, d DBTX, settings []string, sql string, args []any) (pgx.Rows, error) {
	// A batch is sent once: pgx writes the connection's prepared statements into it, which
	// a retry on another server's connection must not reuse.
	batch := func() *pgx.Batch {
		b := &pgx.Batch{}
		b.Queue("BEGIN READ ONLY")
		for _, set := range settings {
			b.Queue(set)
		}
		b.Queue(sql, args...)
		b.Queue("COMMIT")
		return b
	}
	var r *Reads
	switch d := d.(type) {
	case *Reads:
		r = d
	case *pgxpool.Pool:
		return sendPlanned(ctx, d, batch(), len(settings))
	default: // a transaction's statement runs as it is: a BEGIN within it would end it
		return d.Query(ctx, sql, args...)
	}
	n := r.pick(ctx, sql)
	if n == nil {
		return sendPlanned(ctx, r.primary, batch(), len(settings))
	}
	n.reads.Add(1)
	rows, err := sendPlanned(ctx, n.pool, batch(), len(settings))
	if err != nil && r.retry(ctx, n, err) {
		return sendPlanned(ctx, r.primary, batch(), len(settings))
	}
	return rows, err
}

// sendPlanned sends planned's batch on p and answers its statement's rows; the batch ends
// when they are closed.
func sendPlanned(ctx context.Context, p *pgxpool.Pool, b *pgx.Batch, settings int) (pgx.Rows, error) {
	br := p.SendBatch(ctx, b)
	for range 1 + settings { // BEGIN, each SET LOCAL
		if _, err := br.Exec(); err != nil {
			_ = br.Close()
			return nil, err
		}
	}
	rows, err := br.Query()
	if err != nil {
		_ = br.Close()
		return nil, err
	}
	return &batchRows{Rows: rows, br: br}, nil
}

// batchRows are a batch's statement's rows: closed, they end the batch (its COMMIT).
type batchRows struct {
	pgx.Rows
	br     pgx.BatchResults
	closed bool
	err    error
}

func (b *batchRows) Next() bool {
	if b.Rows.Next() {
		return true
	}
	b.Close()
	return false
}

func (b *batchRows) Close() {
	if b.closed {
		return
	}
	b.closed = true
	b.Rows.Close()
	if b.Rows.Err() == nil {
		_, b.err = b.br.Exec()
	}
	if err := b.br.Close(); b.err == nil && b.Rows.Err() == nil {
		b.err = err
	}
}

func (b *batchRows) Err() error {
	if err := b.Rows.Err(); err != nil {
		return err
	}
	return b.err
}

// firstRow is a pgx.Row read from rows: the first of them, pgx.ErrNoRows without one.
type firstRow struct {
	rows pgx.Rows
	err  error
}

func (f firstRow) Scan(dest ...any) error {
	if f.err != nil {
		return f.err
	}
	defer f.rows.Close()
	if !f.rows.Next() {
		if err := f.rows.Err(); err != nil {
			return err
		}
		return pgx.ErrNoRows
	}
	if err := f.rows.Scan(dest...); err != nil {
		return err
	}
	f.rows.Close()
	return f.rows.Err()
}

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
