package db

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// How a listing's statement is planned (docs/conventions.md, "Plans the same for every
// value"): for its values, once for any, or once for any as a word table's walk; each sent
// with its settings in one round trip.

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

// WalkScans is the planner's setting WalkPlans turns off besides choosing the generic plan
// (the plan test's Explainer turns it off too).
const WalkScans = "enable_bitmapscan"

// planned runs a prepared statement planned as mode says, on the request's replica or the
// primary (Reads), a replica that fails before its answer retried on the primary. Through
// Reads it goes to the database's pool for mode (plan_pools.go), whose connections carry
// the settings: the statement alone, in one round trip. A bare pool (a module built without
// Reads) sends a read-only transaction that makes them for itself alone (SET LOCAL), the
// statement and its end; a statement that fails leaves that transaction open, and the
// pool closes that connection. In a transaction the statement runs as it is.
func planned(ctx context.Context, d DBTX, mode planMode, sql string, args []any) (pgx.Rows, error) {
	var r *Reads
	switch d := d.(type) {
	case *Reads:
		r = d
	case *pgxpool.Pool:
		return sendPlanned(ctx, d, mode, sql, args)
	default: // a transaction's statement runs as it is: a BEGIN within it would end it
		return d.Query(ctx, sql, args...)
	}
	n := r.pick(ctx, sql)
	if n == nil {
		return r.plans.query(ctx, r.primary, mode, sql, args)
	}
	n.reads.Add(1)
	rows, err := n.plans.query(ctx, n.pool, mode, sql, args)
	if err != nil && r.retry(ctx, n, err) {
		return r.plans.query(ctx, r.primary, mode, sql, args)
	}
	return rows, err
}

// sendPlanned sends sql on p in a read-only transaction that makes mode's settings for
// itself alone, and answers its statement's rows; the transaction ends when they are closed.
func sendPlanned(ctx context.Context, p *pgxpool.Pool, mode planMode, sql string, args []any) (pgx.Rows, error) {
	b := &pgx.Batch{}
	b.Queue("BEGIN READ ONLY")
	for _, set := range planSettings[mode] {
		b.Queue("SET LOCAL " + set.name + " = " + set.value)
	}
	b.Queue(sql, args...)
	b.Queue("COMMIT")
	br := p.SendBatch(ctx, b)
	for range 1 + len(planSettings[mode]) { // BEGIN, each SET LOCAL
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
