package db

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// Together runs parts of a page at once and sends their reads in rounds: a read through
// Reads waits until every part is waiting on a read or done, and then the reads waiting go
// in one round trip (a pgx batch, on the request's replica or the primary). A page made of
// several modules' parts, each a statement or two of its own, then costs the database and
// the Go side a round trip or two instead of one per statement (docs/conventions.md,
// "A page's parts read together"). A part may call Together again: its parts join the same
// rounds. Together answers the error of the first part that failed (in the order given),
// after every part has returned; a part that panics panics the caller, after the others.
//
// Only plain SELECTs are gathered; anything else runs as it would alone. The statements of
// a round end with one Sync, so a read that fails fails the rest of its round with it. A
// read that waits longer than roundWait for the others is sent with what is waiting then: a
// part that waits on something other than a read (another part, a lock) holds no one up
// for longer.
func Together(ctx context.Context, parts ...func(context.Context) error) error {
	g, outer := gatherOf(ctx), true
	if g == nil {
		if len(parts) == 1 { // nothing to gather with
			return parts[0](ctx)
		}
		g, outer = &gather{ctx: ctx}, false
		ctx = context.WithValue(ctx, gatherKey{}, g)
	}
	if len(parts) == 0 {
		return nil
	}
	// The caller waits on its parts: they run in its place.
	g.mu.Lock()
	if outer {
		g.running += len(parts) - 1
	} else {
		g.running += len(parts)
	}
	g.mu.Unlock()
	errs := make([]error, len(parts))
	panics := make([]any, len(parts))
	run := func(i int) {
		// The caller waits for the others as one of them: it is counted as running again
		// once they are all done, which wg's wait does not tell the gather; so it leaves
		// when its own part returns, as the others do, and comes back after.
		defer g.left()
		defer func() { panics[i] = recover() }()
		errs[i] = parts[i](ctx)
	}
	var wg sync.WaitGroup
	for i := 1; i < len(parts); i++ {
		wg.Go(func() { run(i) })
	}
	run(0)
	wg.Wait()
	if outer {
		g.mu.Lock()
		g.running++
		g.mu.Unlock()
	}
	for _, p := range panics {
		if p != nil {
			panic(p)
		}
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// roundWait is how long a read waits for the other parts before it is sent anyway.
const roundWait = 50 * time.Millisecond

type gatherKey struct{}

func gatherOf(ctx context.Context) *gather {
	g, _ := ctx.Value(gatherKey{}).(*gather)
	return g
}

// gather is the state of one Together: the parts that may still queue a read, and the
// reads queued for the next round.
type gather struct {
	ctx     context.Context // the first Together's: a round is sent with it
	mu      sync.Mutex
	r       *Reads // the Reads its reads came through (the app has one): a round is sent on it
	running int
	queued  []*gathered
	timer   *time.Timer
	round   int // rounds taken: a timer of an earlier round sends nothing
}

// gathered is one read in a round, and then its answer.
type gathered struct {
	ctx  context.Context
	sql  string
	args []any
	done chan struct{}
	rows *heldRows
	err  error
}

// query queues a read through r and waits for its round; ok is false, and nothing is
// queued, when the gather's reads come through another Reads.
func (g *gather) query(ctx context.Context, r *Reads, sql string, args []any) (_ pgx.Rows, ok bool, _ error) {
	q := &gathered{ctx: ctx, sql: sql, args: args, done: make(chan struct{})}
	g.mu.Lock()
	if g.r == nil {
		g.r = r
	} else if g.r != r {
		g.mu.Unlock()
		return nil, false, nil
	}
	g.queued = append(g.queued, q)
	g.running--
	round := g.take()
	if round == nil && g.timer == nil {
		n := g.round
		g.timer = time.AfterFunc(roundWait, func() { g.late(n) })
	}
	g.mu.Unlock()
	if round != nil {
		g.send(round)
	}
	var rows pgx.Rows
	var err error
	select {
	case <-q.done:
		if err = q.err; err == nil {
			rows = q.rows
		}
	case <-ctx.Done(): // its round may still be sent; its answer is not read
		err = ctx.Err()
	}
	g.mu.Lock()
	g.running++
	g.mu.Unlock()
	if err != nil {
		return failedRows{err: err}, true, err
	}
	return rows, true, nil
}

// left is a part done (or waiting on other parts): the reads waiting may be all there are.
func (g *gather) left() {
	g.mu.Lock()
	g.running--
	round := g.take()
	g.mu.Unlock()
	if round != nil {
		g.send(round)
	}
}

// late sends the reads waiting when a part has not come to its read in roundWait: the
// reads of round n, unless they have been sent.
func (g *gather) late(n int) {
	g.mu.Lock()
	var round []*gathered
	if g.round == n {
		round, g.queued, g.timer = g.queued, nil, nil
		g.round++
	}
	g.mu.Unlock()
	if len(round) > 0 {
		g.send(round)
	}
}

// take is the round to send when no part is running any more (g.mu held): the reads
// queued, which leave the queue.
func (g *gather) take() []*gathered {
	if g.running > 0 || len(g.queued) == 0 {
		return nil
	}
	round := g.queued
	g.queued = nil
	g.round++
	if g.timer != nil {
		g.timer.Stop()
		g.timer = nil
	}
	return round
}

// send runs a round and hands each read its rows. A read goes where the request's reads go
// (Reads.pick): the reads for the replica in one batch, those for the primary (a request
// that wrote, a read under Primary) in another, sent at the same time. A replica that fails
// is retried on the primary, as a single read is.
func (g *gather) send(round []*gathered) {
	defer func() {
		for _, q := range round {
			close(q.done)
		}
	}()
	r := g.r
	var onPrimary, onReplica []*gathered
	var n *replica
	for _, q := range round {
		if pick := r.pick(q.ctx, q.sql); pick != nil {
			n, onReplica = pick, append(onReplica, q)
		} else {
			onPrimary = append(onPrimary, q)
		}
	}
	var wg sync.WaitGroup
	if len(onPrimary) > 0 {
		wg.Go(func() { sendOn(r.primary.SendBatch(g.ctx, batchOf(onPrimary)), onPrimary) })
	}
	if len(onReplica) > 0 {
		n.reads.Add(uint64(len(onReplica)))
		if err := sendOn(n.pool.SendBatch(g.ctx, batchOf(onReplica)), onReplica); r.retry(g.ctx, n, err) {
			// A new batch: pgx wrote the replica connection's prepared statements into the
			// queued ones, which the primary's connection does not have.
			sendOn(r.primary.SendBatch(g.ctx, batchOf(onReplica)), onReplica)
		}
	}
	wg.Wait()
}

func batchOf(reads []*gathered) *pgx.Batch {
	b := &pgx.Batch{}
	for _, q := range reads {
		b.Queue(q.sql, q.args...)
	}
	return b
}

// sendOn reads a batch's results into its reads: every row held, as each read's rows are
// read by its part once the connection is back in the pool. It answers the first error;
// the reads after the one that failed were not run, and say so.
func sendOn(br pgx.BatchResults, round []*gathered) error {
	var first error
	for _, q := range round {
		q.rows, q.err = nil, nil
		rows, err := br.Query()
		if err == nil {
			q.rows, err = hold(rows)
		}
		switch {
		case err == nil:
		case first == nil:
			q.err, first = err, err
		default:
			q.err = fmt.Errorf("db: not read, a read of its round failed: %w", err)
		}
	}
	if err := br.Close(); err != nil && first == nil {
		first = err
		for _, q := range round {
			q.rows, q.err = nil, err
		}
	}
	return first
}
