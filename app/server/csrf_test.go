package server_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/middleware"
)

func TestPostWithoutTokenIsRefusedAndChangesNothing(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.Get("/")

	res := c.PostFormNoToken("/preferences", url.Values{"palette": {"pink"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	require.Contains(t, res.Text("[data-testid=error-page] p:not(.error-code)"), "This form has expired")
	require.Empty(t, c.Cookie(middleware.PrefsCookie), "the refused request changed nothing")

	res = c.PostForm("/preferences", url.Values{"_csrf": {"forged"}, "palette": {"pink"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "a token that is not the cookie's is refused")

	// Cookie and field agree, but the server never issued this token.
	self := app.Client()
	self.SetCookie("XSRF-TOKEN", "made-up-token")
	res = self.PostForm("/preferences", url.Values{"_csrf": {"made-up-token"}, "palette": {"pink"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "only tokens the server issued are accepted")

	res = c.PostForm("/preferences", url.Values{"palette": {"pink"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, c.Cookie(middleware.PrefsCookie), "p=pink")
}

func TestAPIPostNeedsTheXSRFHeader(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.Get("/")
	req, _ := http.NewRequest(http.MethodPost, apptest.BaseURL+"/api/logging/log", nil)
	res := c.Do(req)
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	var body struct {
		Error struct{ Code, Message string }
	}
	res.DecodeJSON(&body)
	require.Equal(t, "csrf", body.Error.Code)
	require.NotEmpty(t, body.Error.Message)
}

func TestForeignOriginIsRefused(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	form := url.Values{"_csrf": {c.Token()}, "palette": {"pink"}}
	req, _ := http.NewRequest(http.MethodPost, apptest.BaseURL+"/preferences", stringsReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://evil.example")
	require.Equal(t, http.StatusForbidden, c.Do(req).StatusCode)
}

func TestTokenSurvivesRestartAndWorksOnAnotherInstance(t *testing.T) {
	t.Parallel()
	first := apptest.New(t)
	c := first.Client()
	token := c.Token()
	require.NotEmpty(t, token)

	// Same database, new process: the token stored in Postgres is still valid.
	second := apptest.NewOn(t, first.Pool, first.DBURL, first.Config, first.Clock)
	c2 := second.Client()
	c2.SetCookie("XSRF-TOKEN", token)
	res := c2.PostForm("/preferences", url.Values{"_csrf": {token}, "mode": {"dark"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
}
