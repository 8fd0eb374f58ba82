package blog_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/server"
	"greenconnect/modules/blog"
	"greenconnect/modules/rating"
)

// make run's Green Room: 30+ posts over every category, and a company that posted in each of
// the last 12 weeks, so it shows 495 points and Green Champion in the directory, on its page
// and on its badge.
func TestDemoDataReachesTheMaximum(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	require.NoError(t, app.Server.SeedDemo(ctx))
	require.NoError(t, app.Server.SeedDemo(ctx), "a second run changes nothing")
	m := app.Server.Modules

	all, err := m.Blog.List(ctx, blog.Filter{Page: 1})
	require.NoError(t, err)
	require.GreaterOrEqual(t, all.Total, 30)
	for _, c := range blog.Categories {
		page, err := m.Blog.List(ctx, blog.Filter{Category: c, Page: 1})
		require.NoError(t, err)
		require.NotZero(t, page.Total, c)
	}

	u, err := m.Accounts.ByEmail(ctx, server.DemoChampionEmail)
	require.NoError(t, err)
	id, err := m.Profiles.ProfileIDForUser(ctx, u.ID)
	require.NoError(t, err)
	l, err := m.Profiles.Listing(ctx, id)
	require.NoError(t, err)
	require.Equal(t, 495, l.Rating.Total)
	require.Equal(t, rating.LevelChampion, l.Rating.Level)

	anon := app.Client()
	page := anon.Get("/companies/" + id.String())
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "495 points", page.Text("[data-testid=total]"))
	require.Equal(t, 3, page.Find("[data-testid=latest-posts] li").Length())
	dir := anon.Get("/directory?q=Nordlys")
	require.Contains(t, dir.Text("[data-testid=company-entry]"), "495")
	badge := anon.Get("/badge/" + id.String() + ".json")
	require.Contains(t, badge.Body, "495")
}
