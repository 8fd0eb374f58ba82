package blog_test

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
	"greenconnect/modules/blog"
	"greenconnect/modules/blog/store"
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

// A summary follows its content: a change of the content that writes no summary (an
// instance of before summaries, during a deploy) leaves none, and the job does not write a
// summary made of a version that a save has since replaced.
func TestASummaryNeverDescribesAnOldContent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	app := apptest.New(t, func(c *config.Config) { c.PageCacheMB = 0 })
	userID, profileID := author(t, app, "stale@example.com")
	p := publish(t, app, userID, profileID, "Our roof", "We put panels on it.", "company_news")
	summary := func() *string {
		var s *string
		require.NoError(t, app.Pool.QueryRow(ctx, "SELECT summary FROM blog_posts WHERE id = $1", p.ID).Scan(&s))
		return s
	}

	_, err := app.Pool.Exec(ctx, "UPDATE blog_posts SET content = 'We put a battery under it.' WHERE id = $1", p.ID)
	require.NoError(t, err)
	require.Nil(t, summary(), "a content written without its summary leaves none")
	require.Equal(t, "We put a battery under it.", app.Client().Get("/blog").Text("[data-testid=excerpt]"))

	q := store.New(app.Pool)
	read, err := q.ListUnsummarizedPosts(ctx, 10)
	require.NoError(t, err)
	require.Len(t, read, 1)
	saved, err := app.Server.Modules.Blog.Save(ctx, profileID, userID, blog.PostInput{ID: p.ID, Version: int(read[0].Version),
		Title: "Our roof", Content: "We put a heat pump in it.", Category: "company_news", Published: true})
	require.NoError(t, err)
	n, err := q.SetPostSummaries(ctx, store.SetPostSummariesParams{Ids: []uuid.UUID{p.ID}, Versions: []int32{read[0].Version},
		Summaries: []string{blog.Summary(read[0].Content)}})
	require.NoError(t, err)
	require.Zero(t, n, "the version read is gone")
	require.NotNil(t, summary())
	require.Equal(t, blog.Summary(saved.Content), *summary())
	require.Equal(t, "We put a heat pump in it.", app.Client().Get("/blog").Text("[data-testid=excerpt]"))
}
