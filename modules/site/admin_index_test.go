package site_test

import (
	"net/http"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

func TestTheIndexListsTheAreasTheUserMayReach(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)

	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	res := admin.Get("/admin")
	require.Equal(t, http.StatusOK, res.StatusCode)
	var areas []string
	res.Find(`[data-testid="admin-areas"] a`).Each(func(_ int, s *goquery.Selection) { areas = append(areas, s.AttrOr("href", "")) })
	for _, want := range []string{"/admin/users", "/admin/unverified", "/admin/profiles", "/admin/green-rating"} {
		require.Contains(t, areas, want, "each module's registration shows")
	}
	require.NotContains(t, areas, "/admin", "the index does not list itself")
	drawer := res.Find(`[data-testid="drawer-admin"] a`)
	require.Equal(t, len(areas)+1, drawer.Length(), "the drawer's admin section: the index and the same areas")
	require.Equal(t, "page", res.Find(`[data-testid="drawer-admin"] a[href="/admin"]`).AttrOr("aria-current", ""))

	mod := app.Client()
	mod.SignInAs(app.CreateUser("mod@example.com", account.RoleModerator))
	res = mod.Get("/admin")
	require.Equal(t, http.StatusOK, res.StatusCode, "moderators enter the admin area")
	var modAreas []string
	res.Find(`[data-testid="admin-areas"] a`).Each(func(_ int, s *goquery.Selection) { modAreas = append(modAreas, s.AttrOr("href", "")) })
	require.ElementsMatch(t, []string{"/admin/profiles", "/admin/reported-posts"}, modAreas,
		"a moderator sees their queues only: profile reviews and reported posts")
	res.Find(`[data-testid="drawer-admin"] a`).Each(func(_ int, s *goquery.Selection) {
		require.Contains(t, []string{"/admin", "/admin/profiles", "/admin/reported-posts"}, s.AttrOr("href", ""))
	})
	require.Equal(t, http.StatusForbidden, mod.Get("/admin/users").StatusCode)

	company := app.Client()
	company.SignInAs(app.CreateUser("co@example.com"))
	require.Equal(t, http.StatusForbidden, company.Get("/admin").StatusCode)
	require.Zero(t, company.Get("/").Find(`[data-testid="drawer-admin"]`).Length(), "no admin section without a role")
	require.Equal(t, http.StatusSeeOther, app.Client().Get("/admin").StatusCode, "visitors are asked to sign in")
}
