package account_test

import (
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestPasswordResetEndsEverySessionAndWorksOnce(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	id := app.CreateUser("ada@example.com")
	elsewhere := app.Client()
	elsewhere.SignInAs(id)

	c := app.Client()
	res := forgot(t, app, c, "ada@example.com")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, c.Get("/forgot/sent").Text("[data-testid=sent-to]"), "ada@example.com")
	m := app.LastMailTo("ada@example.com")
	require.Equal(t, "Reset your Green Connect password", m.Subject)
	link := app.LinkIn(m, "/reset/")

	require.Equal(t, http.StatusOK, c.Get(link).StatusCode, "showing the form does not spend the link")
	res = c.PostForm(link, url.Values{"password": {"short"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Use at least 8 characters.", fieldError(res, "password"))
	require.Equal(t, http.StatusOK, c.Get(link).StatusCode, "a refused password does not spend the link either")

	res = c.PostForm(link, url.Values{"password": {goodPassword}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/signin", res.Header.Get("Location"))
	require.Empty(t, signedInAs(t, elsewhere), "whoever knew the old password is signed out")
	require.Equal(t, "Your Green Connect password was changed", app.LastMailTo("ada@example.com").Subject)
	require.Equal(t, http.StatusUnprocessableEntity, signIn(app.Client(), "ada@example.com", apptest.Password).StatusCode)
	require.Equal(t, http.StatusSeeOther, signIn(app.Client(), "ada@example.com", goodPassword).StatusCode)

	res = c.PostForm(link, url.Values{"password": {"another good passphrase"}})
	require.Equal(t, http.StatusGone, res.StatusCode, "a link works once")
	require.Contains(t, res.Text("[role=alert]"), "This link is not valid")
}

func TestResetLinkExpiresAfterOneHour(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	forgot(t, app, c, "ada@example.com")
	link := app.LinkIn(app.LastMailTo("ada@example.com"), "/reset/")
	app.Clock.Advance(59 * time.Minute)
	require.Equal(t, http.StatusOK, c.Get(link).StatusCode)
	app.Clock.Advance(time.Minute)
	res := c.Get(link)
	require.Equal(t, http.StatusGone, res.StatusCode)
	require.Contains(t, res.Text("[role=alert]"), "This link has expired.")
	require.Equal(t, http.StatusGone, c.PostForm(link, url.Values{"password": {goodPassword}}).StatusCode)
}

func TestForgotDoesNotRevealWhoHasAnAccount(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	res := forgot(t, app, c, "nobody@example.com")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/forgot/sent", res.Header.Get("Location"))
	require.Empty(t, app.Mails())

	res = c.PostForm("/forgot", url.Values{"email": {"not an email"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "not an email", res.Find("#f-email").AttrOr("value", ""))
}

func TestResetRequestsAreRateLimitedPerAccount(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	for i := 0; i < 3; i++ {
		require.Equal(t, http.StatusSeeOther, forgot(t, app, app.Client(), "ada@example.com").StatusCode)
	}
	res := forgot(t, app, app.Client(), "ADA@example.com")
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, "the limit follows the account, not the case or the browser")
	require.Len(t, app.MailsTo("ada@example.com"), 3)
}

func TestANewResetLinkVoidsTheOlderOne(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	forgot(t, app, c, "ada@example.com")
	first := app.LinkIn(app.LastMailTo("ada@example.com"), "/reset/")
	forgot(t, app, c, "ada@example.com")
	require.Equal(t, http.StatusGone, c.Get(first).StatusCode)
}
