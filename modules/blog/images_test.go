package blog_test

import (
	"context"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

var imageMarkdown = regexp.MustCompile(`!\[A roof with panels\]\((/media/picture/[0-9a-f-]{36}\.png)\)`)

// TestAnAuthorUploadsAnImageIntoAPost: the editor's upload stores the image as the
// company's and adds its Markdown; only the company's own uploads render as <img>, any
// other image (another site's, another company's) is a link, and the preview says why
// (docs/blog.md, "Images in posts").
func TestAnAuthorUploadsAnImageIntoAPost(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	authorID, _ := author(t, app, "writer@example.com")
	otherID, _ := author(t, app, "other@example.com")
	writer, other := app.Client(), app.Client()
	writer.SignInAs(authorID)
	other.SignInAs(otherID)

	// Without JavaScript: the alt text is required, and the form comes back as typed.
	form := postForm("Our roof", "We built it.", "company_news", "published")
	res := writer.PostMultipart("/blog/images", form, apptest.File{Field: "image", Name: "roof.png", Body: fixture.PNG(40, 30)})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, res.Body)
	require.Equal(t, "Please fill in this field.", res.Text("#f-image_alt-error span"))
	require.Equal(t, "We built it.", res.Find("#f-content").Text())
	res = writer.PostMultipart("/blog/images", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please choose an image to upload.", res.Text("#f-image-error span"))

	// With it: the image's Markdown is added to the content, shown to copy and previewed.
	form.Set("image_alt", "A roof with panels")
	res = writer.PostMultipart("/blog/images", form, apptest.File{Field: "image", Name: "roof.png", Body: fixture.PNG(40, 30)})
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	content := res.Find("#f-content").Text()
	m := imageMarkdown.FindStringSubmatch(content)
	require.NotNil(t, m, content)
	address := m[1]
	require.Regexp(t, `^We built it\.\n\n!\[`, content)
	require.Contains(t, res.Text(`[data-testid="image-snippet"] code`), address)
	require.Equal(t, address, res.Find(`[data-testid="preview"] img`).AttrOr("src", ""))
	require.Equal(t, "A roof with panels", res.Find(`[data-testid="preview"] img`).AttrOr("alt", ""))
	require.Equal(t, http.StatusOK, app.Client().Get(address).StatusCode)

	// The editor's script asks for JSON: the Markdown alone.
	writer.Header.Set("Accept", "application/json")
	res = writer.PostMultipart("/blog/images", form, apptest.File{Field: "image", Name: "roof.png", Body: fixture.PNG(20, 20)})
	writer.Header.Del("Accept")
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	var answer struct{ Snippet string }
	res.DecodeJSON(&answer)
	require.Regexp(t, imageMarkdown, answer.Snippet)

	// Saved, the post's page shows the image; an outside image is a link.
	form.Set("content", content+"\n![A chart](https://elsewhere.example/chart.png)")
	res = writer.PostMultipart("/blog", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	postHref := writer.Get("/blog/mine").Find(`a[href$="/edit"]`).First().AttrOr("href", "")
	page := app.Client().Get(postHref[:len(postHref)-len("/edit")])
	require.Equal(t, address, page.Find(".blog-content img").AttrOr("src", ""))
	require.Equal(t, 1, page.Find(".blog-content img").Length())
	require.Equal(t, "A chart", page.Text(`.blog-content a[href="https://elsewhere.example/chart.png"]`))

	// The preview says why the outside image is a link.
	res = writer.HTMX(http.MethodPost, "/blog/preview", map[string][]string{"content": {"![A chart](https://elsewhere.example/chart.png)"}})
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "Images from other sites are shown as links; upload the image instead.", res.Text(`[data-testid="outside-images"]`))
	require.Zero(t, res.Find("img").Length())

	// Another company naming the writer's image: a link, never an <img>, and no upload of
	// its own under that key.
	theirs := postForm("Borrowed", "![A roof with panels]("+address+")", "company_news", "published")
	res = other.PostMultipart("/blog/preview", theirs)
	require.Zero(t, res.Find(`[data-testid="preview"] img`).Length(), res.Body)
	require.Equal(t, "Images from other sites are shown as links; upload the image instead.", res.Text(`[data-testid="outside-images"]`))
	res = other.PostMultipart("/blog", theirs)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	theirHref := other.Get("/blog/mine").Find(`a[href$="/edit"]`).First().AttrOr("href", "")
	page = app.Client().Get(theirHref[:len(theirHref)-len("/edit")])
	require.Zero(t, page.Find(".blog-content img").Length())
	require.Equal(t, address, page.Find(".blog-content a").AttrOr("href", ""))

	// The janitor keeps an image a post shows, and deletes the one left unused.
	app.Clock.Advance(25 * time.Hour)
	require.NoError(t, app.Server.Modules.Blog.SweepCovers(context.Background()))
	require.Equal(t, http.StatusOK, app.Client().Get(address).StatusCode, "the post shows it")
	jsonKey := imageMarkdown.FindStringSubmatch(answer.Snippet)[1]
	require.Equal(t, http.StatusNotFound, app.Client().Get(jsonKey).StatusCode, "inserted nowhere")
}
