package db_test

import (
	"context"
	"strings"
	"testing"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db"
	"greenconnect/app/db/dbtest"
)

// oneConnection is a pool of one connection to a new test database: every call on it.
func oneConnection(t *testing.T) *pgxpool.Pool {
	_, url := dbtest.NewWithURL(t)
	sep := "?"
	if strings.Contains(url, "?") {
		sep = "&"
	}
	pool, err := db.Open(context.Background(), url+sep+"pool_max_conns=1")
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	return pool
}

// onePlannedConnection is oneConnection with its Reads: a planned statement goes to its
// plan pool, of one connection too.
func onePlannedConnection(t *testing.T) (*pgxpool.Pool, *db.Reads) {
	pool := oneConnection(t)
	reads := db.NewReads(pool, nil, db.ReplicaOptions{})
	t.Cleanup(reads.Close)
	return pool, reads
}

// A statement run through db.CustomPlans is prepared once on its connection and planned for
// its values at every call, however often it runs (PostgreSQL would keep a generic plan
// after five), and the setting that asks for it ends with the call: the connection's next
// statement plans as any other. A statement that fails says so, and the pool goes on.
func TestCustomPlansArePreparedOnceAndPlannedEachCall(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, reads := onePlannedConnection(t)
	custom := db.CustomPlans{DBTX: reads}

	// A statement whose plans cost the same for every value: left to itself, PostgreSQL
	// keeps its generic plan from the sixth call.
	const statement = "SELECT $1::int + 0"
	for i := 1; i <= 8; i++ {
		var n int32
		require.NoError(t, custom.QueryRow(ctx, statement, i).Scan(&n))
		require.Equal(t, int32(i), n)
	}
	var generic, customs int64
	require.NoError(t, custom.QueryRow(ctx,
		"SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1", statement).
		Scan(&generic, &customs))
	require.Zero(t, generic, "never the generic plan")
	require.Equal(t, int64(8), customs, "prepared once, planned at each of its 8 calls")

	var mode string
	require.NoError(t, pool.QueryRow(ctx, "SHOW plan_cache_mode").Scan(&mode))
	require.Equal(t, "auto", mode, "the primary's own connections plan as ever")

	rows, err := db.Rows[struct{ N int32 }](ctx, custom, sq.Expr("SELECT n::int FROM generate_series(1, $1::int) n", 3))
	require.NoError(t, err)
	require.Len(t, rows, 3)

	_, err = db.Rows[struct{ N int32 }](ctx, custom, sq.Expr("SELECT 1 / ($1::int - 1)", 1))
	require.Error(t, err, "division by zero")
	require.ErrorIs(t, custom.QueryRow(ctx, "SELECT 1 WHERE false").Scan(new(int)), pgx.ErrNoRows)
	var one int
	require.NoError(t, custom.QueryRow(ctx, "SELECT 1").Scan(&one), "the pool goes on after a failure")
	require.Equal(t, 1, one)

	// Within a transaction a statement runs as it is: a BEGIN of its own would end it.
	tx, err := pool.Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback(ctx) }()
	require.NoError(t, db.CustomPlans{DBTX: tx}.QueryRow(ctx, "SELECT $1::int", 2).Scan(&one))
	require.Equal(t, 2, one)
	require.Equal(t, byte('T'), tx.Conn().PgConn().TxStatus(), "the transaction goes on")
}

// A statement run through db.GenericPlans keeps the plan made once for any value, even one
// PostgreSQL would plan again at each call (its generic plan looks dearer than a value's).
func TestGenericPlansArePlannedOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	_, reads := onePlannedConnection(t)
	generic := db.GenericPlans{DBTX: reads}

	// Planned for a value, its rows are that value; for any value, a thousand: PostgreSQL
	// would keep planning it for each.
	const statement = "SELECT count(*)::int FROM generate_series(1, $1::int)"
	for i := 1; i <= 8; i++ {
		var n int32
		require.NoError(t, generic.QueryRow(ctx, statement, i).Scan(&n))
		require.Equal(t, int32(i), n)
	}
	var generics, customs int64
	require.NoError(t, generic.QueryRow(ctx,
		"SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1::text", statement).
		Scan(&generics, &customs))
	require.Zero(t, customs, "never planned for its value")
	require.Equal(t, int64(8), generics)

	var mode string
	require.NoError(t, generic.QueryRow(ctx, "SHOW plan_cache_mode").Scan(&mode))
	require.Equal(t, "auto", mode, "a statement without values runs as it is")
}
