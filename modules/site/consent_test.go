package site_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// docs/shell.md, "Consent": the footer's settings page shows each answer and changes it
// with a plain form; a withdrawn answer is asked again.
func TestConsentSettingsShowAndChangeEachAnswer(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	home := c.Get("/")
	require.Equal(t, "/consent", home.Find(`footer a[href="/consent"]`).AttrOr("href", ""), "the footer links the settings")
	require.Equal(t, "Cookie and consent settings", strings.TrimSpace(home.Find(`footer a[href="/consent"]`).Text()))

	page := c.Get("/consent")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "no-store", page.Header.Get("Cache-Control"), "the answers are the visitor's own")
	require.Contains(t, page.Text(`[data-testid="consent-service"] [data-testid="consent-state"]`), "not given yet")
	require.Contains(t, page.Text(`[data-testid="consent-cookies"] [data-testid="consent-state"]`), "not given yet")
	form := page.Find(`[data-testid="consent-service"] form`)
	require.Equal(t, "/consent", form.AttrOr("action", ""))

	res := c.PostForm(form.AttrOr("action", ""), url.Values{"key": {"service"}, "back": {form.Find(`input[name="back"]`).AttrOr("value", "")}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/consent?saved=service", res.Header.Get("Location"))
	page = c.Get(res.Header.Get("Location"))
	require.Equal(t, "Your answer is saved.", page.Text(`[data-testid="consent-saved"]`))
	require.Contains(t, page.Text(`[data-testid="consent-service"] [data-testid="consent-state"]`), "you agreed")
	require.Equal(t, "Ask me again before I leave", page.Text(`[data-testid="consent-service"] button`))
	require.Equal(t, "/consent/withdraw", page.Find(`[data-testid="consent-service"] form`).AttrOr("action", ""))

	// The cookie notice too: accepted, then shown again.
	require.Equal(t, http.StatusSeeOther, c.PostForm("/consent", url.Values{"key": {"cookies"}}).StatusCode)
	require.Equal(t, "cookies,service", c.Cookie("gc_consent"))
	require.Zero(t, c.Get("/").Find(`dialog[data-consent="cookies"]`).Length())
	res = c.PostForm("/consent/withdraw", url.Values{"key": {"cookies"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "/consent?saved=cookies", res.Header.Get("Location"))
	require.Equal(t, "service", c.Cookie("gc_consent"))
	require.Equal(t, 1, c.Get("/").Find(`dialog[data-consent="cookies"]`).Length(), "the notice is asked again")

	// The last answer withdrawn: the cookie goes.
	require.Equal(t, http.StatusSeeOther, c.PostForm("/consent/withdraw", url.Values{"key": {"service"}}).StatusCode)
	require.Empty(t, c.Cookie("gc_consent"))
	page = c.Get("/consent")
	require.Contains(t, page.Text(`[data-testid="consent-service"] [data-testid="consent-state"]`), "not given yet")

	require.Zero(t, page.Find(`[data-testid="consent-reset"]`).Length(), "nothing to forget")
	require.Equal(t, http.StatusBadRequest, c.PostForm("/consent/withdraw", url.Values{"key": {"everything"}}).StatusCode)

	// Both answers forgotten at once (reset): the cookie goes and both are asked again.
	require.Equal(t, http.StatusSeeOther, c.PostForm("/consent", url.Values{"key": {"cookies"}}).StatusCode)
	require.Equal(t, http.StatusSeeOther, c.PostForm("/consent", url.Values{"key": {"service"}}).StatusCode)
	reset := c.Get("/consent").Find(`[data-testid="consent-reset"]`)
	require.Equal(t, "Forget all my answers", strings.TrimSpace(reset.Find("button").Text()))
	res = c.PostForm(reset.AttrOr("action", ""), url.Values{"key": {reset.Find(`input[name="key"]`).AttrOr("value", "")}})
	require.Equal(t, "/consent?saved=all", res.Header.Get("Location"))
	require.Empty(t, c.Cookie("gc_consent"))
	page = c.Get(res.Header.Get("Location"))
	require.Equal(t, "Your answer is saved.", page.Text(`[data-testid="consent-saved"]`))
	require.Contains(t, page.Text(`[data-testid="consent-cookies"] [data-testid="consent-state"]`), "not given yet")
	require.Equal(t, "Your answer is saved.", c.Get("/consent?saved=service").Text(`[data-testid="consent-saved"]`))
	require.Zero(t, c.Get("/consent?saved=<b>").Find(`[data-testid="consent-saved"]`).Length(), "only a known key is confirmed")

	// Another site cannot change an answer.
	require.Equal(t, http.StatusSeeOther, c.PostForm("/consent", url.Values{"key": {"service"}}).StatusCode)
	req, _ := http.NewRequest(http.MethodPost, "/consent/withdraw", strings.NewReader("key=service"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://evil.example")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	require.Equal(t, http.StatusForbidden, c.Do(req).StatusCode)
	require.Equal(t, "service", c.Cookie("gc_consent"))
}
