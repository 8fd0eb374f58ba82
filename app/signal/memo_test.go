package signal_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db"
	"greenconnect/app/db/dbtest"
	"greenconnect/app/signal"
)

// Two instances keep the same row in memory; a change on one is seen by the other at once,
// and a memo whose hub does not listen trusts nothing.
func TestAMemoIsDroppedEverywhereOnAChangeAndKeptOnlyWhileListening(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	_, err := pool.Exec(ctx, `CREATE TABLE memo_test (v int); INSERT INTO memo_test VALUES (1)`)
	require.NoError(t, err)
	var loads atomic.Int32
	load := func(ctx context.Context) (int, error) {
		loads.Add(1)
		var v int
		return v, pool.QueryRow(ctx, `SELECT v FROM memo_test`).Scan(&v)
	}
	hubA, hubB := signal.New(pool, nil), signal.New(pool, nil)
	a, b := signal.NewMemo(hubA, "gc_memo_test", load), signal.NewMemo(hubB, "gc_memo_test", load)
	idle := signal.NewMemo(signal.New(pool, nil), "gc_memo_test", load) // its hub never starts

	// Not listening yet: every read loads.
	for range 3 {
		v, err := a.Get(ctx)
		require.NoError(t, err)
		require.Equal(t, 1, v)
	}
	require.EqualValues(t, 3, loads.Load())

	hubA.Start(ctx, 5*time.Second)
	hubB.Start(ctx, 5*time.Second)
	t.Cleanup(hubA.Stop)
	t.Cleanup(hubB.Stop)
	// Start waits 5 s at most: on a busy machine the hubs may listen later (a run at load
	// 12 read 4 loads here).
	require.Eventually(t, func() bool { return hubA.Listening() && hubB.Listening() }, 30*time.Second, 5*time.Millisecond)
	loads.Store(0)
	for range 3 {
		va, _ := a.Get(ctx)
		vb, _ := b.Get(ctx)
		require.Equal(t, 1, va)
		require.Equal(t, 1, vb)
	}
	require.EqualValues(t, 2, loads.Load(), "one load per instance, then memory")

	// A changes the row in a transaction and says so: B drops its copy once it commits, and
	// its count of drops moves (what was built from the old copy is stale).
	dropsB := hubB.MemoDrops()
	require.NoError(t, db.InTx(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE memo_test SET v = 2`); err != nil {
			return err
		}
		return a.ChangedTx(ctx, tx)
	}))
	require.Eventually(t, func() bool { v, _ := b.Get(ctx); return v == 2 }, 30*time.Second, 10*time.Millisecond)
	require.Greater(t, hubB.MemoDrops(), dropsB)
	va, _ := a.Get(ctx)
	require.Equal(t, 2, va)

	// Outside a transaction too.
	_, err = pool.Exec(ctx, `UPDATE memo_test SET v = 3`)
	require.NoError(t, err)
	require.NoError(t, b.Changed(ctx))
	vb, _ := b.Get(ctx)
	require.Equal(t, 3, vb, "the instance that changed it reads the new value at once")
	require.Eventually(t, func() bool { v, _ := a.Get(ctx); return v == 3 }, 30*time.Second, 10*time.Millisecond)

	// A hub that does not listen keeps nothing, whatever the others say.
	_, err = pool.Exec(ctx, `UPDATE memo_test SET v = 4`)
	require.NoError(t, err)
	v, _ := idle.Get(ctx)
	require.Equal(t, 4, v)
}

// While the listening connection is lost, messages may be missed: nothing is trusted, and
// what was kept is dropped when the hub listens again.
func TestAMemoTrustsNothingWhileItsHubReconnects(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	_, err := pool.Exec(ctx, `CREATE TABLE memo_test (v int); INSERT INTO memo_test VALUES (1)`)
	require.NoError(t, err)
	hub := signal.New(pool, nil)
	reconnected := make(chan struct{}, 1)
	m := signal.NewMemo(hub, "gc_memo_test", func(ctx context.Context) (int, error) {
		var v int
		return v, pool.QueryRow(ctx, `SELECT v FROM memo_test`).Scan(&v)
	})
	hub.OnReconnect(func() { reconnected <- struct{}{} })
	hub.Start(ctx, 5*time.Second)
	t.Cleanup(hub.Stop)
	v, _ := m.Get(ctx)
	require.Equal(t, 1, v)

	// The listening connection dies; a change is made while nobody hears it.
	_, err = pool.Exec(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`)
	require.NoError(t, err)
	require.Eventually(t, func() bool { return !hub.Listening() }, 30*time.Second, 5*time.Millisecond)
	_, err = pool.Exec(ctx, `UPDATE memo_test SET v = 2`)
	require.NoError(t, err)
	v, _ = m.Get(ctx)
	require.Equal(t, 2, v, "not listening: read from the database")
	select {
	case <-reconnected:
	case <-time.After(30 * time.Second):
		t.Fatal("the hub did not listen again")
	}
	require.Eventually(t, hub.Listening, 30*time.Second, 5*time.Millisecond)
	v, _ = m.Get(ctx)
	require.Equal(t, 2, v)
}
