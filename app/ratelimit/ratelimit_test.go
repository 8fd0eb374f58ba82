package ratelimit_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/db/dbtest"
	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

func TestLimitWindowAndSharedCounters(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	a := ratelimit.New(pool, clock)
	b := ratelimit.New(pool, clock) // a second app instance
	rule := ratelimit.Rule{Max: 3, Window: time.Minute}

	for i := 0; i < 3; i++ {
		ok, _, err := []*ratelimit.Limiter{a, b, a}[i].Allow(ctx, "k", rule)
		require.NoError(t, err)
		require.True(t, ok, "hit %d", i+1)
	}
	now = now.Add(20 * time.Second)
	ok, retry, err := b.Allow(ctx, "k", rule)
	require.NoError(t, err)
	require.False(t, ok, "the fourth hit across instances is over the limit")
	require.Equal(t, 40*time.Second, retry)

	err = a.Check(ctx, "k", rule)
	var we *web.Error
	require.True(t, errors.As(err, &we))
	require.Equal(t, 429, we.Status)

	ok, _, _ = a.Allow(ctx, "other", rule)
	require.True(t, ok, "keys are independent")

	now = now.Add(41 * time.Second) // the window has ended
	ok, _, _ = a.Allow(ctx, "k", rule)
	require.True(t, ok)

	require.NoError(t, a.Reset(ctx, "k"))
	for i := 0; i < 3; i++ {
		ok, _, _ = a.Allow(ctx, "k", rule)
		require.True(t, ok)
	}
}

func TestPeekCountsNothingAndHitCountsOnlyWhatItIsTold(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	l := ratelimit.New(dbtest.New(t), func() time.Time { return now })
	rule := ratelimit.Rule{Max: 2, Window: time.Minute}
	for i := 0; i < 5; i++ {
		wait, err := l.Peek(ctx, "k", rule)
		require.NoError(t, err)
		require.Zero(t, wait, "peeking is free")
	}
	require.NoError(t, l.Hit(ctx, "k", rule))
	wait, _ := l.Peek(ctx, "k", rule)
	require.Zero(t, wait, "one hit of two")
	now = now.Add(10 * time.Second)
	require.NoError(t, l.Hit(ctx, "k", rule))
	wait, _ = l.Peek(ctx, "k", rule)
	require.Equal(t, 50*time.Second, wait, "full: wait for the window that started at the first hit to end")
	now = now.Add(50 * time.Second)
	wait, _ = l.Peek(ctx, "k", rule)
	require.Zero(t, wait, "the window has ended")
}

func TestClientKeyCountsIPv6ByItsSlash64(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"203.0.113.7":          "203.0.113.7",
		"::ffff:203.0.113.7":   "203.0.113.7",
		"2001:db8:1:2:3:4:5:6": "2001:db8:1:2::/64",
		"2001:db8:1:2:ffff::1": "2001:db8:1:2::/64",
		"2001:DB8:1:2::1":      "2001:db8:1:2::/64",
		"fe80::1%eth0":         "fe80::/64",
		"not an address":       "not an address",
		"2001:db8:1:3:3:4:5:6": "2001:db8:1:3::/64",
	} {
		require.Equal(t, want, ratelimit.ClientKey(in), in)
	}
	require.Equal(t, ratelimit.HashClient("s", "2001:db8::1"), ratelimit.HashClient("s", "2001:db8::2"))
	require.NotEqual(t, ratelimit.HashClient("s", "203.0.113.1"), ratelimit.HashClient("s", "203.0.113.2"))
}
