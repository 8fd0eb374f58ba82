package account_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// A signed-in user who opens a visitor's page (sign in, sign up) lands where a sign-in lands:
// the local ?next=, else the dashboard.
func TestSignedInUsersAreSentFromVisitorsPagesToTheDashboard(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("back@example.com"))
	for path, want := range map[string]string{
		"/signin":                       "/dashboard",
		"/signup":                       "/dashboard",
		"/signin?next=/blog":            "/blog",
		"/signin?next=https://evil.com": "/dashboard",
	} {
		res := c.Get(path)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, path)
		require.Equal(t, want, res.Header.Get("Location"), path)
	}
}
