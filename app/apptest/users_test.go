package apptest_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// The accounts CreateUser makes share one password hash, made at the production cost: tests
// hash once, never more cheaply than production (docs/conventions.md, "Tests").
func TestCreatedUsersShareOneProductionCostHash(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	a, b := app.CreateUser("a@example.com"), app.CreateUser("b@example.com")
	var hashA, hashB string
	require.NoError(t, app.Pool.QueryRow(ctx, "SELECT password_hash FROM users WHERE id = $1", a).Scan(&hashA))
	require.NoError(t, app.Pool.QueryRow(ctx, "SELECT password_hash FROM users WHERE id = $1", b).Scan(&hashB))
	require.Equal(t, hashA, hashB, "one hash for the process")
	fresh, err := account.HashPassword("anything")
	require.NoError(t, err)
	cost := func(h string) string { return strings.Join(strings.Split(h, "$")[:4], "$") }
	require.Equal(t, cost(fresh), cost(hashA), "the production parameters")
	ok, err := account.CheckPassword(hashA, apptest.Password)
	require.NoError(t, err)
	require.True(t, ok)
}
