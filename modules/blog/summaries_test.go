package blog_test

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
	"greenconnect/modules/blog"
)

// A post keeps the start of its plain text beside its content, and the listings cut their
// excerpts from it (docs/blog.md, "Excerpts"). A post written before summaries were kept
// shows the same excerpt, made from its content, until the summaries job writes its
// summary, which leaves the post's version as it was.
func TestAPostsSummaryGivesItsExcerptAndTheJobWritesTheMissingOnes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	app := apptest.New(t, func(c *config.Config) { c.PageCacheMB = 0 })
	userID, profileID := author(t, app, "summaries@example.com")
	content := strings.Repeat("We put **panels** on the roof of the *depot*, and a battery under it. ", 200)
	p := publish(t, app, userID, profileID, "Our roof", content, "company_news")
	want := blog.Excerpt(content, blog.ExcerptLength)

	var summary *string
	summaryOf := func() {
		require.NoError(t, app.Pool.QueryRow(ctx, "SELECT summary FROM blog_posts WHERE id = $1", p.ID).Scan(&summary))
	}
	summaryOf()
	require.NotNil(t, summary, "a save writes the summary")
	require.Equal(t, blog.Summary(content), *summary)
	require.Equal(t, blog.SummaryLength, utf8.RuneCountInString(*summary))
	excerpts := func() {
		t.Helper()
		require.Equal(t, want, app.Client().Get("/blog").Text("[data-testid=excerpt]"))
		latest, err := app.Server.Modules.Blog.LatestPosts(ctx, profileID, 3)
		require.NoError(t, err)
		require.Len(t, latest, 1)
		require.Equal(t, want, latest[0].Excerpt)
	}
	excerpts()

	_, err := app.Pool.Exec(ctx, "UPDATE blog_posts SET summary = NULL WHERE id = $1", p.ID)
	require.NoError(t, err)
	excerpts() // made from the content

	n, err := app.Server.Modules.Blog.FillSummaries(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	summaryOf()
	require.NotNil(t, summary)
	require.Equal(t, blog.Summary(content), *summary)
	excerpts()
	var version int
	require.NoError(t, app.Pool.QueryRow(ctx, "SELECT version FROM blog_posts WHERE id = $1", p.ID).Scan(&version))
	require.Equal(t, p.Version, version, "an author's open form stays current")
	n, err = app.Server.Modules.Blog.FillSummaries(ctx)
	require.NoError(t, err)
	require.Zero(t, n, "nothing left to write")
}
