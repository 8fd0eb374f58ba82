package blog_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// TestAnAuthorAsksForAnotherLookOncePerHiding (docs/blog.md, "Reporting and moderation"):
// the author of a hidden post asks once, with a message; the post waits in the moderators'
// queue (the staff dashboard counts it); a second ask is refused until it is hidden again.
func TestAnAuthorAsksForAnotherLookOncePerHiding(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	ownerID, profileID := author(t, app, "hidden@example.com")
	otherID, _ := author(t, app, "nosy@example.com")
	modID := app.CreateUser("looker@example.com", account.RoleModerator)
	p := publish(t, app, ownerID, profileID, "Our offer", "Buy our panels.", "company_news")
	svc := app.Server.Modules.Blog
	owner, other, mod := app.Client(), app.Client(), app.Client()
	owner.SignInAs(ownerID)
	other.SignInAs(otherID)
	mod.SignInAs(modID)
	ask := "/blog/" + p.ID.String() + "/review"

	require.Zero(t, owner.Get("/blog/mine").Find(`[data-testid="review-ask"]`).Length(), "a public post has nothing to ask")
	require.Equal(t, http.StatusNotFound, owner.PostForm(ask, url.Values{}).StatusCode)

	require.NoError(t, svc.Hide(ctx, auditActor(modID), p.ID, "Advertising."))
	app.Clock.Advance(time.Hour)
	mine := owner.Get("/blog/mine")
	require.Equal(t, 1, mine.Find(`[data-testid="review-ask"] textarea[name="message"]`).Length())
	require.Equal(t, http.StatusNotFound, other.PostForm(ask, url.Values{"message": {"Mine now"}}).StatusCode, "another company's post")

	res := owner.PostForm(ask, url.Values{"message": {"We removed the prices."}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	mine = owner.Get("/blog/mine")
	require.Contains(t, mine.Text(".flash"), "The moderators will look at the post again.")
	require.Contains(t, mine.Text(`[data-testid="review-asked"]`), "You asked for another look on")
	require.Zero(t, mine.Find(`[data-testid="review-ask"]`).Length())
	require.Contains(t, owner.Get("/dashboard").Text(`[data-testid="dash-posts"]`), "Another look asked for 1 hidden post(s)")

	// A second ask is refused with a message.
	require.Equal(t, http.StatusSeeOther, owner.PostForm(ask, url.Values{}).StatusCode)
	require.Contains(t, owner.Get("/blog/mine").Text(".flash"), "You have already asked for another look at this post.")

	// The moderators see it waiting: on the dashboard, in the hidden list, on the post.
	dash := mod.Get("/dashboard").Find(`[data-testid="queue-review-asks"]`)
	require.Equal(t, "1", dash.AttrOr("data-count", ""))
	require.Contains(t, dash.Text(), "Hidden posts asking for another look")
	require.Equal(t, 1, mod.Get("/admin/reported-posts?status=hidden").Find(`[data-testid="review-asked"]`).Length())
	page := mod.Get("/admin/reported-posts/" + p.ID.String())
	require.Contains(t, page.Text(`[data-testid="review-ask"]`), "We removed the prices.")

	// Kept hidden with a new reason: the ask is closed and a new one is allowed.
	res = mod.PostForm("/admin/reported-posts/"+p.ID.String()+"/hide", url.Values{"reason": {"Still advertising."}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "0", mod.Get("/dashboard").Find(`[data-testid="queue-review-asks"]`).AttrOr("data-count", ""))
	app.Clock.Advance(time.Hour)
	require.Equal(t, 1, owner.Get("/blog/mine").Find(`[data-testid="review-ask"]`).Length(), "hidden again: may ask again")
	require.Equal(t, http.StatusSeeOther, owner.PostForm(ask, url.Values{}).StatusCode)
	require.Contains(t, owner.Get("/blog/mine").Text(".flash"), "The moderators will look at the post again.")
}
