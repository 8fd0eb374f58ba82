package site_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/middleware"
)

func TestPreferencesWithoutJavaScriptRedirectBackAndRenderOnTheServer(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	res := c.PostForm("/preferences", url.Values{"palette": {"aqua"}, "mode": {"dark"}, "rtl": {"1"},
		"locale": {"ro"}, "font": {"serif"}, "radius": {"16"}, "back": {"/about"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/about", res.Header.Get("Location"))

	page := c.Get("/about")
	html := page.Find("html")
	require.Equal(t, "aqua", html.AttrOr("data-palette", ""))
	require.Equal(t, "dark", html.AttrOr("data-mode", ""))
	require.Equal(t, "rtl", html.AttrOr("dir", ""))
	require.Equal(t, "ro", html.AttrOr("lang", ""))
	require.Equal(t, "serif", html.AttrOr("data-font", ""))
	require.Equal(t, "16", html.AttrOr("data-radius", ""))
	require.Equal(t, "Setările de afișare au fost salvate.", page.Text("[data-flash-text]"), "the flash shows once, as text")
	require.Zero(t, c.Get("/about").Find("[data-flash]").Length())
}

func TestPreferencesIgnoreUnknownValuesAndForeignBackLinks(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	res := c.PostForm("/preferences", url.Values{"palette": {"<script>"}, "radius": {"7"}, "locale": {"xx"},
		"back": {"//evil.example/"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/", res.Header.Get("Location"), "never redirect to another host")
	html := c.Get("/").Find("html")
	require.Equal(t, "teal", html.AttrOr("data-palette", ""))
	require.Equal(t, "8", html.AttrOr("data-radius", ""))
}

func TestPreferencesWithHTMXApplyWithoutReload(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	res := c.HTMX(http.MethodPost, "/preferences", url.Values{"mode": {"dark"}, "rtl": {"1"}})
	require.Equal(t, http.StatusNoContent, res.StatusCode)
	require.JSONEq(t, `{"gc:prefs":{"palette":"teal","mode":"dark","dir":"rtl","font":"system","radius":8}}`, res.Header.Get("HX-Trigger"))

	res = c.HTMX(http.MethodPost, "/preferences", url.Values{"locale": {"zh"}})
	require.Equal(t, "true", res.Header.Get("HX-Refresh"), "a new language re-renders every string")
	require.Equal(t, "zh-Hans", c.Get("/").Find("html").AttrOr("lang", ""))
}

func TestLocaleComesFromCookieThenAcceptLanguageThenEnglish(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	require.Equal(t, "en", c.Get("/").Find("html").AttrOr("lang", ""))
	c.Header.Set("Accept-Language", "de-DE,fr;q=0.8")
	require.Equal(t, "fr", c.Get("/").Find("html").AttrOr("lang", ""))
	c.SetCookie(middleware.PrefsCookie, "l=ro")
	require.Equal(t, "ro", c.Get("/").Find("html").AttrOr("lang", ""), "a chosen language wins over the browser's")
}

func TestSignedInPreferencesFollowTheAccountToAnotherDevice(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	id := app.CreateUser("prefs@example.com")
	laptop := app.Client()
	laptop.SignInAs(id)
	laptop.PostForm("/preferences", url.Values{"palette": {"pink"}, "mode": {"dark"}})

	phone := app.Client()
	phone.SignInAs(id)
	html := phone.Get("/").Find("html")
	require.Equal(t, "pink", html.AttrOr("data-palette", ""))
	require.Equal(t, "dark", html.AttrOr("data-mode", ""))
}

func TestDrawerIsClosedByDefaultAndRemembered(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	page := c.Get("/about")
	require.Equal(t, "closed", page.Find("html").AttrOr("data-drawer", ""))
	require.Equal(t, "page", page.Find(`#drawer a[data-nav-id="about"]`).AttrOr("aria-current", ""), "the current page is the selected item")

	res := c.PostForm("/preferences/drawer", url.Values{"back": {"/about"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "open", c.Get("/").Find("html").AttrOr("data-drawer", ""))
	require.Equal(t, "true", c.Get("/").Find("[data-drawer-toggle] button").AttrOr("aria-expanded", ""))

	res = c.HTMX(http.MethodPost, "/preferences/drawer", url.Values{"open": {"0"}})
	require.Equal(t, http.StatusNoContent, res.StatusCode)
	require.Equal(t, "closed", c.Get("/").Find("html").AttrOr("data-drawer", ""))
}

func TestDrawerStateStaysOnItsDevice(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	id := app.CreateUser("drawer@example.com")
	desktop := app.Client()
	desktop.SignInAs(id)
	desktop.PostForm("/preferences/drawer", url.Values{"open": {"1"}})
	require.Equal(t, "open", desktop.Get("/").Find("html").AttrOr("data-drawer", ""))

	phone := app.Client()
	phone.SignInAs(id)
	require.Equal(t, "closed", phone.Get("/").Find("html").AttrOr("data-drawer", ""), "the desktop's open drawer does not follow the account")
}
