package db_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/db"
	"greenconnect/app/db/dbtest"
)

func TestMigrateIsIdempotentOnAClonedDatabase(t *testing.T) {
	t.Parallel()
	pool := dbtest.New(t)
	require.NoError(t, db.Migrate(context.Background(), pool, nil), "running the migrations again changes nothing")
	var n int
	require.NoError(t, pool.QueryRow(context.Background(),
		"SELECT count(*) FROM information_schema.tables WHERE table_name IN ('sessions','audit_log','rate_limits')").Scan(&n))
	require.Equal(t, 3, n)
}
