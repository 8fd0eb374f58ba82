package blog_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// Two tabs on one post: the second save is refused with the shared conflict banner, its
// text kept and a link to the post as it is now (docs/conventions.md, "Forms and errors").
func TestTwoTabsSavingAPostGetTheConflictBanner(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	userID, _ := author(t, app, "tabs@example.com")
	c := app.Client()
	c.SignInAs(userID)
	require.Equal(t, http.StatusSeeOther, c.PostForm("/blog", postForm("Roof", "We built a roof.", "company_news", "draft")).StatusCode)
	edit := c.Get("/blog/mine").Find(`a[href$="/edit"]`).First().AttrOr("href", "")
	post := edit[:len(edit)-len("/edit")]
	version := c.Get(edit).Find(`input[name="version"]`).AttrOr("value", "")

	first := postForm("Roof", "First tab.", "company_news", "draft")
	first.Set("version", version)
	require.Equal(t, http.StatusSeeOther, c.PostForm(post, first).StatusCode)
	second := postForm("Roof", "Second tab.", "company_news", "draft")
	second.Set("version", version)
	res := c.PostForm(post, second)
	require.Equal(t, http.StatusConflict, res.StatusCode)
	banner := res.Find(`[data-testid="post-form"] [data-testid="conflict"][role="alert"]`)
	require.Equal(t, 1, banner.Length())
	require.Contains(t, banner.Text(), "Someone saved this post after you opened it.")
	require.Equal(t, edit, banner.Find("a").AttrOr("href", ""))
	require.Equal(t, 0, banner.Find("button").Length(), "the form keeps the old version: no overwrite")
	require.Equal(t, "Second tab.", res.Text("#f-content"), "what was typed is kept")
}
