package server_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/middleware"
)

// signedIn is a client with a session: its forms carry a CSRF token.
func signedIn(app *apptest.App, email string) *apptest.Client {
	c := app.Client()
	c.SignInAs(app.CreateUser(email))
	return c
}

func TestSignedInPostWithoutTokenIsRefusedAndChangesNothing(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := signedIn(app, "ada@example.com")
	c.Get("/")

	res := c.PostFormNoToken("/preferences", url.Values{"palette": {"pink"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode)
	require.Contains(t, res.Text("[data-testid=error-page] p:not(.error-code)"), "This form has expired")
	require.Empty(t, c.Cookie(middleware.PrefsCookie), "the refused request changed nothing")

	res = c.PostForm("/preferences", url.Values{"_csrf": {"forged"}, "palette": {"pink"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "a token that is not the cookie's is refused")

	// Cookie and field agree, but the server never issued this token.
	self := signedIn(app, "grace@example.com")
	self.SetCookie("XSRF-TOKEN", "made-up-token")
	res = self.PostForm("/preferences", url.Values{"_csrf": {"made-up-token"}, "palette": {"pink"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "only tokens the server issued are accepted")

	res = c.PostForm("/preferences", url.Values{"palette": {"pink"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, c.Cookie(middleware.PrefsCookie), "p=pink")
}

// The token is derived from the session (docs/conventions.md, "Forms and errors"): another
// session's token, sent with this session's cookie, is refused.
func TestATokenWorksOnlyWithItsOwnSession(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ada, grace := signedIn(app, "ada@example.com"), signedIn(app, "grace@example.com")
	adas := ada.Token()
	require.NotEmpty(t, adas)
	require.NotEqual(t, adas, grace.Token())

	grace.SetCookie("XSRF-TOKEN", adas)
	res := grace.PostForm("/preferences", url.Values{"_csrf": {adas}, "palette": {"pink"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "Ada's token with Grace's session")
	require.Empty(t, grace.Cookie(middleware.PrefsCookie))

	res = ada.PostForm("/preferences", url.Values{"palette": {"pink"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "with its own session it works")
}

func TestSignedInAPIPostNeedsTheXSRFHeader(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := signedIn(app, "ada@example.com")
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
	c := signedIn(app, "ada@example.com")
	form := url.Values{"_csrf": {c.Token()}, "palette": {"pink"}}
	req, _ := http.NewRequest(http.MethodPost, apptest.BaseURL+"/preferences", stringsReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://evil.example")
	require.Equal(t, http.StatusForbidden, c.Do(req).StatusCode)
}

func TestTokenSurvivesRestartAndWorksOnAnotherInstance(t *testing.T) {
	t.Parallel()
	first := apptest.New(t)
	c := signedIn(first, "ada@example.com")
	token := c.Token()
	require.NotEmpty(t, token)

	// Same database, new process: the token stored in Postgres is still valid.
	second := apptest.NewOn(t, first.Pool, first.DBURL, first.Config, first.Clock)
	c2 := second.Client()
	c2.SetCookie("gc_session", c.Cookie("gc_session"))
	c2.SetCookie("XSRF-TOKEN", token)
	res := c2.PostForm("/preferences", url.Values{"_csrf": {token}, "mode": {"dark"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
}

// A visitor (no session) gets no token: their pages are the same for everyone. Their
// forms work from our pages, with JavaScript (htmx) or without, and are refused from
// another site.
func TestVisitorsPostsAreCheckedByOrigin(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	visitor := app.Client()
	page := visitor.Get("/")
	require.Empty(t, visitor.Cookie("XSRF-TOKEN"), "no token for a visitor")
	require.Zero(t, page.Find(`input[name="_csrf"]`).Length(), "no token in the page's forms")
	_, hasHeaders := page.Find("body").Attr("hx-headers")
	require.False(t, hasHeaders, "no token for htmx either")

	post := func(headers map[string]string) *http.Response {
		req, _ := http.NewRequest(http.MethodPost, apptest.BaseURL+"/consent",
			stringsReader(url.Values{"key": {"cookies"}, "back": {"/"}}.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		c := app.Client()
		c.NoOrigin = true // only the headers given
		return c.Do(req).Response
	}
	for name, h := range map[string]map[string]string{
		"a form on another site":               {"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"},
		"a sibling subdomain":                  {"Origin": "https://shop.greenconnect.test", "Sec-Fetch-Site": "same-site"},
		"an old browser on another site":       {"Origin": "https://evil.example"},
		"another site that hides its referrer": {"Origin": "null", "Sec-Fetch-Site": "cross-site"},
	} {
		res := post(h)
		require.Equal(t, http.StatusForbidden, res.StatusCode, name)
		require.Empty(t, res.Cookies(), "%s: nothing was stored", name)
	}
	for name, h := range map[string]map[string]string{
		"a form on our page (no JavaScript)": {"Origin": apptest.BaseURL, "Sec-Fetch-Site": "same-origin"},
		"an old browser on our page":         {"Origin": apptest.BaseURL},
		"not a browser":                      {},
	} {
		res := post(h)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, name)
	}

	htmx := visitor.HTMX(http.MethodPost, "/preferences", url.Values{"mode": {"dark"}})
	require.Equal(t, http.StatusNoContent, htmx.StatusCode, "htmx from our page needs no token")
	require.Contains(t, visitor.Cookie(middleware.PrefsCookie), "m=dark")
}

// A token known before sign-in (left from an earlier session, or planted) is worthless
// after it: a visitor's post deletes it.
func TestAVisitorsLeftoverTokenIsDeletedOnTheirNextPost(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.StartSession()
	token := c.Token()
	require.NotEmpty(t, token)

	c.SetCookie("gc_session", "") // the session ended; the token cookie stayed
	res := c.PostForm("/consent", url.Values{"key": {"cookies"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, "a visitor's post needs no token")
	require.Empty(t, c.Cookie("XSRF-TOKEN"), "the leftover cookie is expired")

	member := signedIn(app, "ada@example.com")
	member.SetCookie("XSRF-TOKEN", token)
	res = member.PostForm("/preferences", url.Values{"_csrf": {token}, "mode": {"dark"}})
	require.Equal(t, http.StatusForbidden, res.StatusCode, "the old token is gone from the store")
}
