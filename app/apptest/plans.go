package apptest

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/db"
)

// Explainer stands for a module's listing database in a plan test: it runs each query
// twice, once under EXPLAIN ANALYZE, whose plan it keeps, then for real. Like the listings'
// own runner (db.CustomPlans) it plans each call for its values (docs/conventions.md,
// "Listings at any size"); Prepared stands for the statements a module prepares.
type Explainer struct {
	DB    db.DBTX
	mu    sync.Mutex
	plans []Plan
}

// Plan is a kept plan's root, or the error EXPLAIN gave; Generic when it is the generic plan
// of a prepared statement (Prepared).
type Plan struct {
	Root    PlanNode
	Err     error
	Generic bool
}

// PlanNode is what a test reads of a plan node.
type PlanNode struct {
	Type      string     `json:"Node Type"`
	Relation  string     `json:"Relation Name"`
	Index     string     `json:"Index Name"`
	Estimate  float64    `json:"Plan Rows"`
	Rows      float64    `json:"Actual Rows"`
	Loops     float64    `json:"Actual Loops"`
	Removed   float64    `json:"Rows Removed by Filter"`
	Rechecked float64    `json:"Rows Removed by Index Recheck"`
	Plans     []PlanNode `json:"Plans"`
}

func (e *Explainer) explain(ctx context.Context, sql string, args []any) {
	var raw string
	var p Plan
	err := e.DB.QueryRow(ctx, "EXPLAIN (ANALYZE, FORMAT JSON) "+sql, append([]any{pgx.QueryExecModeExec}, args...)...).Scan(&raw)
	if err == nil {
		p.Root, err = planOf(raw)
	}
	p.Err = err
	e.mu.Lock()
	e.plans = append(e.plans, p)
	e.mu.Unlock()
}

// Prepared is the Explainer of the statements a module runs prepared (a listing whose plan is
// the same for any of its values): it keeps the generic plan PostgreSQL makes for such a
// statement, the one every call gets once it has run a few times on a connection, where
// EXPLAIN of the statement itself would plan it for its values.
func (e *Explainer) Prepared() db.DBTX { return prepared{Explainer: e} }

// Walks is the Explainer of a word table's walks, which run as db.WalkPlans: the generic
// plan, made with db.WalkScans off.
func (e *Explainer) Walks() db.DBTX { return prepared{Explainer: e, walk: true} }

type prepared struct {
	*Explainer
	walk bool
}

func (p prepared) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	p.explainGeneric(ctx, sql, args, p.walk)
	return p.DB.Query(ctx, sql, args...)
}

func (p prepared) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	p.explainGeneric(ctx, sql, args, p.walk)
	return p.DB.QueryRow(ctx, sql, args...)
}

// explainGeneric keeps the plan of sql prepared and run with args under PostgreSQL's
// generic plan (a walk's with db.WalkScans off), on a connection of its own that it leaves
// as it found it.
func (e *Explainer) explainGeneric(ctx context.Context, sql string, args []any, walk bool) {
	p := Plan{Generic: true}
	p.Err = func() error {
		conn, err := e.DB.(interface {
			Acquire(context.Context) (*pgxpool.Conn, error)
		}).Acquire(ctx)
		if err != nil {
			return err
		}
		defer conn.Release()
		defer func() {
			_, _ = conn.Exec(context.WithoutCancel(ctx), "DEALLOCATE gc_explained; RESET plan_cache_mode; RESET "+db.WalkScans)
		}()
		set := "SET plan_cache_mode = force_generic_plan; "
		if walk {
			set += "SET " + db.WalkScans + " = off; "
		}
		if _, err := conn.Exec(ctx, set+"PREPARE gc_explained AS "+sql); err != nil {
			return err
		}
		var types []string
		if err := conn.QueryRow(ctx, "SELECT parameter_types::text[] FROM pg_prepared_statements WHERE name = 'gc_explained'").
			Scan(&types); err != nil {
			return err
		}
		// EXECUTE's arguments are written in its text (EXPLAIN EXECUTE takes no parameters):
		// each value as PostgreSQL quotes its text, cast to the statement's type.
		params := make([]string, len(types))
		for i, t := range types {
			var literal string
			if err := conn.QueryRow(ctx, "SELECT quote_literal($1::"+t+"::text)", pgx.QueryExecModeExec, args[i]).
				Scan(&literal); err != nil {
				return err
			}
			params[i] = literal + "::" + t
		}
		execute := "EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE gc_explained"
		if len(params) > 0 {
			execute += "(" + strings.Join(params, ", ") + ")"
		}
		var raw string
		if err := conn.QueryRow(ctx, execute, pgx.QueryExecModeExec).Scan(&raw); err != nil {
			return err
		}
		p.Root, err = planOf(raw)
		return err
	}()
	e.mu.Lock()
	e.plans = append(e.plans, p)
	e.mu.Unlock()
}

func (e *Explainer) Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error) {
	return e.DB.Exec(ctx, sql, args...)
}

func (e *Explainer) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	e.explain(ctx, sql, args)
	return e.DB.Query(ctx, sql, append([]any{pgx.QueryExecModeExec}, args...)...)
}

func (e *Explainer) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	e.explain(ctx, sql, args)
	return e.DB.QueryRow(ctx, sql, append([]any{pgx.QueryExecModeExec}, args...)...)
}

func (e *Explainer) CopyFrom(ctx context.Context, t pgx.Identifier, cols []string, src pgx.CopyFromSource) (int64, error) {
	return e.DB.CopyFrom(ctx, t, cols, src)
}

// Take is the plans kept since the last Take.
func (e *Explainer) Take() []Plan {
	e.mu.Lock()
	defer e.mu.Unlock()
	out := e.plans
	e.plans = nil
	return out
}

// RowsRead is how many rows the plan's scans of the tables read reads (what they returned
// and what their filters dropped: a table named, or an index whose name starts with the
// table's and "_"), and the sequential scans among them.
func (n PlanNode) RowsRead(tables ...string) (rows float64, seqScans []string) {
	rows, of := n.ownRows(tables)
	if of && n.Type == "Seq Scan" {
		seqScans = append(seqScans, n.Relation)
	}
	for _, c := range n.Plans {
		r, s := c.RowsRead(tables...)
		rows += r
		seqScans = append(seqScans, s...)
	}
	return rows, seqScans
}

// ownRows is what the node itself reads of the tables, and whether it scans one of them (a
// table named, or an index whose name starts with the table's and "_"); a bitmap index
// scan's rows are read again by the heap scan above it, and counted there.
func (n PlanNode) ownRows(tables []string) (rows float64, ofTable bool) {
	ofTable = slices.Contains(tables, n.Relation)
	for _, t := range tables {
		ofTable = ofTable || strings.HasPrefix(n.Index, t+"_")
	}
	if n.Type == "Bitmap Index Scan" || !ofTable {
		return 0, ofTable
	}
	return (n.Rows + n.Removed + n.Rechecked) * max(n.Loops, 1), true
}

// RowsFetched is how many of the tables' own rows the plan's scans read: RowsRead without
// what an index-only scan reads from its index alone.
func (n PlanNode) RowsFetched(tables ...string) float64 {
	var rows float64
	if n.Type != "Index Only Scan" {
		rows, _ = n.ownRows(tables)
	}
	for _, c := range n.Plans {
		rows += c.RowsFetched(tables...)
	}
	return rows
}

// Outline is the plan as one line a node, for a failure's message.
func (n PlanNode) Outline() string { return n.outline("") }

func (n PlanNode) outline(indent string) string {
	out := fmt.Sprintf("%s%s %s %s rows=%.0f×%.0f (planned %.0f) removed=%.0f\n", indent, n.Type, n.Relation, n.Index,
		n.Rows, n.Loops, n.Estimate, n.Removed+n.Rechecked)
	for _, c := range n.Plans {
		out += c.outline(indent + "  ")
	}
	return out
}

// Has is whether the plan holds a node of the type ("Aggregate", "Seq Scan").
func (n PlanNode) Has(nodeType string) bool {
	return n.Type == nodeType || slices.ContainsFunc(n.Plans, func(c PlanNode) bool { return c.Has(nodeType) })
}

// TriggerDeletePlan is the plan of the DELETE in the statement trigger function fn (a word
// or tag table's "changed" trigger: docs/directory.md, "Listings at any size") for a change
// of one row of source, run under the function's own settings with its transition tables
// made by hand: new_rows the row, old_rows the row after change (an UPDATE of old_rows
// that moves a column the entries carry). The DELETE runs in a transaction rolled back.
func TriggerDeletePlan(ctx context.Context, pool *pgxpool.Pool, fn, source, where, change string) (PlanNode, error) {
	var src string
	var settings []string
	if err := pool.QueryRow(ctx, "SELECT prosrc, coalesce(proconfig, '{}') FROM pg_proc WHERE proname = $1", fn).
		Scan(&src, &settings); err != nil {
		return PlanNode{}, err
	}
	del := deleteStatement.FindString(src)
	if del == "" {
		return PlanNode{}, fmt.Errorf("%s holds no DELETE", fn)
	}
	tx, err := pool.Begin(ctx)
	if err != nil {
		return PlanNode{}, err
	}
	defer func() { _ = tx.Rollback(ctx) }()
	steps := []string{
		"CREATE TEMP TABLE new_rows ON COMMIT DROP AS SELECT * FROM " + source + " WHERE " + where + " LIMIT 1",
		"CREATE TEMP TABLE old_rows ON COMMIT DROP AS SELECT * FROM new_rows",
		"UPDATE old_rows SET " + change,
	}
	for _, s := range settings { // "enable_nestloop=off"
		name, value, _ := strings.Cut(s, "=")
		steps = append(steps, "SET LOCAL "+name+" = "+value)
	}
	for _, s := range steps {
		if _, err := tx.Exec(ctx, s); err != nil {
			return PlanNode{}, fmt.Errorf("%s: %w", s, err)
		}
	}
	var raw string
	if err := tx.QueryRow(ctx, "EXPLAIN (ANALYZE, FORMAT JSON) "+del).Scan(&raw); err != nil {
		return PlanNode{}, fmt.Errorf("%s: %w", del, err)
	}
	return planOf(raw)
}

// planOf is the root of an EXPLAIN (FORMAT JSON) answer.
func planOf(raw string) (PlanNode, error) {
	var doc []struct{ Plan PlanNode }
	if err := json.Unmarshal([]byte(raw), &doc); err != nil || len(doc) == 0 {
		return PlanNode{}, fmt.Errorf("no plan in %q: %v", raw, err)
	}
	return doc[0].Plan, nil
}

// deleteStatement is a function body's DELETE statement, to its semicolon.
var deleteStatement = regexp.MustCompile(`(?s)DELETE FROM [^;]+`)
