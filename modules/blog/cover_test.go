package blog_test

import (
	"net/http"
	"net/url"
	"regexp"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

var coverAddress = regexp.MustCompile(`/media/picture/[0-9a-f-]{36}\.png`)

// TestACoverIsOnlyEverTheCompanysOwnUpload: the editor names a kept cover by an id checked
// against the company, never by a storage key, so another company's file can be neither
// shown nor deleted through a post (docs/blog.md, "Covers").
func TestACoverIsOnlyEverTheCompanysOwnUpload(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	victimID, _ := author(t, app, "victim@example.com")
	attackerID, _ := author(t, app, "attacker@example.com")
	victim, attacker := app.Client(), app.Client()
	victim.SignInAs(victimID)
	attacker.SignInAs(attackerID)

	// The victim's cover survives a refused form, named by its id, and is saved.
	form := postForm("Our roof", "Solar.", "company_news", "published")
	form.Set("title", "")
	res := victim.PostMultipart("/blog", form, apptest.File{Field: "cover", Name: "roof.png", Body: fixture.PNG(40, 30)})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	cover := res.Find("img.blog-form-cover").AttrOr("src", "")
	require.Regexp(t, coverAddress, cover)
	coverID := res.Find(`input[name="cover_id"]`).AttrOr("value", "")
	require.Regexp(t, `^[0-9a-f-]{36}$`, coverID)
	require.NotContains(t, res.Body, `name="cover_key"`)
	form.Set("title", "Our roof")
	form.Set("cover_id", coverID)
	res = victim.PostMultipart("/blog", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, http.StatusOK, app.Client().Get(cover).StatusCode)

	// Another company pastes the key, the address or the id: no post of its shows the file,
	// and deleting its post deletes nothing of the victim's.
	key := cover[len("/media/"):]
	for _, forged := range []url.Values{{"cover_key": {key}}, {"cover_id": {key}}, {"cover_id": {cover}}} {
		f := postForm("Mine", "x", "company_news", "published")
		for k, v := range forged {
			f[k] = v
		}
		res := attacker.PostMultipart("/blog", f)
		require.Contains(t, []int{http.StatusSeeOther, http.StatusUnprocessableEntity}, res.StatusCode)
		require.NotContains(t, res.Body, key)
	}
	f := postForm("Mine", "x", "company_news", "published")
	f.Set("cover_id", coverID)
	res = attacker.PostMultipart("/blog", f)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please upload the cover image again: the one named is not one of your company's files.", res.Text("#f-cover-error span"))
	require.Equal(t, "Mine", res.Find("#f-title").AttrOr("value", ""), "what was typed is kept")
	require.NotContains(t, res.Body, key)

	mine := attacker.Get("/blog/mine")
	require.NotContains(t, mine.Body, key)
	links := mine.Find(`a[href$="/edit"]`)
	require.Equal(t, 1, links.Length(), "the post that ignored cover_key")
	links.Each(func(_ int, s *goquery.Selection) {
		href := s.AttrOr("href", "")
		post := href[:len(href)-len("/edit")]
		edit := attacker.Get(href)
		require.NotContains(t, edit.Body, key)
		res := attacker.PostForm(post+"/delete", url.Values{})
		require.Equal(t, http.StatusSeeOther, res.StatusCode)
	})
	require.Equal(t, http.StatusOK, app.Client().Get(cover).StatusCode, "the victim's cover is still served")

	// The victim removes its own cover: that file is deleted.
	vmine := victim.Get("/blog/mine")
	href := vmine.Find(`a[href$="/edit"]`).First().AttrOr("href", "")
	edit := victim.Get(href)
	f = postForm("Our roof", "Solar.", "company_news", "published")
	f.Set("version", edit.Find(`input[name="version"]`).AttrOr("value", ""))
	f.Set("cover_id", edit.Find(`input[name="cover_id"]`).AttrOr("value", ""))
	f.Set("remove_cover", "true")
	res = victim.PostMultipart(href[:len(href)-len("/edit")], f)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, http.StatusNotFound, app.Client().Get(cover).StatusCode, "a removed cover is deleted")
}
