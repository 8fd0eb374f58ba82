package blog_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// TestAPostChangedReadsItsOwnWords: the trigger that keeps post_words deletes a changed
// post's old entries through the table's index on the post, not through a join that reads
// every post's words (migration 01050; docs/directory.md, "Listings at any size").
func TestAPostChangedReadsItsOwnWords(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, err := app.Server.Modules.Blog.SeedLoadTest(ctx, loadTestAuthors(t, app, "words", 10), 2000)
	require.NoError(t, err)
	var entries int
	require.NoError(t, app.Pool.QueryRow(ctx, "SELECT count(*) FROM post_words").Scan(&entries))
	plan, err := apptest.TriggerDeletePlan(ctx, app.Pool, "post_words_changed", "blog_posts", "published AND NOT hidden",
		"published_at = published_at - interval '1 second'")
	require.NoError(t, err)
	rows, seq := plan.RowsRead("post_words")
	assert.Empty(t, seq, "a sequential scan\n%s", plan.Outline())
	assert.Positive(t, rows, "the post's entries deleted\n%s", plan.Outline())
	assert.Less(t, rows, float64(entries)/20, "%.0f of %d entries read for one post\n%s", rows, entries, plan.Outline())
}
