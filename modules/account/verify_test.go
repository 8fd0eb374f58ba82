package account_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// confirmEmail opens a verification link as the mail's reader does and presses the button
// of the page it shows.
func confirmEmail(t *testing.T, c *apptest.Client, link string) *apptest.Response {
	t.Helper()
	page := c.Get(link)
	require.Equal(t, http.StatusOK, page.StatusCode, page.Body)
	form := page.Find("form[data-testid=verify-form]")
	require.Equal(t, 1, form.Length(), "the link opens a page with a button")
	require.Equal(t, "post", form.AttrOr("method", ""))
	return c.PostForm(form.AttrOr("action", ""), nil)
}

func verifiedAt(t *testing.T, app *apptest.App, email string) *time.Time {
	t.Helper()
	var at *time.Time
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT email_verified_at FROM users WHERE lower(email) = lower($1)`, email).Scan(&at))
	return at
}

// Mail scanners follow links: a GET of the verification link shows a button and changes
// nothing; the address is confirmed by the POST the button sends (CSRF-protected).
func TestAVerificationLinkConfirmsOnlyByItsButton(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	signUp(c, "dana@example.com", goodPassword, "Evergreen Ltd")
	link := app.LinkIn(app.LastMailTo("dana@example.com"), "/verify/")

	scanner := app.Client()
	for i := 0; i < 3; i++ {
		page := scanner.Get(link)
		require.Equal(t, http.StatusOK, page.StatusCode)
		require.Equal(t, "no-store", page.Header.Get("Cache-Control"))
		require.Contains(t, page.Text("main"), "dana@example.com")
		require.Equal(t, "Confirm my email", page.Text("[data-testid=verify-form] button"))
	}
	require.Nil(t, verifiedAt(t, app, "dana@example.com"), "following the link changed nothing")
	var used *time.Time
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT used_at FROM account_tokens`).Scan(&used))
	require.Nil(t, used, "nor spent it")
	require.Equal(t, http.StatusUnprocessableEntity, signIn(app.Client(), "dana@example.com", goodPassword).StatusCode)

	res := scanner.PostFormNoToken(link, nil)
	require.Equal(t, http.StatusForbidden, res.StatusCode, "a forged POST is refused")
	require.Nil(t, verifiedAt(t, app, "dana@example.com"))

	res = confirmEmail(t, c, link)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "/signin?email=dana%40example.com", res.Header.Get("Location"))
	require.Contains(t, c.Get("/signin").Text(".flash"), "Your email address is confirmed")
	require.NotNil(t, verifiedAt(t, app, "dana@example.com"))
	require.Equal(t, http.StatusSeeOther, signIn(c, "dana@example.com", goodPassword).StatusCode)

	// The link again, in another browser: the address is already confirmed; sign in.
	again := app.Client().Get(link)
	require.Equal(t, http.StatusOK, again.StatusCode)
	require.Contains(t, again.Text("main"), "This email address is already confirmed. You can sign in.")
	require.Equal(t, "/signin?email=dana%40example.com", again.Find("main a.btn-primary").AttrOr("href", ""))
	require.Zero(t, again.Find("[data-testid=verify-form]").Length())
	posted := app.Client().PostForm(link, nil)
	require.Equal(t, http.StatusOK, posted.StatusCode, "pressing an old page's button says the same")
	require.Contains(t, posted.Text("main"), "already confirmed")
	app.Clock.Advance(25 * time.Hour)
	require.Contains(t, app.Client().Get(link).Text("main"), "already confirmed", "even once the link has expired")

	unknown := app.Client().Get("/verify/not-a-token")
	require.Equal(t, http.StatusGone, unknown.StatusCode)
	require.Contains(t, unknown.Text("[role=alert]"), "This link is not valid")
}
