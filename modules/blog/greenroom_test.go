package blog_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/blog"
)

// The Green Room rule on the app clock (docs/blog.md, "Green Room points"): a published,
// not hidden post in each of the 12 complete ISO weeks (Monday 00:00 UTC) before this one.
func TestGreenRoomPointsAtTheWeekEdges(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	userID, profileID := author(t, app, "weekly@example.com")
	monday := time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC) // a Monday
	var posts []blog.Post
	for i := 12; i >= 1; i-- {
		app.Clock.Set(monday.AddDate(0, 0, -7*i)) // each week's first instant
		posts = append(posts, publish(t, app, userID, profileID, "Week", "Content", "company_news"))
	}
	greenRoom := func(at time.Time) int {
		app.Clock.Set(at)
		rec, err := app.Server.Modules.Profiles.OwnRecord(ctx, userID)
		require.NoError(t, err)
		return rec.Result().GreenRoom
	}
	require.Equal(t, 50, greenRoom(monday), "the week after the 12th starts: earned")
	require.Equal(t, 50, greenRoom(monday.AddDate(0, 0, 7).Add(-time.Nanosecond)), "to the last instant of that week")
	require.Equal(t, 0, greenRoom(monday.AddDate(0, 0, 7)), "next Monday the oldest week leaves the window")
	require.Equal(t, 0, greenRoom(monday.Add(-time.Nanosecond)), "before Monday the 12th week is still the current one")

	// A hidden post stops counting at once, and counts again when restored.
	moderator := app.CreateUser("mod@example.com", "moderator")
	app.Clock.Set(monday)
	actor := auditActor(moderator)
	require.NoError(t, app.Server.Modules.Blog.Hide(ctx, actor, posts[5].ID, "Off topic"))
	require.Equal(t, 0, greenRoom(monday))
	require.NoError(t, app.Server.Modules.Blog.Restore(ctx, actor, posts[5].ID))
	require.Equal(t, 50, greenRoom(monday))

	// A post deleted stops counting; blogPostCount counts the published posts.
	require.NoError(t, app.Server.Modules.Blog.Delete(ctx, profileID, posts[0].ID))
	require.Equal(t, 0, greenRoom(monday))
	rec, err := app.Server.Modules.Profiles.OwnRecord(ctx, userID)
	require.NoError(t, err)
	require.Equal(t, 11, rec.BlogPostCount)
}

func TestGreenRoomProgressOnTheRatingPage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	userID, profileID := author(t, app, "weekly@example.com")
	monday := time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)
	for _, weeksBack := range []int{1, 2, 5} {
		app.Clock.Set(monday.AddDate(0, 0, -7*weeksBack+2))
		publish(t, app, userID, profileID, "Week", "Content", "company_news")
	}
	app.Clock.Set(monday.AddDate(0, 0, 1))
	c := app.Client()
	c.SignInAs(userID)
	res := c.Get("/sustainability-profile")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "3 of the 12 weeks before this one have a post; the points need all 12, in a row, Monday to Sunday. "+
		"This week does not count yet: a post in it counts once the week is over. Post next in the week starting November 2, 2026.",
		res.Text("[data-testid=plain-greenroom-progress]"), "the hint says what counts (docs/blog.md, \"Green Room points\")")
	publish(t, app, userID, profileID, "This week", "Content", "company_news")
	require.Contains(t, c.Get("/sustainability-profile").Text("[data-testid=plain-greenroom-progress]"), "November 9, 2026")
}
