package apptest

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"greenconnect/app/db"
)

// Explainer stands for a module's listing database in a plan test: it runs each query
// twice, once under EXPLAIN ANALYZE, whose plan it keeps, then for real. Like the listings'
// own runner (db.CustomPlans) it plans each call for its values (docs/conventions.md,
// "Listings at any size").
type Explainer struct {
	DB    db.DBTX
	mu    sync.Mutex
	plans []Plan
}

// Plan is a kept plan's root, or the error EXPLAIN gave.
type Plan struct {
	Root PlanNode
	Err  error
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
		var doc []struct{ Plan PlanNode }
		if err = json.Unmarshal([]byte(raw), &doc); err == nil && len(doc) > 0 {
			p.Root = doc[0].Plan
		}
	}
	p.Err = err
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
	ofTable := slices.Contains(tables, n.Relation)
	for _, t := range tables {
		ofTable = ofTable || strings.HasPrefix(n.Index, t+"_")
	}
	// A bitmap index scan's rows are read again by the heap scan above it: counted there.
	if n.Type != "Bitmap Index Scan" && ofTable {
		rows += (n.Rows + n.Removed + n.Rechecked) * max(n.Loops, 1)
		if n.Type == "Seq Scan" {
			seqScans = append(seqScans, n.Relation)
		}
	}
	for _, c := range n.Plans {
		r, s := c.RowsRead(tables...)
		rows += r
		seqScans = append(seqScans, s...)
	}
	return rows, seqScans
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
