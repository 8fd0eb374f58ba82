package blog_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/blog"
)

// TestTheWordTableFollowsEveryPost: a search of one word walks post_words, which each
// change's own transaction keeps (docs/blog.md, "Listings at any size"): after each change
// the table holds exactly the starts of the public posts' words, with their time and words,
// and a search finds what the text holds, accents and case folded, and nothing of a draft,
// a hidden post or a deleted one.
func TestTheWordTableFollowsEveryPost(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	svc := app.Server.Modules.Blog
	userID, profileID := author(t, app, "words@example.com")
	moderator := app.CreateUser("words-moderator@example.com")
	found := func(q string) []string {
		t.Helper()
		var stray int
		require.NoError(t, app.Pool.QueryRow(ctx, `
			SELECT count(*) FROM (
				(SELECT word, post_id, published_at, lexemes FROM post_words
				 EXCEPT SELECT w.word, id, published_at, w.lexemes FROM blog_posts, gc_word_lexemes(search) w
				 WHERE published AND NOT hidden)
				UNION ALL
				(SELECT w.word, id, published_at, w.lexemes FROM blog_posts, gc_word_lexemes(search) w
				 WHERE published AND NOT hidden
				 EXCEPT SELECT word, post_id, published_at, lexemes FROM post_words)) d`).Scan(&stray))
		require.Zero(t, stray, "the word table out of step with the posts")
		page, err := svc.List(ctx, blog.Filter{Query: q})
		require.NoError(t, err)
		titles := []string{}
		for _, e := range page.Entries {
			titles = append(titles, e.Title)
		}
		return titles
	}
	require.Empty(t, found("geothermal"))

	post := publish(t, app, userID, profileID, "Géothermie", "Géothermie for the town's schools.", "company_news")
	_, err := svc.Save(ctx, profileID, userID, blog.PostInput{Title: "Geothermal draft", Content: "Not out yet.", Category: "company_news"})
	require.NoError(t, err)
	require.Equal(t, []string{"Géothermie"}, found("geoth"), "published only, a word's prefix")
	require.Equal(t, []string{"Géothermie"}, found("GÉOTHERMIE"), "accents and case folded")
	require.Equal(t, []string{"Géothermie"}, found("schools"), "its content")

	post, err = svc.Save(ctx, profileID, userID, blog.PostInput{ID: post.ID, Version: post.Version, Title: "Heat pumps",
		Content: "Heat pumps for the town's schools.", Category: "company_news", Published: true})
	require.NoError(t, err)
	require.Empty(t, found("geothermie"), "a word its edit dropped")
	require.Equal(t, []string{"Heat pumps"}, found("pumps"))

	require.NoError(t, svc.Hide(ctx, auditActor(moderator), post.ID, "Off topic."))
	require.Empty(t, found("pumps"), "hidden")
	require.NoError(t, svc.Restore(ctx, auditActor(moderator), post.ID))
	require.Equal(t, []string{"Heat pumps"}, found("pumps"), "restored")
	require.NoError(t, svc.Delete(ctx, profileID, post.ID))
	require.Empty(t, found("pumps"), "deleted")
}
