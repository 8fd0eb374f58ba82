package server_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestPagesCarryStrictSecurityHeaders(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	res := app.Client().Get("/")
	require.Equal(t, http.StatusOK, res.StatusCode)
	csp := res.Header.Get("Content-Security-Policy")
	require.Contains(t, csp, "script-src 'self'")
	require.NotContains(t, csp, "unsafe-inline")
	require.NotContains(t, csp, "unsafe-eval")
	require.Contains(t, csp, "frame-ancestors 'none'")
	require.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
	require.Equal(t, "strict-origin-when-cross-origin", res.Header.Get("Referrer-Policy"))
	require.NotEmpty(t, res.Header.Get("X-Request-Id"))
	// No inline script may exist for the CSP to allow: only JSON data blocks and module files.
	res.Find("script").Each(func(_ int, s *goquery.Selection) {
		typ, _ := s.Attr("type")
		src, _ := s.Attr("src")
		require.True(t, typ == "application/json" || (typ == "module" && src != ""), "inline script found: %s", s.Text())
	})
	require.Zero(t, res.Find("[style]").Length(), "no inline style attributes under style-src 'self'")
}

func TestHealthAndReadiness(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	require.Equal(t, "ok", c.Get("/healthz").Body)
	res := c.Get("/readyz")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "ready", res.Body)
}

func TestStaticAssetsAreHashedCompressedAndImmutable(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	page := c.Get("/")
	icon := regexp.MustCompile(`/static/img/icons\.[0-9a-f]{10}\.svg`).FindString(page.Body)
	require.NotEmpty(t, icon, "the page links the icons by hashed URL")

	req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+icon, nil)
	req.Header.Set("Accept-Encoding", "gzip, br")
	res := c.Do(req)
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "br", res.Header.Get("Content-Encoding"))
	require.Contains(t, res.Header.Get("Cache-Control"), "immutable")
	require.Equal(t, "image/svg+xml", strings.Split(res.Header.Get("Content-Type"), ";")[0])

	req, _ = http.NewRequest(http.MethodGet, apptest.BaseURL+icon, nil)
	req.Header.Set("If-None-Match", res.Header.Get("ETag"))
	require.Equal(t, http.StatusNotModified, c.Do(req).StatusCode)

	require.Equal(t, http.StatusNotFound, c.Get("/static/img/icons.0000000000.svg").StatusCode)
}

func TestUnchangedPageRevalidatesWith304(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	member := app.Client()
	member.SignInAs(app.CreateUser("etag@example.com"))
	member.Get("/about") // the first page sets the CSRF cookie; the page is stable from then on
	for name, c := range map[string]*apptest.Client{"signed in": member, "visitor": app.Client()} {
		first := c.Get("/about")
		tag := first.Header.Get("ETag")
		require.NotEmpty(t, tag, name)
		req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+"/about", nil)
		req.Header.Set("If-None-Match", tag)
		res := c.Do(req)
		require.Equal(t, http.StatusNotModified, res.StatusCode, name)
		require.Empty(t, res.Body, name)
	}
	require.Equal(t, "private, no-cache", member.Get("/about").Header.Get("Cache-Control"))
}

func TestSignedInPagesArePrivate(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("private@example.com"))
	for _, path := range []string{"/", "/about", "/api/nope"} {
		cc := c.Get(path).Header.Get("Cache-Control")
		require.Contains(t, cc, "private", path)
	}
}

// HEAD is answered wherever GET is (a CDN, a link checker or an uptime probe asks it), with
// the GET's headers and no body; an unknown address is still 404.
func TestHeadIsAnsweredLikeGet(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	for _, path := range []string{"/", "/directory", "/marketplace/services", "/healthz"} {
		get := c.Get(path)
		require.Equal(t, http.StatusOK, get.StatusCode, path)
		req, _ := http.NewRequest(http.MethodHead, apptest.BaseURL+path, nil)
		head := c.Do(req)
		require.Equal(t, http.StatusOK, head.StatusCode, "HEAD %s", path)
		require.Empty(t, head.Body, "HEAD %s has no body", path)
		require.Equal(t, get.Header.Get("Cache-Control"), head.Header.Get("Cache-Control"), path)
		require.Equal(t, get.Header.Get("Content-Type"), head.Header.Get("Content-Type"), path)
	}
	req, _ := http.NewRequest(http.MethodHead, apptest.BaseURL+"/no-such-page", nil)
	require.Equal(t, http.StatusNotFound, c.Do(req).StatusCode)
}
