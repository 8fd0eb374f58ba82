package blog_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
	"greenconnect/modules/blog"
)

// Excerpts are kept (docs/blog.md, "Excerpts"), yet an edit shows its new excerpt at once,
// with no page cache in between to hide a stale one.
func TestAnEditedPostShowsItsNewExcerpt(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, func(c *config.Config) { c.PageCacheMB = 0 })
	userID, profileID := author(t, app, "editor@example.com")
	p := publish(t, app, userID, profileID, "Our roof", "We put **panels** on it.", "company_news")
	anon := app.Client()
	list := anon.Get("/blog")
	require.Equal(t, http.StatusOK, list.StatusCode)
	require.Equal(t, "We put panels on it.", list.Text("[data-testid=excerpt]"))

	_, err := app.Server.Modules.Blog.Save(context.Background(), profileID, userID, blog.PostInput{ID: p.ID,
		Version: p.Version, Title: "Our roof", Content: "We put *a battery* under it.", Category: "company_news",
		Published: true})
	require.NoError(t, err)
	list = anon.Get("/blog")
	require.Equal(t, "We put a battery under it.", list.Text("[data-testid=excerpt]"))
}
