package db_test

import (
	"context"
	"errors"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db"
	"greenconnect/app/db/dbtest"
)

func TestInTxCommitsOnNilAndRollsBackOnErrorOrPanic(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	_, err := pool.Exec(ctx, `CREATE TABLE scratch (n int)`)
	require.NoError(t, err)
	insert := func(n int) func(tx pgx.Tx) error {
		return func(tx pgx.Tx) error { _, err := tx.Exec(ctx, `INSERT INTO scratch VALUES ($1)`, n); return err }
	}

	require.NoError(t, db.InTx(ctx, pool, insert(1)))
	failed := errors.New("refused")
	err = db.InTx(ctx, pool, func(tx pgx.Tx) error {
		require.NoError(t, insert(2)(tx))
		return failed
	})
	require.ErrorIs(t, err, failed, "fn's error comes back as it is")
	require.Panics(t, func() {
		_ = db.InTx(ctx, pool, func(tx pgx.Tx) error {
			require.NoError(t, insert(3)(tx))
			panic("bug")
		})
	})

	r, err := pool.Query(ctx, `SELECT n FROM scratch ORDER BY n`)
	require.NoError(t, err)
	rows, err := pgx.CollectRows(r, pgx.RowTo[int])
	require.NoError(t, err)
	require.Equal(t, []int{1}, rows, "only the committed row stays")
}
