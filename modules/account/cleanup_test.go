package account_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestCleanupForgetsOldHistoryAndSpentLinks(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	app.CreateUser("ada@example.com")
	c := app.Client()
	signIn(c, "ada@example.com", apptest.Password)
	forgot(t, app, c, "ada@example.com")

	n, err := app.Server.Modules.Accounts.Cleanup(ctx)
	require.NoError(t, err)
	require.Zero(t, n, "nothing is old yet")

	app.Clock.Advance(366 * 24 * time.Hour)
	n, err = app.Server.Modules.Accounts.Cleanup(ctx)
	require.NoError(t, err)
	require.Equal(t, int64(2), n, "a year-old sign-in and a long-expired link")
}
