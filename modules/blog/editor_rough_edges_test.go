package blog_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// TestTheEditorsRoughEdges (docs/blog.md, "Writing"): only a first publication says
// "published", a later save says "saved"; the preview's address revisited goes back to the
// editor instead of a 404; "My posts" labels the internal title.
func TestTheEditorsRoughEdges(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	userID, _ := author(t, app, "edges@example.com")
	c := app.Client()
	c.SignInAs(userID)

	flash := func() string { return c.Get("/blog/mine").Text(".flash") }
	res := c.PostForm("/blog", postForm("Roof", "We built a roof.", "company_news", "draft"))
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Contains(t, flash(), "The post was saved as a draft.")

	mine := c.Get("/blog/mine")
	require.Equal(t, "Internal title: internal Roof", mine.Text(`[data-testid="internal-title"]`))
	edit := mine.Find(`a[href$="/edit"]`).First().AttrOr("href", "")
	post := edit[:len(edit)-len("/edit")]
	save := func(status string) string {
		f := postForm("Roof", "We built a roof.", "company_news", status)
		f.Set("version", c.Get(edit).Find(`input[name="version"]`).AttrOr("value", ""))
		res := c.PostForm(post, f)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
		return flash()
	}
	require.Contains(t, save("published"), "The post was published.")
	require.Contains(t, save("published"), "Your changes were saved.")
	require.NotContains(t, save("published"), "published")
	require.Contains(t, save("draft"), "The post was saved as a draft.")
	require.Contains(t, save("published"), "Your changes were saved.", "published once already")

	// The address a form without JavaScript was posted to, revisited.
	res = c.Get("/blog/preview")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/blog/new", res.Header.Get("Location"))
	res = c.Get("/blog/preview?id=" + post[len("/blog/"):])
	require.Equal(t, edit, res.Header.Get("Location"))
	require.Equal(t, http.StatusSeeOther, c.Get("/blog/images").StatusCode)
}
