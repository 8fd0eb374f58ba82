package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db"
	"greenconnect/app/db/dbtest"
)

// A real streaming replica (pg_basebackup -R of a cluster of the test's own): a visitor's
// read reaches it once it has replayed what the primary had at the last fence; everything
// else, a request that wrote, and reads after a fence the replica has not reached go to the
// primary; a replica that stops answering is skipped.
func TestReadsGoToACaughtUpReplicaAndOtherwiseToThePrimary(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r := dbtest.NewReplicated(t, false)
	_, err := r.Primary.Exec(ctx, `CREATE TABLE notes (n int); INSERT INTO notes VALUES (1)`)
	require.NoError(t, err)
	reads := db.NewReads(r.Primary, []*pgxpool.Pool{r.Replica}, db.ReplicaOptions{Interval: 50 * time.Millisecond, Timeout: 2 * time.Second})
	runCtx, stop := context.WithCancel(ctx)
	t.Cleanup(stop)
	reads.Start(runCtx)
	reads.Fence(ctx) // the table and its row: a replica that has not replayed them is skipped

	visitor := func() context.Context {
		c := db.WithRoute(ctx, true)
		db.ReadFromReplica(c)
		return c
	}
	count := func(c context.Context) int {
		var n int
		require.NoError(t, reads.QueryRow(c, `-- name: CountNotes :one
SELECT count(*) FROM notes`).Scan(&n))
		return n
	}
	onReplica := func() uint64 {
		var n uint64
		for _, v := range reads.Stats().Replicas {
			n += v
		}
		return n
	}
	// answeredBy runs read and reports whether the replica or the primary answered it.
	answeredBy := func(read func()) string {
		replicaBefore, primaryBefore := onReplica(), reads.Stats().Primary
		read()
		switch {
		case onReplica() > replicaBefore:
			return "replica"
		case reads.Stats().Primary > primaryBefore:
			return "primary"
		}
		return "primary, not routed"
	}

	t.Run("a visitor's reads reach the replica once it has caught up", func(t *testing.T) {
		require.Eventually(t, func() bool {
			var n int
			return answeredBy(func() { n = count(visitor()) }) == "replica" && n == 1
		}, 30*time.Second, 20*time.Millisecond)
		var got []int
		require.Equal(t, "replica", answeredBy(func() {
			rows, err := reads.Query(visitor(), `SELECT n FROM notes ORDER BY n`)
			require.NoError(t, err)
			got, err = pgx.CollectRows(rows, pgx.RowTo[int])
			require.NoError(t, err)
		}))
		require.Equal(t, []int{1}, got)
	})

	t.Run("a page's parts read together: the visitor's reads on the replica, a read under Primary on the primary", func(t *testing.T) {
		var a, b, p int
		before := onReplica()
		require.NoError(t, db.Together(visitor(),
			func(ctx context.Context) error { a = count(ctx); return nil },
			func(ctx context.Context) error { b = count(ctx); return nil },
			func(ctx context.Context) error { p = count(db.Primary(ctx)); return nil }))
		require.Equal(t, []int{1, 1, 1}, []int{a, b, p})
		require.Equal(t, before+2, onReplica(), "the two visitor's reads on the replica, not the third")
	})

	t.Run("only a visitor's request that asked reads a replica", func(t *testing.T) {
		signedIn := db.WithRoute(ctx, false)
		db.ReadFromReplica(signedIn)
		for name, c := range map[string]context.Context{"not asked": db.WithRoute(ctx, true),
			"signed in": signedIn, "no request": ctx, "kept beyond the request": db.Primary(visitor())} {
			require.Equal(t, "primary, not routed", answeredBy(func() { count(c) }), name)
		}
	})

	t.Run("a request that wrote reads the primary", func(t *testing.T) {
		c := visitor()
		_, err := r.Primary.Exec(c, `INSERT INTO notes VALUES (2)`)
		require.NoError(t, err)
		var n int
		require.Equal(t, "primary", answeredBy(func() { n = count(c) }))
		require.Equal(t, 2, n, "its own write")
		// A statement that writes although it reads like a query: the replica refuses it,
		// the primary runs it.
		before := reads.Stats().Primary
		require.NoError(t, reads.QueryRow(visitor(), `WITH x AS (INSERT INTO notes VALUES (3) RETURNING n) SELECT n FROM x`).Scan(&n))
		require.Equal(t, 3, n)
		require.Equal(t, before+1, reads.Stats().Primary, "retried on the primary")
	})

	t.Run("after a fence a replica that has not replayed the change is skipped", func(t *testing.T) {
		reads.Fence(ctx)
		require.Eventually(t, func() bool { return answeredBy(func() { count(visitor()) }) == "replica" }, 30*time.Second, 20*time.Millisecond)
		_, err := r.Replica.Exec(ctx, `SELECT pg_wal_replay_pause()`)
		require.NoError(t, err)
		require.Eventually(t, func() bool {
			var state string
			require.NoError(t, r.Replica.QueryRow(ctx, `SELECT pg_get_wal_replay_pause_state()`).Scan(&state))
			return state == "paused"
		}, 30*time.Second, 20*time.Millisecond)
		_, err = r.Primary.Exec(ctx, `INSERT INTO notes VALUES (4)`)
		require.NoError(t, err)

		var n int
		require.Equal(t, "replica", answeredBy(func() { n = count(visitor()) }), "no fence yet")
		require.Equal(t, 3, n, "the paused replica has not seen the change")
		reads.Fence(ctx) // what the page cache does before dropping the pages of the change
		require.Equal(t, "primary", answeredBy(func() { n = count(visitor()) }))
		require.Equal(t, 4, n, "after the fence the change is read, from the primary")

		_, err = r.Replica.Exec(ctx, `SELECT pg_wal_replay_resume()`)
		require.NoError(t, err)
		require.Eventually(t, func() bool {
			return answeredBy(func() { n = count(visitor()) }) == "replica" && n == 4
		}, 30*time.Second, 20*time.Millisecond, "the change becomes visible on the replica, which answers again")
	})

	t.Run("a replica that stops is skipped", func(t *testing.T) {
		r.ReplicaCluster.Stop()
		var a, b int
		require.NoError(t, db.Together(visitor(),
			func(ctx context.Context) error { a = count(ctx); return nil },
			func(ctx context.Context) error { b = count(ctx); return nil }),
			"a round the replica fails is read again from the primary")
		require.Equal(t, []int{4, 4}, []int{a, b})
		for range 5 {
			require.Equal(t, 4, count(visitor()), "answered by the primary, without an error")
		}
		require.Equal(t, "primary", answeredBy(func() { count(visitor()) }))
	})
}
