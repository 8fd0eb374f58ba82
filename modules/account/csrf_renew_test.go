package account_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// A CSRF token handed out before sign-in (planted, or read by a script on a shared
// computer) must not work for the signed-in session: signing in renews it.
func TestSignInRenewsTheCSRFToken(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	c.StartSession() // a visitor with a session has a token (without one, no token at all)
	before := c.Token()
	require.NotEmpty(t, before)

	res := signIn(c, "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page := c.Get("/")
	require.Equal(t, http.StatusOK, page.StatusCode)
	after := c.Cookie("XSRF-TOKEN")
	require.NotEmpty(t, after, "the next page carries a new token")
	require.NotEqual(t, before, after, "the token known before sign-in was replaced")
	require.Equal(t, "ada@example.com", signedInAs(t, c))

	c.SetCookie("XSRF-TOKEN", before)
	res = c.PostForm("/preferences", url.Values{"_csrf": {before}, "mode": {"dark"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "the old token no longer works")

	c.SetCookie("XSRF-TOKEN", after)
	res = c.PostForm("/preferences", url.Values{"_csrf": {after}, "mode": {"dark"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "the new one does")
}
