package blog_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
	"greenconnect/modules/blog"
)

// The moderation queue is a list like the others (docs/conventions.md, "Admin pages"): the
// reported or the hidden posts, searched by title, sorted, a page of 25, without JavaScript.
func TestTheModerationQueueIsSearchedSortedAndPaged(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	ownerID, profileID := author(t, app, "prolific@example.com")
	r1, p1 := author(t, app, "reader1@example.com")
	r2, p2 := author(t, app, "reader2@example.com")
	svc := app.Server.Modules.Blog
	for i := range 27 {
		p := publish(t, app, ownerID, profileID, fmt.Sprintf("Reported post %02d", i), "Buy now.", "company_news")
		require.NoError(t, svc.Report(ctx, r1, p1, p.ID, blog.ReportInput{Reason: "spam"}))
		if i == 5 {
			require.NoError(t, svc.Report(ctx, r2, p2, p.ID, blog.ReportInput{Reason: "spam"}), "the most reported")
		}
	}
	mod := app.Client()
	mod.SignInAs(app.CreateUser("queue-mod@example.com", account.RoleModerator))

	first := mod.Get("/admin/reported-posts")
	require.Equal(t, http.StatusOK, first.StatusCode)
	rows := first.Find(`[data-testid="queue-table"] tbody th`)
	require.Equal(t, 25, rows.Length(), "a page of 25")
	require.Equal(t, "Reported post 05", rows.First().Text(), "the most reported first")
	require.Contains(t, first.Text(`[data-testid="list-count"]`), "27")
	require.Equal(t, 2, mod.Get("/admin/reported-posts?page=2").Find(`[data-testid="queue-table"] tbody th`).Length())
	byTitle := mod.Get("/admin/reported-posts?sort=title&dir=asc")
	require.Equal(t, "Reported post 00", byTitle.Find(`[data-testid="queue-table"] tbody th`).First().Text())
	found := mod.Get("/admin/reported-posts?q=post+2")
	require.Equal(t, 7, found.Find(`[data-testid="queue-table"] tbody th`).Length(), "Reported post 20 to 26")
	require.Equal(t, "post 2", found.Find(`#f-queue-q`).AttrOr("value", ""), "the search stays in its box")
	hidden := mod.Get("/admin/reported-posts?status=hidden")
	require.Equal(t, 1, hidden.Find(`[data-testid="list-empty"]`).Length(), "none hidden yet")
	require.Equal(t, "hidden", hidden.Find(`#f-queue-status option[selected]`).AttrOr("value", ""))
	require.Equal(t, http.StatusOK, mod.Get("/admin/reported-posts?status=%27&page=99999999999&sort=x").StatusCode)
}
