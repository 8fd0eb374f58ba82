package db

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Reads sends the reads of the requests that ask for it to PostgreSQL streaming replicas,
// round robin over the healthy ones, and every other statement to the primary
// (docs/conventions.md, "Database"). A replica is used only while its health check
// answers within Timeout, it is less than MaxLag behind, and it has replayed everything up
// to the last Fence: the page cache fences before it drops a page, so a page rendered after
// a change never comes from a replica that has not seen it. With no replica usable the
// primary answers.
type Reads struct {
	primary      *pgxpool.Pool
	plans        planPools // the primary's, for planned statements (plan_pools.go)
	replicas     []*replica
	opts         ReplicaOptions
	next         atomic.Uint64 // round robin
	need         atomic.Uint64 // the primary's WAL position at the last fence
	blocked      atomic.Bool   // a fence failed: no replica until one succeeds
	floor        atomic.Uint64 // the primary's WAL position MaxLag ago
	fencedAt     atomic.Int64  // unix nanoseconds of the last fence
	wake         chan struct{}
	primaryReads atomic.Uint64

	samplesMu sync.Mutex
	samples   []sample // the primary's position, one per Interval, for the lag bound
}

// ReplicaOptions tune the health checks; zero values take the defaults.
type ReplicaOptions struct {
	Interval time.Duration // between health checks (default 1 s)
	Timeout  time.Duration // a check's and a fence's limit (default 500 ms)
	MaxLag   time.Duration // a replica further behind is skipped (default 10 s)
	Log      *slog.Logger
}

type replica struct {
	name     string // host:port, for the log
	pool     *pgxpool.Pool
	plans    planPools
	replayed atomic.Uint64 // WAL position replayed, at the last check
	okUntil  atomic.Int64  // unix nanoseconds: usable until then (0: down)
	reads    atomic.Uint64 // statements it answered
	down     atomic.Bool   // as last logged
}

type sample struct {
	at  time.Time
	lsn uint64
}

// NewReads routes between primary and the replicas (none: everything on the primary).
// Start runs the health checks; until then no replica is used. Close closes the pools it
// makes for planned statements.
func NewReads(primary *pgxpool.Pool, replicas []*pgxpool.Pool, o ReplicaOptions) *Reads {
	if o.Interval <= 0 {
		o.Interval = time.Second
	}
	if o.Timeout <= 0 {
		o.Timeout = 500 * time.Millisecond
	}
	if o.MaxLag <= 0 {
		o.MaxLag = 10 * time.Second
	}
	if o.Log == nil {
		o.Log = slog.Default()
	}
	r := &Reads{primary: primary, plans: newPlanPools(primary), opts: o, wake: make(chan struct{}, 1)}
	for _, p := range replicas {
		cc := p.Config().ConnConfig
		r.replicas = append(r.replicas, &replica{name: fmt.Sprintf("%s:%d", cc.Host, cc.Port), pool: p, plans: newPlanPools(p)})
	}
	return r
}

// OpenReplica makes a pool for a replica without connecting: a replica that is down at
// start-up is skipped until it answers.
func OpenReplica(url string) (*pgxpool.Pool, error) {
	cfg, err := poolConfig(url)
	if err != nil {
		return nil, fmt.Errorf("DATABASE_REPLICA_URLS: %w", err)
	}
	// A replica that does not answer is given up quickly: the primary is there.
	cfg.ConnConfig.ConnectTimeout = 2 * time.Second
	cfg.ConnConfig.Tracer = nil
	return pgxpool.NewWithConfig(context.Background(), cfg)
}

// ReadStats counts the statements routed for requests that asked for a replica: answered
// by the primary (none usable, the request wrote, a replica failed) and by each replica.
type ReadStats struct {
	Primary  uint64
	Replicas map[string]uint64 // by host:port
}

// Stats are the counts so far.
func (r *Reads) Stats() ReadStats {
	s := ReadStats{Primary: r.primaryReads.Load(), Replicas: map[string]uint64{}}
	for _, n := range r.replicas {
		s.Replicas[n.name] += n.reads.Load()
	}
	return s
}

// Start checks the replicas every Interval until ctx ends (nothing without replicas).
func (r *Reads) Start(ctx context.Context) {
	if r == nil || len(r.replicas) == 0 {
		return
	}
	go r.run(ctx)
}

func (r *Reads) run(ctx context.Context) {
	t := time.NewTimer(0)
	defer t.Stop()
	var sampled time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-r.wake:
		}
		if r.blocked.Load() {
			r.Fence(ctx)
		}
		if time.Since(sampled) >= r.opts.Interval {
			sampled = time.Now()
			r.sample(ctx)
		}
		behind := r.check(ctx)
		next := r.opts.Interval
		// Just after a fence, look again soon: the replicas catch up in milliseconds.
		if behind && time.Since(time.Unix(0, r.fencedAt.Load())) < 2*time.Second {
			next = 20 * time.Millisecond
		}
		t.Reset(next)
	}
}

// Fence makes every later replica read wait for what the primary has written so far: a
// replica that has not replayed up to here is skipped. Call it after a change committed,
// before dropping what showed the old state (the page cache's invalidations do). When the
// primary cannot say, no replica is used until it can.
func (r *Reads) Fence(ctx context.Context) {
	if r == nil || len(r.replicas) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(Primary(context.WithoutCancel(ctx)), 2*r.opts.Timeout)
	defer cancel()
	var lsn, block, segment int64
	err := r.primary.QueryRow(ctx, `SELECT (pg_current_wal_insert_lsn() - '0/0')::bigint,
		current_setting('wal_block_size')::bigint, pg_size_bytes(current_setting('wal_segment_size'))`).Scan(&lsn, &block, &segment)
	if err != nil {
		r.blocked.Store(true)
		r.opts.Log.Warn("replicas: fence failed, reading from the primary", "err", err)
		return
	}
	raise(&r.need, recordEnd(uint64(lsn), uint64(block), uint64(segment)))
	r.blocked.Store(false)
	r.fencedAt.Store(time.Now().UnixNano())
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// recordEnd is the insert position as the end of the last record: at the start of a page,
// the insert position is past the page's header, where no replayed record ends.
func recordEnd(lsn, block, segment uint64) uint64 {
	const shortHeader, longHeader = 24, 40
	switch {
	case segment > 0 && lsn%segment == longHeader:
		return lsn - longHeader
	case block > 0 && lsn%block == shortHeader:
		return lsn - shortHeader
	}
	return lsn
}

func raise(v *atomic.Uint64, to uint64) {
	for {
		cur := v.Load()
		if to <= cur || v.CompareAndSwap(cur, to) {
			return
		}
	}
}

// pick is the replica the request's read goes to, nil for the primary.
func (r *Reads) pick(ctx context.Context, sql string) *replica {
	rt := routeOf(ctx)
	if rt == nil || len(r.replicas) == 0 || !isRead(sql, true) {
		return nil
	}
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if !rt.eligible || !rt.wanted {
		return nil
	}
	if !rt.settled {
		rt.settled = true
		if !r.blocked.Load() {
			now, start := time.Now().UnixNano(), r.next.Add(1)
			for i := range uint64(len(r.replicas)) {
				if n := r.replicas[(start+i)%uint64(len(r.replicas))]; r.usable(n, now) {
					rt.node = n
					break
				}
			}
		}
	}
	if rt.node == nil {
		r.primaryReads.Add(1)
	}
	return rt.node
}

// Names are the replicas' host:port.
func (r *Reads) Names() string {
	names := make([]string, len(r.replicas))
	for i, n := range r.replicas {
		names[i] = n.name
	}
	return strings.Join(names, ", ")
}
