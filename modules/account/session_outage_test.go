package account_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// A database that fails while a signed-in user asks fails that request, and only that: the
// session is kept, so an outage signs nobody out (the load test's fault run found users
// signed out by errors that were the database's, not their session's).
func TestADatabaseFailureKeepsTheSession(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	require.Equal(t, "ada@example.com", signedInAs(t, c))
	session := c.Cookie("gc_session")

	// The accounts' table is unreadable for a moment; the sessions' is fine.
	_, err := app.Pool.Exec(ctx, `ALTER TABLE users RENAME TO users_away`)
	require.NoError(t, err)
	res := c.Get("/user/profile")
	require.NotEqual(t, http.StatusOK, res.StatusCode)
	_, err = app.Pool.Exec(ctx, `ALTER TABLE users_away RENAME TO users`)
	require.NoError(t, err)

	require.Equal(t, session, c.Cookie("gc_session"), "the session cookie was not ended")
	require.Equal(t, "ada@example.com", signedInAs(t, c), "still signed in once the database answers")
}
