package account_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// forgot asks for a reset link and works the queue, as the running app does in the
// background; the mail, if any, is then in the outbox.
func forgot(t *testing.T, app *apptest.App, c *apptest.Client, email string) *apptest.Response {
	t.Helper()
	res := c.PostForm("/forgot", url.Values{"email": {email}})
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	return res
}

// /forgot does the same work for an address with an account and one without: it queues one
// job and answers. The lookup, the link and the mail happen in that job, later, so neither
// the answer nor its timing says whether the address is registered.
func TestForgotDoesTheSameWorkForKnownAndUnknownAddresses(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	app.CreateUser("ada@example.com")
	count := func(query string) int {
		var n int
		require.NoError(t, app.Pool.QueryRow(ctx, query).Scan(&n))
		return n
	}
	work := func(email string) (kinds []string, tokens int) {
		jobsBefore := count(`SELECT count(*) FROM river_job`)
		tokensBefore := count(`SELECT count(*) FROM account_tokens`)
		res := app.Client().PostForm("/forgot", url.Values{"email": {email}})
		require.Equal(t, http.StatusSeeOther, res.StatusCode)
		require.Equal(t, "/forgot/sent", res.Header.Get("Location"))
		rows, err := app.Pool.Query(ctx, `SELECT kind FROM river_job ORDER BY id OFFSET $1`, jobsBefore)
		require.NoError(t, err)
		for rows.Next() {
			var k string
			require.NoError(t, rows.Scan(&k))
			kinds = append(kinds, k)
		}
		return kinds, count(`SELECT count(*) FROM account_tokens`) - tokensBefore
	}
	knownJobs, knownTokens := work("ada@example.com")
	unknownJobs, unknownTokens := work("nobody@example.com")
	require.Len(t, knownJobs, 1, "one job queued")
	require.Equal(t, knownJobs, unknownJobs, "the same job for an address without an account")
	require.Zero(t, knownTokens, "no link is made while the visitor waits")
	require.Zero(t, unknownTokens)

	require.NoError(t, app.Server.Jobs.Drain(ctx))
	m := app.LastMailTo("ada@example.com")
	require.Equal(t, "Reset your Green Connect password", m.Subject)
	c := app.Client()
	link := app.LinkIn(m, "/reset/")
	require.Equal(t, http.StatusSeeOther, c.PostForm(link, url.Values{"password": {goodPassword}}).StatusCode)
	require.Empty(t, app.MailsTo("nobody@example.com"), "the job for an unknown address sends nothing")
}

// The job writes in the language of the page the request came from.
func TestTheQueuedResetMailSpeaksTheRequestersLanguage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.CreateUser("ada@example.com")
	c := app.Client()
	c.Header.Set("Accept-Language", "fr")
	forgot(t, app, c, "ada@example.com")
	require.Equal(t, "fr", app.LastMailTo("ada@example.com").Lang)
}
