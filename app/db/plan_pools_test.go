package db_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/db"
)

// Through Reads a planned statement runs on its way's pool, whose connections carry the
// way's settings and read only; the primary's own connections keep PostgreSQL's. Through a
// bare pool the statement's transaction makes the settings for itself alone.
func TestPlannedStatementsRunWithTheirWaysSettings(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, reads := onePlannedConnection(t)
	const settings = "SELECT current_setting('plan_cache_mode') || ' ' || current_setting('" + db.WalkScans +
		"') || ' ' || current_setting('transaction_read_only') WHERE $1::int = 1"
	for _, c := range []struct {
		name string
		via  db.DBTX
		want string
	}{
		{"custom", db.CustomPlans{DBTX: reads}, "force_custom_plan on on"},
		{"generic", db.GenericPlans{DBTX: reads}, "force_generic_plan on on"},
		{"walk", db.WalkPlans{DBTX: reads}, "force_generic_plan off on"},
		{"walk, bare pool", db.WalkPlans{DBTX: pool}, "force_generic_plan off on"},
		{"custom, bare pool", db.CustomPlans{DBTX: pool}, "force_custom_plan on on"},
	} {
		var got string
		require.NoError(t, c.via.QueryRow(ctx, settings, 1).Scan(&got), c.name)
		require.Equal(t, c.want, got, c.name)
	}
	var got string
	require.NoError(t, pool.QueryRow(ctx, settings, 1).Scan(&got))
	require.Equal(t, "auto on off", got, "the primary's connection as PostgreSQL made it")
	require.NoError(t, reads.QueryRow(ctx, settings, 1).Scan(&got))
	require.Equal(t, "auto on off", got, "a read that is not planned goes to the primary's pool")

	// A planned statement never writes, whichever way it goes.
	_, err := pool.Exec(ctx, "CREATE TABLE kept (n int)")
	require.NoError(t, err)
	for _, via := range []db.DBTX{db.CustomPlans{DBTX: reads}, db.CustomPlans{DBTX: pool}} {
		err := via.QueryRow(ctx, "WITH w AS (INSERT INTO kept VALUES ($1::int) RETURNING n) SELECT n FROM w", 1).Scan(new(int32))
		require.ErrorContains(t, err, "read-only transaction")
	}
	var n int
	require.NoError(t, pool.QueryRow(ctx, "SELECT count(*) FROM kept").Scan(&n))
	require.Zero(t, n)

	stats := reads.PlanPools()
	require.Len(t, stats, 3)
	require.EqualValues(t, 1, stats["walks"].Stat().MaxConns(), "half the primary's pool, at least one")
	require.EqualValues(t, 1, stats["walks"].Stat().AcquireCount(), "the walk went to its pool")
}
