package directory_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestBadgeImageIsEmbeddableCacheableAndCookieless(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, p := makeCompany(t, app, "a@example.com", company{Name: "Badge & Co", Country: "RO", Industry: "energy"})
	c := app.Client()
	path := "/badge/" + p.String() + ".svg"

	res := c.Get(path)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.True(t, strings.HasPrefix(res.Header.Get("Content-Type"), "image/svg+xml"))
	require.Equal(t, "cross-origin", res.Header.Get("Cross-Origin-Resource-Policy"))
	require.Equal(t, "*", res.Header.Get("Access-Control-Allow-Origin"))
	require.Contains(t, res.Header.Get("Cache-Control"), "max-age=")
	require.Empty(t, res.Header.Values("Set-Cookie"), "the badge sets no cookie")
	require.Contains(t, res.Body, `width="260" height="88"`)
	require.Contains(t, res.Body, "Badge &amp; Co", "the company name is escaped in the title")
	require.Contains(t, res.Body, "/ 495")
	require.Contains(t, res.Body, "Verified")
	require.NotContains(t, res.Body, "<script")

	tag := res.Header.Get("ETag")
	require.NotEmpty(t, tag)
	req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+path, nil)
	req.Header.Set("If-None-Match", tag)
	require.Equal(t, http.StatusNotModified, c.Do(req).StatusCode)
	req, _ = http.NewRequest(http.MethodGet, apptest.BaseURL+path, nil)
	req.Header.Set("If-None-Match", tag)
	req.Header.Set("Accept-Encoding", "gzip")
	require.Equal(t, http.StatusNotModified, c.Do(req).StatusCode, "compression keeps the ETag")

	fr := c.Get(path + "?lang=fr")
	require.Contains(t, fr.Body, "Vérifié le")
	require.NotEqual(t, tag, fr.Header.Get("ETag"))

	// Unpublished: greyed out and saying so; the ETag changes with it.
	unpublish(t, app, owner, p)
	res = c.Get(path)
	require.Contains(t, res.Body, "Not currently listed on Green Connect")
	require.Contains(t, res.Body, "#eceff1", "the grey background")
	require.NotEqual(t, tag, res.Header.Get("ETag"))
	reject(t, app, moderator(t, app), p) // an approval withdrawn
	res = c.Get(path)
	require.Contains(t, res.Body, "under review")
	require.Contains(t, res.Body, "/ 495", "once approved, the rating stays visible, greyed")

	unknown := c.Get("/badge/00000000-0000-0000-0000-000000000000.svg")
	require.Equal(t, http.StatusNotFound, unknown.StatusCode)
	require.Contains(t, unknown.Body, "Unknown company", "a broken badge still shows an image")
	require.Equal(t, http.StatusNotFound, c.Get("/badge/nope.svg").StatusCode)
}

func TestNeverApprovedProfileHasNoPublicRating(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Draft Co", Country: "RO", Industry: "energy", Status: "draft"})
	res := app.Client().Get("/badge/" + p.String() + ".svg")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Body, "Not rated publicly")
	require.NotContains(t, res.Body, "/ 495")
	require.Equal(t, http.StatusNotFound, app.Client().Get("/companies/"+p.String()+"/badge").StatusCode)
}

func TestBadgeDataForTheScript(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Script Co", Country: "RO", Industry: "energy"})
	res := app.Client().Get("/badge/" + p.String() + ".json?lang=ro")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "*", res.Header.Get("Access-Control-Allow-Origin"))
	require.Empty(t, res.Header.Values("Set-Cookie"))
	var d struct {
		CompanyName, LevelName, Line, CompanyURL, CheckURL string
		Listed                                             bool
		Labels                                             struct{ Check string }
	}
	res.DecodeJSON(&d)
	require.Equal(t, "Script Co", d.CompanyName)
	require.True(t, d.Listed)
	require.Equal(t, apptest.BaseURL+"/companies/"+p.String(), d.CompanyURL)
	require.Equal(t, apptest.BaseURL+"/companies/"+p.String()+"/badge", d.CheckURL)
	require.Equal(t, "Verificați această insignă", d.Labels.Check)
}

func TestCheckBadgePageAndSnippet(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, p := makeCompany(t, app, "a@example.com", company{Name: "Check Co", Country: "RO", Industry: "energy"})
	res := app.Client().Get("/companies/" + p.String() + "/badge")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Text("[data-testid=check-status]"), "Check Co is listed")
	require.Equal(t, "/companies/"+p.String(), res.Find("[data-testid=check-badge] a.btn-primary").AttrOr("href", ""))
	img := res.Find("[data-testid=check-badge] img").First()
	require.Equal(t, "260", img.AttrOr("width", ""))
	require.NotEmpty(t, img.AttrOr("alt", ""))
	require.Equal(t, 4, res.Find("table.levels tbody td bdi[dir=ltr]").Length(), "the rating module's one levels table")

	unpublish(t, app, owner, p)
	res = app.Client().Get("/companies/" + p.String() + "/badge")
	require.Contains(t, res.Text("[data-testid=check-status]"), "not listed")

	c := app.Client()
	c.SignInAs(owner)
	res = c.Get("/sustainability-profile/badge")
	require.Equal(t, http.StatusMovedPermanently, res.StatusCode, "the old address of the snippet page")
	require.Equal(t, "/my/badge", res.Header.Get("Location"))
	res = c.Get("/my/badge")
	require.Equal(t, http.StatusOK, res.StatusCode)
	img1 := res.Find("[data-testid=snippet-image]").Text()
	require.Contains(t, img1, `<a href="`+apptest.BaseURL+"/companies/"+p.String()+`"`)
	require.Contains(t, img1, `src="`+apptest.BaseURL+"/badge/"+p.String()+`.svg?lang=en"`)
	require.Contains(t, img1, `width="260" height="88" alt="Green Connect rating of Check Co"`)
	script := res.Find("[data-testid=snippet-script]").Text()
	require.Contains(t, script, `<script src="`+apptest.BaseURL+`/embed/badge.js" defer></script>`)
	require.Equal(t, 2, res.Find("button[data-copy][hidden]").Length(), "copy buttons wait for JavaScript")
	require.Equal(t, http.StatusSeeOther, app.Client().Get("/my/badge").StatusCode, "for signed-in companies only")
}
