package db

import (
	"context"
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
// after every part has returned.
//
// Only for reads: the statements of a round end with one Sync, so a statement that fails
// fails the rest of its round with it. A read that waits longer than roundWait for the
// others is sent with what is waiting then: a part that waits on something other than a
// read (another part's memo being loaded, a lock) holds no one up for longer.
func Together(ctx context.Context, parts ...func(context.Context) error) error {
	g, outer := gatherOf(ctx), true
	if g == nil {
		g, outer = &gather{}, false
		ctx = context.WithValue(ctx, gatherKey{}, g)
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
	var wg sync.WaitGroup
	for i, part := range parts[1:] {
		wg.Go(func() {
			errs[i+1] = part(ctx)
			g.left(1)
		})
	}
	errs[0] = parts[0](ctx)
	// The caller waits for the others as one of them: it is counted again as running once
	// they are all done, which wg's wait does not tell the gather; so it leaves now and
	// comes back after.
	g.left(1)
	wg.Wait()
	if outer {
		g.mu.Lock()
		g.running++
		g.mu.Unlock()
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
	mu      sync.Mutex
	running int
	queued  []*gathered
	timer   *time.Timer
	round   int // rounds taken: a timer of an earlier round sends nothing
}

// gathered is one read in a round, and then its answer.
type gathered struct {
	ctx  context.Context
	r    *Reads
	sql  string
	args []any
	done chan struct{}
	rows *heldRows
	err  error
}

// query queues a read and waits for its round.
func (g *gather) query(ctx context.Context, r *Reads, sql string, args []any) (pgx.Rows, error) {
	q := &gathered{ctx: ctx, r: r, sql: sql, args: args, done: make(chan struct{})}
	g.mu.Lock()
	g.queued = append(g.queued, q)
	g.running--
	round := g.take()
	if round == nil && g.timer == nil {
		n := g.round
		g.timer = time.AfterFunc(roundWait, func() { g.late(n) })
	}
	g.mu.Unlock()
	if round != nil {
		send(round)
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
		return nil, err
	}
	return rows, nil
}

// left is n parts done (or waiting on other parts): the reads waiting may be all there are.
func (g *gather) left(n int) {
	g.mu.Lock()
	g.running -= n
	round := g.take()
	g.mu.Unlock()
	if round != nil {
		send(round)
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
		send(round)
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

// send runs a round in one batch and hands each read its rows. The batch goes where the
// request's reads go (Reads.pick: a replica, or the primary, for all of them); a replica
// that fails is retried on the primary, as a single read is.
func send(round []*gathered) {
	defer func() {
		for _, q := range round {
			close(q.done)
		}
	}()
	first := round[0]
	r, ctx := first.r, first.ctx
	b := &pgx.Batch{}
	var n *replica
	for i, q := range round {
		b.Queue(q.sql, q.args...)
		if !isRead(q.sql, false) { // as writeTracer does for a single statement
			markWrote(q.ctx)
		}
		if pick := r.pick(q.ctx, q.sql); i == 0 || pick == nil {
			n = pick
		}
	}
	if n == nil {
		sendOn(r.primary.SendBatch(ctx, b), round)
		return
	}
	n.reads.Add(uint64(len(round)))
	if err := sendOn(n.pool.SendBatch(ctx, b), round); r.retry(ctx, n, err) {
		sendOn(r.primary.SendBatch(ctx, b), round)
	}
}

// sendOn reads a batch's results into its reads: every row held, as each read's rows are
// read by its part once the connection is back in the pool. It answers the first error.
func sendOn(br pgx.BatchResults, round []*gathered) error {
	var first error
	for _, q := range round {
		q.rows, q.err = nil, nil
		rows, err := br.Query()
		if err == nil {
			q.rows, err = hold(rows)
		}
		if err != nil {
			q.err = err
			first = cmp(first, err)
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

func cmp(a, b error) error {
	if a != nil {
		return a
	}
	return b
}
