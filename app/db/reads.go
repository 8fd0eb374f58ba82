package db

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"
)

// DBTX is what sqlc's queries run on: a pool, a transaction, or Reads.
type DBTX interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	CopyFrom(ctx context.Context, table pgx.Identifier, columns []string, rows pgx.CopyFromSource) (int64, error)
}

// ReadsOr is what a service whose reads may go to a replica builds its queries on: r, or
// the primary pool when there is no r.
func ReadsOr(r *Reads, primary *pgxpool.Pool) DBTX {
	if r == nil {
		return primary
	}
	return r
}

// Exec runs on the primary: a statement that is not a query writes.
func (r *Reads) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	markWrote(ctx)
	return r.primary.Exec(ctx, sql, args...)
}

// CopyFrom runs on the primary.
func (r *Reads) CopyFrom(ctx context.Context, table pgx.Identifier, columns []string, rows pgx.CopyFromSource) (int64, error) {
	markWrote(ctx)
	return r.primary.CopyFrom(ctx, table, columns, rows)
}

// QueryRow runs on the request's replica, or the primary; a replica that fails is retried
// on the primary. Within Together a plain SELECT waits for its round (together.go).
func (r *Reads) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	if g := gatherOf(ctx); g != nil && isRead(sql, false) {
		if rows, ok, err := g.query(ctx, r, sql, args); ok {
			return firstRow{rows: rows, err: err}
		}
	}
	n := r.pick(ctx, sql)
	if n == nil {
		return r.primary.QueryRow(ctx, sql, args...)
	}
	n.reads.Add(1)
	return &replicaRow{r: r, n: n, ctx: ctx, sql: sql, args: args, row: n.pool.QueryRow(ctx, sql, args...)}
}

// Query runs on the request's replica, or the primary; a replica that fails before the
// first row is retried on the primary. Within Together a plain SELECT waits for its round.
func (r *Reads) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	if g := gatherOf(ctx); g != nil && isRead(sql, false) {
		if rows, ok, err := g.query(ctx, r, sql, args); ok {
			return rows, err
		}
	}
	n := r.pick(ctx, sql)
	if n == nil {
		return r.primary.Query(ctx, sql, args...)
	}
	n.reads.Add(1)
	rows, err := n.pool.Query(ctx, sql, args...)
	if err != nil {
		if r.retry(ctx, n, err) {
			return r.primary.Query(ctx, sql, args...)
		}
		return nil, err
	}
	return &replicaRows{Rows: rows, r: r, n: n, ctx: ctx, sql: sql, args: args}, nil
}

// retry reports whether a replica's error is one the primary may not give: the replica is
// unreachable (then it is skipped until its check passes), refuses a write, or cancelled
// the query for a conflict with what it replays. The rest of the request reads the primary.
func (r *Reads) retry(ctx context.Context, n *replica, err error) bool {
	if err == nil || ctx.Err() != nil {
		return false
	}
	var pg *pgconn.PgError
	switch {
	case IsUnavailable(err):
		r.setDown(n, err)
	case errors.As(err, &pg) && (pg.Code == "25006" || pg.Code == "40001"):
		// 25006: read-only transaction (the statement writes); 40001: recovery conflict.
	default:
		return false
	}
	markWrote(ctx)
	r.primaryReads.Add(1)
	return true
}

type replicaRow struct {
	r    *Reads
	n    *replica
	ctx  context.Context
	sql  string
	args []any
	row  pgx.Row
}

func (rr *replicaRow) Scan(dest ...any) error {
	err := rr.row.Scan(dest...)
	if rr.r.retry(rr.ctx, rr.n, err) {
		return rr.r.primary.QueryRow(rr.ctx, rr.sql, rr.args...).Scan(dest...)
	}
	return err
}

// replicaRows reads a replica's rows; when the replica fails before the first row, the
// primary's.
type replicaRows struct {
	pgx.Rows
	r       *Reads
	n       *replica
	ctx     context.Context
	sql     string
	args    []any
	started bool
}

func (rr *replicaRows) Next() bool {
	if rr.Rows.Next() {
		rr.started = true
		return true
	}
	if rr.started {
		return false
	}
	rr.started = true
	if err := rr.Rows.Err(); rr.r.retry(rr.ctx, rr.n, err) {
		rr.Rows.Close()
		rows, err := rr.r.primary.Query(rr.ctx, rr.sql, rr.args...)
		if err != nil {
			rr.Rows = failedRows{err: err}
			return false
		}
		rr.Rows = rows
		return rows.Next()
	}
	return false
}

// failedRows are rows that never came: err says why.
type failedRows struct{ err error }

func (f failedRows) Close()                                       {}
func (f failedRows) Err() error                                   { return f.err }
func (f failedRows) CommandTag() pgconn.CommandTag                { return pgconn.CommandTag{} }
func (f failedRows) FieldDescriptions() []pgconn.FieldDescription { return nil }
func (f failedRows) Next() bool                                   { return false }
func (f failedRows) Scan(...any) error                            { return f.err }
func (f failedRows) Values() ([]any, error)                       { return nil, f.err }
func (f failedRows) RawValues() [][]byte                          { return nil }
func (f failedRows) Conn() *pgx.Conn                              { return nil }
func (f failedRows) TypeMap() *pgtype.Map                         { return nil }
