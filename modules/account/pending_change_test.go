package account_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// confirmEmailChange opens an email-change link and presses its button, as a person does.
func confirmEmailChange(t *testing.T, c *apptest.Client, link string) *apptest.Response {
	t.Helper()
	page := c.Get(link)
	require.Equal(t, http.StatusOK, page.StatusCode, page.Body)
	form := page.Find("form[data-testid=email-confirm-form]")
	require.Equal(t, 1, form.Length(), "the link opens a page with a button")
	require.Equal(t, "post", form.AttrOr("method", ""))
	return c.PostForm(form.AttrOr("action", ""), nil)
}

// pendingLinks counts the account's unused verification and email-change links.
func pendingLinks(t *testing.T, app *apptest.App, id uuid.UUID) int {
	t.Helper()
	var n int
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT count(*) FROM account_tokens
		WHERE user_id = $1 AND purpose IN ('verify', 'email_change') AND used_at IS NULL`, id).Scan(&n))
	return n
}

// Mail scanners follow links: opening an email-change link changes nothing, its page's
// button does.
func TestAnEmailChangeLinkOnlyShowsAButton(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("old@example.com"))
	c.PostForm("/user/profile/email", url.Values{"email": {"new@example.com"}, "current": {apptest.Password}})
	link := app.LinkIn(app.LastMailTo("new@example.com"), "/email/confirm/")

	page := app.Client().Get(link)
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Contains(t, page.Text("main"), "new@example.com")
	require.Equal(t, "old@example.com", signedInAs(t, c), "following the link alone changes nothing")
	require.Empty(t, app.MailsTo("old@example.com"))

	res := app.Client().PostForm(link+"x", nil)
	require.Equal(t, http.StatusGone, res.StatusCode, "an unknown link is refused")
	require.Equal(t, "old@example.com", signedInAs(t, c))

	require.Equal(t, http.StatusSeeOther, confirmEmailChange(t, app.Client(), link).StatusCode,
		"any browser may press the button: the link proves the mailbox")
	require.Equal(t, "new@example.com", signedInAs(t, c))
}

func TestAPendingEmailChangeCanBeCancelled(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("old@example.com"))
	c.PostForm("/user/profile/email", url.Values{"email": {"new@example.com"}, "current": {apptest.Password}})
	link := app.LinkIn(app.LastMailTo("new@example.com"), "/email/confirm/")
	settings := c.Get("/user/profile")
	form := settings.Find("[data-testid=pending-email] form[data-testid=email-cancel-form]")
	require.Equal(t, 1, form.Length(), "settings offer to cancel the pending change")

	visitor := app.Client().PostForm(form.AttrOr("action", ""), nil)
	require.NotEqual(t, http.StatusOK, visitor.StatusCode)
	require.Equal(t, 1, c.Get("/user/profile").Find("[data-testid=pending-email]").Length(), "a visitor cancels nothing")

	res := c.PostForm(form.AttrOr("action", ""), nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, 0, c.Get("/user/profile").Find("[data-testid=pending-email]").Length())
	require.Equal(t, http.StatusGone, app.Client().Get(link).StatusCode)
	require.Equal(t, http.StatusGone, app.Client().PostForm(link, nil).StatusCode)
	require.Equal(t, "old@example.com", signedInAs(t, c))
}

// A password reset or change, "sign out everywhere" and an admin disabling the account end
// what was pending: the email-change link (even one issued and not yet voided, by its
// session epoch) and the known-device marks.
func TestWhatEndsEverySessionEndsAPendingEmailChange(t *testing.T) {
	t.Parallel()
	for name, end := range map[string]func(t *testing.T, app *apptest.App, c *apptest.Client, id uuid.UUID){
		"password change": func(t *testing.T, _ *apptest.App, c *apptest.Client, _ uuid.UUID) {
			res := c.PostForm("/user/profile/password", url.Values{"current": {apptest.Password}, "password": {goodPassword}})
			require.Equal(t, http.StatusSeeOther, res.StatusCode)
		},
		"password reset": func(t *testing.T, app *apptest.App, _ *apptest.Client, _ uuid.UUID) {
			visitor := app.Client()
			forgot(t, app, visitor, "ada@example.com")
			link := app.LinkIn(app.LastMailTo("ada@example.com"), "/reset/")
			res := visitor.PostForm(link, url.Values{"password": {goodPassword}})
			require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
		},
		"sign out everywhere": func(t *testing.T, _ *apptest.App, c *apptest.Client, _ uuid.UUID) {
			require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/signout-everywhere", nil).StatusCode)
		},
		"disabled by an admin": func(t *testing.T, app *apptest.App, _ *apptest.Client, id uuid.UUID) {
			admin := app.Client()
			admin.SignInAs(app.CreateUser("admin@example.com", "admin"))
			res := admin.PostForm("/admin/users/"+id.String()+"/disable", url.Values{"version": {version(t, admin, id)}})
			require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
			res = admin.PostForm("/admin/users/"+id.String()+"/enable", url.Values{"version": {version(t, admin, id)}})
			require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			app := apptest.New(t)
			id := app.CreateUser("ada@example.com")
			laptop := app.Client()
			res := signIn(laptop, "ada@example.com", apptest.Password)
			require.Equal(t, http.StatusSeeOther, res.StatusCode)
			mark := ""
			for _, ck := range res.Cookies() {
				if ck.Name == "gc_device" {
					mark = ck.Value
				}
			}
			require.NotEmpty(t, mark)
			laptop.PostForm("/user/profile/email", url.Values{"email": {"new@example.com"}, "current": {apptest.Password}})
			link := app.LinkIn(app.LastMailTo("new@example.com"), "/email/confirm/")
			require.Equal(t, http.StatusOK, app.Client().Get(link).StatusCode)

			end(t, app, laptop, id)

			require.Zero(t, pendingLinks(t, app, id), "no verification or email-change link is left")
			require.Equal(t, http.StatusGone, app.Client().Get(link).StatusCode, "the link is void")
			require.Equal(t, http.StatusGone, app.Client().PostForm(link, nil).StatusCode)
			_, err := app.Pool.Exec(context.Background(), `UPDATE account_tokens SET used_at = NULL WHERE user_id = $1 AND purpose = 'email_change'`, id)
			require.NoError(t, err)
			require.Equal(t, http.StatusGone, app.Client().PostForm(link, nil).StatusCode,
				"a link of an earlier session epoch is refused even when not voided")
			owner := app.Client()
			owner.SignInAs(id)
			require.Equal(t, 0, owner.Get("/user/profile").Find("[data-testid=pending-email]").Length(), "settings show no pending address")
			require.Equal(t, "ada@example.com", signedInAs(t, owner))

			// The old mark no longer lets a device past the account's hold.
			attacker := app.Client()
			for i := 0; i < 6; i++ {
				signIn(attacker, "ada@example.com", "guess")
			}
			stolen := app.Client()
			stolen.SetCookie("gc_device", mark)
			require.Equal(t, http.StatusTooManyRequests, signIn(stolen, "ada@example.com", "guess").StatusCode,
				"a device mark from before is not a known device any more")
		})
	}
}
