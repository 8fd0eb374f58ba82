package account_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

// An email change on an account changed since its page was opened is a 409 with the one
// conflict banner (docs/conventions.md, "Forms and errors"): what was typed kept, the link to
// the account as it is now, and the form carrying the new version, so keeping mine saves.
func TestAStaleEmailChangeShowsTheConflictBanner(t *testing.T) {
	t.Parallel()
	app, c, _ := adminApp(t)
	user := app.CreateUser("old@example.com")
	page := "/admin/users/" + user.String()
	stale := version(t, c, user)
	res := c.PostForm(page+"/roles", url.Values{"version": {stale}, "roles": {"moderator"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)

	res = c.PostForm(page+"/email", url.Values{"version": {stale}, "email": {"new@example.com"}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	banner := res.Find(`[data-testid="user-email-form"] [data-testid="conflict"]`)
	require.Equal(t, 1, banner.Length(), "the banner, inside the form its button submits")
	require.Contains(t, banner.Text(), "changed since you opened the page")
	require.Equal(t, page, banner.Find("a").AttrOr("href", ""))
	require.Equal(t, 1, banner.Find(`button[name="overwrite"]`).Length())
	form := res.Find(`[data-testid="user-email-form"]`)
	require.Equal(t, "new@example.com", form.Find("#f-email").AttrOr("value", ""), "what was typed is kept")
	current := form.Find(`input[name="version"]`).AttrOr("value", "")
	require.NotEqual(t, stale, current)
	require.Empty(t, app.MailsTo("new@example.com"))

	res = c.PostForm(page+"/email", url.Values{"version": {current}, "email": {"new@example.com"}, "overwrite": {"1"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.NotNil(t, app.LastMailTo("new@example.com"))
}
