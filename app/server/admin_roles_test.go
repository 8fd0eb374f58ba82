package server_test

import (
	"net/http"
	"sort"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// moderatorAreas are the admin pages moderators work (docs/blog.md, "Reporting and
// moderation"): the profile reviews, the reported posts and the index that links them.
var moderatorAreas = []string{"/admin/profiles", "/admin/reported-posts"}

// TestEveryAdminRouteRefusesCompaniesAndModeratorsOnTheServer walks every route under /admin
// and /api/greenRating, reading and changing, as a company, a moderator and an admin: the
// company is refused (403) everywhere, the moderator everywhere but their queues, the admin
// nowhere. Guards are on the routes, not in the drawer.
func TestEveryAdminRouteRefusesCompaniesAndModeratorsOnTheServer(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	users := map[string]uuid.UUID{
		"company":   app.CreateUser("walker-company@example.com"),
		"moderator": app.CreateUser("walker-moderator@example.com", account.RoleModerator),
		"admin":     app.CreateUser("walker-admin@example.com", account.RoleAdmin),
	}
	clients := map[string]*apptest.Client{}
	for who, id := range users {
		clients[who] = app.Client()
		clients[who].SignInAs(id)
	}
	ask := func(who, method, path string) int {
		c := clients[who]
		req, _ := http.NewRequest(method, apptest.BaseURL+path, strings.NewReader("_csrf="+c.Token()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-XSRF-TOKEN", c.Token())
		return c.Do(req).StatusCode
	}

	var wrong []string
	seen, walked := map[string]bool{}, 0
	for _, r := range app.Server.App.GetRoutes(true) {
		if r.Method == http.MethodHead || r.Method == http.MethodOptions || seen[r.Method+r.Path] ||
			!(r.Path == "/admin" || strings.HasPrefix(r.Path, "/admin/") || strings.HasPrefix(r.Path, "/api/greenRating")) {
			continue
		}
		seen[r.Method+r.Path] = true
		if r.Method == http.MethodGet && r.Path == "/api/greenRating" {
			continue // the points table is public (docs/rating.md, "The table's JSON"); its POST is the admins'
		}
		walked++
		path := routeParam.ReplaceAllLiteralString(r.Path, uuid.NewString())
		moderates := r.Path == "/admin"
		for _, area := range moderatorAreas {
			moderates = moderates || r.Path == area || strings.HasPrefix(r.Path, area+"/")
		}
		for who, refused := range map[string]bool{"company": true, "moderator": !moderates, "admin": false} {
			if got := ask(who, r.Method, path); (got == http.StatusForbidden) != refused {
				wrong = append(wrong, who+" "+r.Method+" "+r.Path+" → "+http.StatusText(got))
			}
		}
	}
	sort.Strings(wrong)
	require.Greater(t, walked, 40, "every admin route is walked")
	require.Empty(t, wrong)
}
