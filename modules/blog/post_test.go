package blog_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestACompanyWritesPreviewsPublishesAndTheGreenRoomListsIt(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	userID, _ := author(t, app, "writer@example.com")
	c := app.Client()
	c.SignInAs(userID)

	res := c.Get("/blog/new")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, 1, res.Find("#f-content").Length())

	preview := c.HTMX(http.MethodPost, "/blog/preview", postForm("T", "Some **bold** text", "company_news", "draft"))
	require.Equal(t, http.StatusOK, preview.StatusCode)
	require.Equal(t, "bold", preview.Find("strong").Text())

	res = c.PostForm("/blog", postForm("Our solar roof", "We built **a roof** of panels.", "company_news", "published"))
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)

	anon := app.Client()
	list := anon.Get("/blog")
	require.Equal(t, http.StatusOK, list.StatusCode)
	require.Equal(t, "Our solar roof", strings.TrimSpace(list.Find("[data-testid=blog-card] h2").Text()))
	require.Equal(t, "We built a roof of panels.", list.Text("[data-testid=excerpt]"))
	require.NotContains(t, list.Body, "internal Our solar roof", "the internal title is the author's alone")

	href, _ := list.Find("[data-testid=blog-card] h2 a").Attr("href")
	page := anon.Get(href)
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "a roof", page.Find("[data-testid=post-content] strong").Text())
	og, _ := page.Find(`meta[property="og:title"]`).Attr("content")
	require.Equal(t, "Our solar roof", og)
	require.Equal(t, 0, page.Find("[data-testid=report-form]").Length(), "visitors get no form")
}

func TestARefusedPostKeepsWhatWasTypedAndNamesTheField(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	userID, _ := author(t, app, "writer@example.com")
	c := app.Client()
	c.SignInAs(userID)
	form := postForm("", "Kept content ✓", "company_news", "draft")
	form.Set("internal_title", strings.Repeat("x", 121))
	res := c.PostForm("/blog", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please fill in this field.", res.Text("#f-title-error"))
	require.Equal(t, "Please use at most 120 characters.", res.Text("#f-internal_title-error"))
	require.Equal(t, "Kept content ✓", res.Text("#f-content"))

	form = postForm("Title", "Body", "all_news", "draft")
	res = c.PostForm("/blog", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please choose a category.", res.Text("#f-category-error"))
}

func TestAnotherCompanysPostIsNotFoundToEditOrDelete(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ownerID, ownerProfile := author(t, app, "owner@example.com")
	p := publish(t, app, ownerID, ownerProfile, "Mine", "Content", "company_news")
	otherID, _ := author(t, app, "other@example.com")
	c := app.Client()
	c.SignInAs(otherID)
	id := p.ID.String()
	require.Equal(t, http.StatusNotFound, c.Get("/blog/"+id+"/edit").StatusCode)
	require.Equal(t, http.StatusNotFound, c.PostForm("/blog/"+id, postForm("Taken", "x", "company_news", "published")).StatusCode)
	require.Equal(t, http.StatusNotFound, c.PostForm("/blog/"+id+"/delete", nil).StatusCode)
	require.Equal(t, http.StatusOK, app.Client().Get("/blog/"+id).StatusCode, "still there")
}

func TestADraftIsSeenByItsCompanyOnly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	userID, profileID := author(t, app, "owner@example.com")
	p := publish(t, app, userID, profileID, "Draft", "Content", "company_news")
	c := app.Client()
	c.SignInAs(userID)
	res := c.PostForm("/blog/"+p.ID.String(), func() map[string][]string {
		f := postForm("Draft", "Content", "company_news", "draft")
		f.Set("version", "1")
		return f
	}())
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, http.StatusNotFound, app.Client().Get("/blog/"+p.ID.String()).StatusCode)
	own := c.Get("/blog/" + p.ID.String())
	require.Equal(t, http.StatusOK, own.StatusCode)
	require.Equal(t, 1, own.Find("[data-testid=draft-banner]").Length())
	require.Equal(t, 0, app.Client().Get("/blog").Find("[data-testid=blog-card]").Length())
}

// Visitors' blog pages are public and cached; a published post drops the listing at once.
func TestTheGreenRoomIsCachedForVisitorsAndDroppedOnAChange(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	userID, profileID := author(t, app, "writer@example.com")
	publish(t, app, userID, profileID, "First", "One", "company_news")
	anon := app.Client()
	first := anon.Get("/blog")
	require.Contains(t, first.Header.Get("Cache-Control"), "public")
	require.Empty(t, first.Header.Values("Set-Cookie"), "nothing of the visitor")
	require.Equal(t, "HIT", anon.Get("/blog").Header.Get("X-Cache"))
	publish(t, app, userID, profileID, "Second", "Two", "company_news")
	again := anon.Get("/blog")
	require.Equal(t, "MISS", again.Header.Get("X-Cache"))
	require.Equal(t, 2, again.Find("[data-testid=blog-card]").Length())
}
