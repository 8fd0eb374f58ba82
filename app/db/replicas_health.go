package db

// The replicas' health check: how far each has replayed, and whether it may be read
// (docs/conventions.md, "Database").

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// sample notes the primary's position, and moves the lag floor to the position it had
// MaxLag ago.
func (r *Reads) sample(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, r.opts.Timeout)
	defer cancel()
	var lsn int64
	if err := r.primary.QueryRow(ctx, `SELECT (pg_current_wal_lsn() - '0/0')::bigint`).Scan(&lsn); err != nil {
		return // the replicas keep the floor they had
	}
	now := time.Now()
	r.samplesMu.Lock()
	defer r.samplesMu.Unlock()
	r.samples = append(r.samples, sample{at: now, lsn: uint64(lsn)})
	cut := 0
	for i, s := range r.samples {
		if now.Sub(s.at) >= r.opts.MaxLag {
			raise(&r.floor, s.lsn)
			cut = i + 1
		}
	}
	r.samples = r.samples[cut:]
}

// check asks every replica where its replay is, at once; behind reports whether a healthy
// one has not reached the last fence.
func (r *Reads) check(ctx context.Context) (behind bool) {
	var wg sync.WaitGroup
	for _, n := range r.replicas {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.checkOne(ctx, n)
		}()
	}
	wg.Wait()
	need := r.need.Load()
	for _, n := range r.replicas {
		if n.okUntil.Load() > 0 && n.replayed.Load() < need {
			behind = true
		}
	}
	return behind
}

func (r *Reads) checkOne(ctx context.Context, n *replica) {
	ctx, cancel := context.WithTimeout(ctx, r.opts.Timeout)
	defer cancel()
	var recovering bool
	var lsn *int64
	err := n.pool.QueryRow(ctx, `SELECT pg_is_in_recovery(), (pg_last_wal_replay_lsn() - '0/0')::bigint`).Scan(&recovering, &lsn)
	if err == nil && (!recovering || lsn == nil) {
		err = fmt.Errorf("not a streaming replica (pg_is_in_recovery is false)")
	}
	if err != nil {
		r.setDown(n, err)
		return
	}
	raise(&n.replayed, uint64(*lsn))
	n.okUntil.Store(time.Now().Add(3 * r.opts.Interval).UnixNano())
	if n.down.Swap(false) {
		r.opts.Log.Info("replica answers again", "replica", n.name)
	}
}

func (r *Reads) setDown(n *replica, err error) {
	n.okUntil.Store(0)
	if !n.down.Swap(true) {
		r.opts.Log.Warn("replica skipped: reading from the others or the primary", "replica", n.name, "err", err)
	}
}

// usable reports whether n may answer now.
func (r *Reads) usable(n *replica, now int64) bool {
	lsn := n.replayed.Load()
	return n.okUntil.Load() > now && lsn >= r.need.Load() && lsn >= r.floor.Load()
}
