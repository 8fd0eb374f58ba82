package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func stringsReader(s string) io.Reader { return strings.NewReader(s) }

func TestUnknownPageIsAThemedNotFoundInTheUsersLanguage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	for lang, title := range map[string]string{"fr": "Page introuvable", "ro": "Pagina nu a fost găsită", "zh": "未找到页面", "en": "Page not found"} {
		c := app.Client()
		c.Header.Set("Accept-Language", lang+";q=0.9")
		res := c.Get("/no/such/page")
		require.Equal(t, http.StatusNotFound, res.StatusCode)
		require.Equal(t, title, res.Text("[data-testid=error-page] h1"), lang)
		require.True(t, strings.HasPrefix(res.Find("html").AttrOr("lang", ""), lang), lang)
		require.Equal(t, 1, res.Find("header.topbar").Length(), "the error page has the shell")
	}
}

func TestUnknownAPIPathAnswersTheJSONErrorShape(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	res := app.Client().Get("/api/anything-unknown")
	require.Equal(t, http.StatusNotFound, res.StatusCode)
	require.Contains(t, res.Header.Get("Content-Type"), "application/json")
	var body struct {
		Error struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	res.DecodeJSON(&body)
	require.Equal(t, "not_found", body.Error.Code)
	require.NotEmpty(t, body.Error.Message)
}

func TestHTMXErrorAsksForASnackbar(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	res := app.Client().HTMX(http.MethodGet, "/no/such/page", nil)
	require.Equal(t, http.StatusNotFound, res.StatusCode)
	require.Contains(t, res.Header.Get("HX-Trigger"), "gc:snackbar")
	require.Equal(t, "none", res.Header.Get("HX-Reswap"))
	require.NotContains(t, res.Body, "<html", "htmx gets a fragment, not a page")
}

func TestWrongMethodIsNotA500(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	res := c.PostForm("/about", nil)
	require.Less(t, res.StatusCode, 500)
	require.GreaterOrEqual(t, res.StatusCode, 400)
}
