package db_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db/dbtest"
)

// Ids go both ways unchanged in every way a statement runs (prepared, with pgx's exec mode,
// a pointer, an array, NULL) (app/db/uuid.go).
func TestIDsTravelAsBinaryAndComeBackUnchanged(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	a, b := uuid.New(), uuid.New()

	for _, mode := range []pgx.QueryExecMode{pgx.QueryExecModeCacheStatement, pgx.QueryExecModeExec} {
		var got uuid.UUID
		var null *uuid.UUID
		require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid, NULL::uuid`, mode, a).Scan(&got, &null))
		require.Equal(t, a, got, "mode %v", mode)
		require.Nil(t, null)

		var s string
		require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid::text`, mode, &b).Scan(&s))
		require.Equal(t, b.String(), s, "a pointer, mode %v", mode)

	}
	var list []uuid.UUID // (pgx's exec mode cannot send an array of them, with or without this)
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid[]`, []uuid.UUID{a, b}).Scan(&list))
	require.Equal(t, []uuid.UUID{a, b}, list)

	got := a
	require.NoError(t, pool.QueryRow(ctx, `SELECT NULL::uuid`).Scan(&got))
	require.Equal(t, uuid.UUID{}, got, "NULL into a plain UUID is the zero id, as uuid.UUID's own Scan does")
}
