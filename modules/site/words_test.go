package site_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// Words (docs/shell.md, "Errors"; docs/conventions.md, "Admin pages"): a company's plain
// visit to a staff page says it is for staff, not that a form expired; an empty queue says it
// is empty; the owner's email asks for the owner's address.
func TestStaffPagesUseTheRightWords(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	co := app.Client()
	co.SignInAs(app.CreateUser("co@example.com"))
	res := co.Get("/admin/profiles")
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	require.Contains(t, res.Text(`[data-testid="error-page"]`), "This page is for the site’s staff")
	require.NotContains(t, res.Text(`[data-testid="error-page"]`), "expired")

	mod := app.Client()
	mod.SignInAs(app.CreateUser("mod@example.com", account.RoleModerator))
	empty := mod.Get("/admin/profiles")
	require.Equal(t, "No profiles are waiting for review.", empty.Text(`[data-testid="list-empty"]`))
	searched := mod.Get("/admin/profiles?q=nobody")
	require.Contains(t, searched.Text(`[data-testid="list-empty"]`), "Change the search")

	admin := app.Client()
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	add := admin.PostForm("/admin/companies", url.Values{"companyName": {"Owned Co"}, "email": {""}, "country": {"RO"},
		"industry": {"energy"}, "lang": {"en"}})
	require.Equal(t, http.StatusUnprocessableEntity, add.StatusCode)
	require.Equal(t, "Enter the owner’s email address.", add.Text(`#f-email-error span`))
}
