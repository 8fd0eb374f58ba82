// Package ratelimit counts hits per key in Postgres, so limits hold across app instances.
package ratelimit

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/store"
	"greenconnect/app/web"
)

// Rule is a limit: at most Max hits per Window.
type Rule struct {
	Max    int
	Window time.Duration
}

// Limiter checks rules against the shared counters.
type Limiter struct {
	q   *store.Queries
	now func() time.Time
}

// New returns a limiter; now is the clock (tests set it).
func New(pool *pgxpool.Pool, now func() time.Time) *Limiter {
	if now == nil {
		now = time.Now
	}
	return &Limiter{q: store.New(pool), now: now}
}

// Allow records a hit on key and reports whether it is within the rule. When it is not,
// retry says how long until the window resets.
func (l *Limiter) Allow(ctx context.Context, key string, r Rule) (ok bool, retry time.Duration, err error) {
	now := l.now().UTC().Truncate(time.Microsecond)
	row, err := l.q.HitRateLimit(ctx, store.HitRateLimitParams{Key: key, Now: now, Cutoff: now.Add(-r.Window)})
	if err != nil {
		return false, 0, err
	}
	if int(row.Hits) <= r.Max {
		return true, 0, nil
	}
	retry = row.WindowStart.Add(r.Window).Sub(now)
	if retry < time.Second {
		retry = time.Second
	}
	return false, retry, nil
}

// Check is Allow that answers with the typed 429 error (its message says when to retry).
func (l *Limiter) Check(ctx context.Context, key string, r Rule) error {
	ok, retry, err := l.Allow(ctx, key, r)
	if err != nil {
		return err
	}
	if !ok {
		return web.TooMany(retry)
	}
	return nil
}

// Peek reports how long until key may be counted again under the rule without counting a
// hit: 0 while fewer than Max hits fall in the current window. With Hit it counts only
// some events (failed sign-ins, not successful ones) while checking before each attempt.
func (l *Limiter) Peek(ctx context.Context, key string, r Rule) (time.Duration, error) {
	now := l.now().UTC().Truncate(time.Microsecond)
	row, err := l.q.PeekRateLimit(ctx, key)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	end := row.WindowStart.Add(r.Window)
	if !end.After(now) || int(row.Hits) < r.Max {
		return 0, nil
	}
	return max(end.Sub(now), time.Second), nil
}

// Hit counts one event on key, whatever the count already is.
func (l *Limiter) Hit(ctx context.Context, key string, r Rule) error {
	_, _, err := l.Allow(ctx, key, r)
	return err
}

// Reset forgets key's counter (e.g. after a successful sign-in).
func (l *Limiter) Reset(ctx context.Context, key string) error { return l.q.ResetRateLimit(ctx, key) }

// DeleteStale removes counters whose window ended more than a day ago.
func (l *Limiter) DeleteStale(ctx context.Context) (int64, error) {
	return l.q.DeleteStaleRateLimits(ctx, l.now().Add(-24*time.Hour))
}
