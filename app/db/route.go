package db

import (
	"context"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
)

// route is what a request decided about where its reads go (docs/conventions.md,
// "Database"): a replica only when the request may use one (a visitor's GET: WithRoute),
// its handler asked (ReadFromReplica), and it has not written. Once a read went somewhere,
// the rest of the request's reads go there too, so its page is one snapshot of one server.
type route struct {
	eligible bool
	mu       sync.Mutex
	wanted   bool
	wrote    bool
	settled  bool     // the first read chose: node, or the primary when node is nil
	node     *replica // the replica chosen
}

type routeKey struct{}

// WithRoute gives a request's context its routing state. eligible says the request may read
// from a replica at all: a GET or HEAD without a session or credentials (app/server).
func WithRoute(ctx context.Context, eligible bool) context.Context {
	return context.WithValue(ctx, routeKey{}, &route{eligible: eligible})
}

// ReadFromReplica says the reads of the request may come from a replica, which may be a
// moment behind the primary: call it first thing in the handler of a public page that
// shows nothing of the visitor (the listings, a company's page, a post). It does nothing for
// a signed-in request, a POST, or once the request wrote.
func ReadFromReplica(ctx context.Context) {
	if rt := routeOf(ctx); rt != nil && rt.eligible {
		rt.mu.Lock()
		rt.wanted = true
		rt.mu.Unlock()
	}
}

// Primary is ctx with every read on the primary: for what is kept beyond the request (a
// memo of a table, a value cached in memory), which must never be a replica's older copy.
func Primary(ctx context.Context) context.Context {
	if routeOf(ctx) == nil {
		return ctx
	}
	return context.WithValue(ctx, routeKey{}, (*route)(nil))
}

func routeOf(ctx context.Context) *route {
	rt, _ := ctx.Value(routeKey{}).(*route)
	return rt
}

// markWrote sends the rest of the request to the primary: it changed something, and reads
// its own change.
func markWrote(ctx context.Context) {
	if rt := routeOf(ctx); rt != nil {
		rt.mu.Lock()
		rt.wrote, rt.settled, rt.node = true, true, nil
		rt.mu.Unlock()
	}
}

// isRead reports whether a statement only reads: its first word (after comments, such as
// sqlc's "-- name:" line) is SELECT, or with withCTE also WITH (whose data-modifying form
// a replica refuses: the read is then retried on the primary).
func isRead(sql string, withCTE bool) bool {
	s := sql
	for {
		s = strings.TrimLeft(s, " \t\r\n")
		if strings.HasPrefix(s, "--") {
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = s[i+1:]
				continue
			}
			return false
		}
		if strings.HasPrefix(s, "/*") {
			if i := strings.Index(s, "*/"); i >= 0 {
				s = s[i+2:]
				continue
			}
			return false
		}
		break
	}
	end := strings.IndexAny(s, " \t\r\n(")
	if end < 0 {
		end = len(s)
	}
	switch strings.ToLower(s[:end]) {
	case "select", "show", "values", "table":
		return true
	case "with":
		return withCTE
	}
	return false
}

// writeTracer watches the primary's statements: one that is not a plain read, made for a
// request, sends the request's later reads to the primary (a transaction's BEGIN too).
type writeTracer struct{}

func (writeTracer) TraceQueryStart(ctx context.Context, _ *pgx.Conn, data pgx.TraceQueryStartData) context.Context {
	if routeOf(ctx) != nil && !isRead(data.SQL, false) {
		markWrote(ctx)
	}
	return ctx
}

func (writeTracer) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}
