package blog_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/db"
	"greenconnect/modules/blog"
	"greenconnect/modules/blog/store"
)

// TestListingPlansReadAboutOnePageOfRows: with 20,000 public posts, every statement behind
// The Green Room's listing, whatever its category, search or page, walks an index (no
// sequential scan of blog_posts) and reads about its bound of rows: its cost does not grow
// with the number of posts (docs/blog.md, "Listings at any size").
func TestListingPlansReadAboutOnePageOfRows(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	// Posts by many companies, as on the site: with three, PostgreSQL would take any company
	// for a third of the posts and plan a company's latest posts for that.
	authors := loadTestAuthors(t, app, "plans", 60)
	svc := app.Server.Modules.Blog
	made, err := svc.SeedLoadTest(ctx, authors, 20000)
	require.NoError(t, err)
	require.Equal(t, 20000, made)
	again, err := svc.SeedLoadTest(ctx, authors, 20000)
	require.NoError(t, err)
	require.Zero(t, again, "the set is made once")
	// A company that wrote one post, long ago: a walk of every company's posts from the
	// newest would read all 20,000 to find it.
	rareUser, rareProfile := author(t, app, "plans-rare@example.com")
	old := publish(t, app, rareUser, rareProfile, "An early post", "Written before the others.", "company_news")
	_, err = app.Pool.Exec(ctx, "UPDATE blog_posts SET published_at = '2020-01-01' WHERE id = $1", old.ID)
	require.NoError(t, err)
	_, err = app.Pool.Exec(ctx, "VACUUM ANALYZE blog_posts") // as autovacuum leaves a table
	require.NoError(t, err)
	e := &apptest.Explainer{DB: app.Pool}

	// A page walks to itself (CountBound + PageSize at most) and counts to the bound
	// (CountBound + 1). A category's statements walk the newest posts and skip the other
	// categories' (PostgreSQL prefers that index, in the table's order, to the category's
	// own): the bound over the category's share, a fifth here, whatever the number of
	// posts. A search walks the WalkBound newest posts (one word: its start's newest
	// entries), and when they hold fewer than SearchBound+1 matches reads the word's own
	// ("solar": 1,667 here).
	const budget = 2*blog.CountBound + blog.PageSize + 1
	const categoryBudget = 5 * budget
	const searchBudget = 2 * blog.WalkBound
	// A search of one word walks its start's newest entries in post_words instead, each
	// checked on the words it carries: its 201 newest matches and a few entries whose
	// words miss the rest of the word, then the page's ten posts.
	const wordBudget = 2*(blog.SearchBound+1) + blog.PageSize
	// The listing's statements run prepared: planned for their values on a connection's
	// first five runs, then, where PostgreSQL finds it no dearer, with its generic plan.
	// Both are checked.
	for _, plan := range []struct {
		name string
		db   db.DBTX
	}{{"custom", e}, {"generic", e.Prepared()}} {
		restore := blog.SetListingDB(svc, plan.db)
		for _, q := range []string{"", "page=2", "page=100", "page=99999", "category=company_news",
			"category=business_enquiries&page=40", "q=green", "q=green&page=20", "q=solar", "q=solar&page=3",
			"q=part", "q=12345", "q=zzzz", "q=green+solar", "q=solar&category=company_news", "q=%27%26%7C%21"} {
			v, _ := url.ParseQuery(q)
			f := blog.ParseFilter(v)
			page, err := svc.List(ctx, f)
			require.NoError(t, err, q)
			if q == "" || strings.HasPrefix(q, "page=") || strings.HasPrefix(q, "category=") {
				require.NotEmpty(t, page.Entries, q)
			}
			plans := e.Take()
			if f.Query != "" && len(plans) == 0 {
				continue // text without a word: nothing is read
			}
			require.NotEmpty(t, plans, q)
			if !strings.Contains(q, "page=") {
				assert.Len(t, plans, 1, "%s: the page and its count in one statement", q)
			}
			limit := budget
			if f.Query != "" {
				limit = searchBudget
			} else if f.Category != "" {
				limit = categoryBudget
			}
			for _, p := range plans {
				require.NoError(t, p.Err, "%s (%s plan)", q, plan.name)
				rows, seq := p.Root.RowsRead("blog_posts", "post_words")
				assert.Empty(t, seq, "%s (%s plan): a sequential scan\n%s", q, plan.name, p.Root.Outline())
				if q == "q=green" || q == "q=solar" || strings.HasPrefix(q, "q=solar&page") {
					// A common word walks its start's entries (post_words) to its 201 newest
					// matches and reads the page's posts: about that many, however many match.
					assert.LessOrEqual(t, rows, float64(wordBudget), "%s (%s plan): %.0f rows read\n%s", q, plan.name, rows, p.Root.Outline())
				}
				assert.LessOrEqual(t, rows, float64(limit), "%s (%s plan): %.0f rows read\n%s", q, plan.name, rows, p.Root.Outline())
				t.Logf("%s (%s plan): %.0f rows read\n%s", q, plan.name, rows, p.Root.Outline())
			}
		}
		restore()
	}
	// A company page's latest posts read those posts (the company's own index walked in
	// their order), neither every post of the company (333 for a seeded author) sorted nor
	// every company's newest first (all 20,000 for the rare one). Its generic plan is as
	// good, so it is planned once per connection, not on each view.
	for _, plan := range []struct {
		name string
		db   db.DBTX
	}{{"custom", e}, {"generic", e.Prepared()}} {
		for _, c := range []struct {
			profile uuid.UUID
			posts   int
		}{{authors[0].ProfileID, blog.CompanyPostsShown}, {rareProfile, 1}} {
			latest, err := store.New(plan.db).ListCompanyPosts(ctx, store.ListCompanyPostsParams{
				ProfileID: c.profile, MaxRows: blog.CompanyPostsShown})
			require.NoError(t, err)
			require.Len(t, latest, c.posts)
			plans := e.Take()
			require.Len(t, plans, 1)
			require.NoError(t, plans[0].Err)
			rows, seq := plans[0].Root.RowsRead("blog_posts")
			assert.Empty(t, seq, "a company's latest posts (%s plan)", plan.name)
			assert.LessOrEqual(t, rows, float64(c.posts),
				"a company's latest posts (%s plan): %.0f rows read\n%s", plan.name, rows, plans[0].Root.Outline())
		}
	}
	// And PostgreSQL keeps that one plan: planned for a company's own values, a company with
	// few posts looked cheaper than the single plan, so every view was planned again (0.16
	// and 0.28 ms of planning on the 10× set). Their values are hidden from the planner
	// (docs/conventions.md, "Plans the same for every value").
	conn, err := app.Pool.Acquire(ctx)
	require.NoError(t, err)
	defer conn.Release()
	q := store.New(conn)
	for range 8 {
		_, err := q.ListCompanyPosts(ctx, store.ListCompanyPostsParams{ProfileID: rareProfile, MaxRows: blog.CompanyPostsShown})
		require.NoError(t, err)
		_, err = q.ListPublishedPostTimes(ctx, store.ListPublishedPostTimesParams{ProfileID: rareProfile, Since: time.Now().AddDate(0, -6, 0)})
		require.NoError(t, err)
	}
	for _, name := range []string{"ListCompanyPosts", "ListPublishedPostTimes"} {
		var generic, custom int64
		require.NoError(t, conn.QueryRow(ctx, `SELECT generic_plans, custom_plans FROM pg_prepared_statements
			WHERE statement LIKE '-- name: ' || $1 || ' %'`, name).Scan(&generic, &custom))
		assert.Positive(t, generic, "%s: planned once for every company (%d custom plans)", name, custom)
	}

	first, err := svc.List(ctx, blog.Filter{Page: 1})
	require.NoError(t, err)
	require.True(t, first.More, "20,000 posts are counted to the bound")
	require.Equal(t, blog.CountBound, first.Total)
	last, err := svc.List(ctx, blog.ParseFilter(url.Values{"page": {"99999"}}))
	require.NoError(t, err)
	require.Len(t, last.Entries, blog.PageSize, "the last page the listing shows is full")
	rare, err := svc.List(ctx, blog.Filter{Query: "12345", Page: 1})
	require.NoError(t, err)
	require.Equal(t, 1, rare.Total)
	require.False(t, rare.More)
}
