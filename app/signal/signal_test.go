package signal_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/db/dbtest"
	"greenconnect/app/signal"
)

func TestAMessageReachesEveryInstanceAndOnlyOnCommit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	a, b := signal.New(pool, nil), signal.New(pool, nil)
	gotA, gotB := make(chan string, 10), make(chan string, 10)
	a.Listen("gc_test", func(p string) { gotA <- p })
	b.Listen("gc_test", func(p string) { gotB <- p })
	a.Start(ctx, 5*time.Second)
	b.Start(ctx, 5*time.Second)
	t.Cleanup(a.Stop)
	t.Cleanup(b.Stop)

	require.NoError(t, a.Notify(ctx, "gc_test", "company:1 marketplace"))
	require.Equal(t, "company:1 marketplace", receive(t, gotB))
	require.Equal(t, "company:1 marketplace", receive(t, gotA), "the sender hears itself too")

	tx, err := pool.Begin(ctx)
	require.NoError(t, err)
	require.NoError(t, a.NotifyTx(ctx, tx, "gc_test", "rolled back"))
	require.NoError(t, tx.Rollback(ctx))
	tx, err = pool.Begin(ctx)
	require.NoError(t, err)
	require.NoError(t, a.NotifyTx(ctx, tx, "gc_test", "committed"))
	select {
	case p := <-gotB:
		t.Fatalf("delivered before commit: %q", p)
	case <-time.After(200 * time.Millisecond):
	}
	require.NoError(t, tx.Commit(ctx))
	require.Equal(t, "committed", receive(t, gotB), "a rolled-back message is never sent")
}

func TestALostConnectionIsReopenedAndSaysSo(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	hub := signal.New(pool, nil)
	got, reconnected := make(chan string, 10), make(chan struct{}, 10)
	hub.Listen("gc_test", func(p string) { got <- p })
	hub.OnReconnect(func() { reconnected <- struct{}{} })
	hub.Start(ctx, 5*time.Second)
	t.Cleanup(hub.Stop)

	// The server ends the listening connection, as a restart of PostgreSQL would.
	_, err := pool.Exec(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`)
	require.NoError(t, err)
	select {
	case <-reconnected:
	case <-time.After(30 * time.Second):
		t.Fatal("the hub did not listen again")
	}
	require.NoError(t, hub.Notify(ctx, "gc_test", "after"))
	require.Equal(t, "after", receive(t, got))
}

func receive(t *testing.T, ch chan string) string {
	t.Helper()
	select {
	case p := <-ch:
		return p
	case <-time.After(30 * time.Second): // a lost message, not slowness: a busy machine takes seconds
		t.Fatal("no message within 30 s")
		return ""
	}
}
