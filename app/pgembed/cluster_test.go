package pgembed

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"
)

func TestClusterStartsCreatesDatabaseAndRestartsOnSameData(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	c, err := Start(ctx, Options{DataDir: dir, Database: "probe", Fast: true})
	require.NoError(t, err)
	conn, err := pgx.Connect(ctx, c.URL())
	require.NoError(t, err)
	_, err = conn.Exec(ctx, "CREATE TABLE kept (v int); INSERT INTO kept VALUES (42)")
	require.NoError(t, err)
	conn.Close(ctx)
	c.Stop()
	c.Stop() // idempotent

	c, err = Start(ctx, Options{DataDir: dir, Database: "probe", Fast: true})
	require.NoError(t, err)
	defer c.Stop()
	conn, err = pgx.Connect(ctx, c.URL())
	require.NoError(t, err)
	defer conn.Close(ctx)
	var v int
	require.NoError(t, conn.QueryRow(ctx, "SELECT v FROM kept").Scan(&v))
	require.Equal(t, 42, v, "a second start must reuse the data")
}
