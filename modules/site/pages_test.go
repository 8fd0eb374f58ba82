package site_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
)

func TestLandingAndAboutRenderInEveryLanguage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	headings := map[string]string{
		"en": "Make your company’s sustainability visible, and credible",
		"fr": "Rendez la durabilité de votre entreprise visible et crédible",
		"ro": "Faceți vizibilă și credibilă sustenabilitatea firmei dvs.",
		"zh": "让您企业的可持续发展看得见、信得过",
	}
	for lang, h1 := range headings {
		c := app.Client()
		c.PostForm("/preferences", url.Values{"locale": {lang}})
		home := c.Get("/")
		require.Equal(t, http.StatusOK, home.StatusCode)
		require.Equal(t, h1, home.Text("h1"), lang)
		require.Equal(t, 4, home.Find("table.levels tbody tr").Length())
		require.Equal(t, 4, home.Find("table.levels tbody td bdi[dir=ltr]").Length(), "the rating module's one levels table")
		about := c.Get("/about")
		require.Equal(t, http.StatusOK, about.StatusCode)
		require.Equal(t, 7, about.Find(".prose ul li").Length(), "the seven rated sections")
	}
}

func TestTermsAndPrivacyRenderInEveryLanguage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	pages := map[string]struct{ terms, privacy, updated string }{
		"en": {"Terms of use", "Privacy notice", "November 23, 2026"},
		"fr": {"Conditions d’utilisation", "Politique de confidentialité", "23 novembre 2026"},
		"ro": {"Condiții de utilizare", "Politica de confidențialitate", "23 noiembrie 2026"},
		"zh": {"使用条款", "隐私政策", "2026年11月23日"},
	}
	for lang, want := range pages {
		c := app.Client()
		c.PostForm("/preferences", url.Values{"locale": {lang}})
		terms := c.Get("/terms")
		require.Equal(t, http.StatusOK, terms.StatusCode, lang)
		require.Equal(t, want.terms, terms.Text("h1"), lang)
		require.Contains(t, terms.Text(`[data-testid="updated"]`), want.updated, lang)
		require.Equal(t, 1, terms.Find(`.prose a[href="/privacy"]`).Length(), lang)

		privacy := c.Get("/privacy")
		require.Equal(t, http.StatusOK, privacy.StatusCode, lang)
		require.Equal(t, want.privacy, privacy.Text("h1"), lang)
		require.Contains(t, privacy.Text(`[data-testid="updated"]`), want.updated, lang)
		require.Equal(t, []string{"gc_session", "XSRF-TOKEN", "gc_prefs", "gc_consent", "gc_device"},
			privacy.Find(`[data-testid="cookies"] code`).Map(func(_ int, s *goquery.Selection) string { return s.Text() }))

		footer := c.Get("/").Find("footer")
		require.Equal(t, 1, footer.Find(`a[href="/terms"]`).Length(), lang)
		require.Equal(t, 1, footer.Find(`a[href="/privacy"]`).Length(), lang)
	}
}

func TestSignUpLinksToTheTerms(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	page := app.Client().Get("/signup")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, 1, page.Find(`[data-testid="signup-form"] .field:has(#f-terms) a[href="/terms"]`).Length(),
		"the acceptance checkbox links to the terms")
}

func TestLinksOnlyToPagesThatExist(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	page := app.Client().Get("/")
	page.Find("a[href^='/']").Each(func(_ int, a *goquery.Selection) {
		href := a.AttrOr("href", "")
		if len(href) > 7 && href[:8] == "/static/" {
			return
		}
		res := app.Client().Get(href)
		require.Equal(t, http.StatusOK, res.StatusCode, "link %s", href)
	})
}

func TestConsentModalUntilAccepted(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	modal := c.Get("/").Find(`dialog[data-consent="cookies"]`)
	require.Equal(t, 1, modal.Length())
	require.Equal(t, "/privacy", modal.Find("a").AttrOr("href", ""), "the panel says where to read more")
	res := c.HTMX(http.MethodPost, "/consent", url.Values{"key": {"cookies"}})
	require.Equal(t, http.StatusNoContent, res.StatusCode)
	require.Zero(t, c.Get("/").Find(`dialog[data-consent]`).Length())

	res = c.PostForm("/consent", url.Values{"key": {"everything"}})
	require.Equal(t, http.StatusBadRequest, res.StatusCode, "unknown consent keys are refused, not stored")
	require.Equal(t, "cookies", c.Cookie("gc_consent"))
}

func TestPrivacyPageGivesTheOperatorsAddressWhenConfigured(t *testing.T) {
	t.Parallel()
	none := apptest.New(t).Client().Get("/privacy")
	require.Zero(t, none.Find(`[data-testid="contact"]`).Length())
	require.Contains(t, none.Text("article"), "write to the operator of this Green Connect site")

	app := apptest.New(t, func(c *config.Config) { c.ContactEmail = "privacy@greenconnect.test" })
	contact := app.Client().Get("/privacy").Find(`[data-testid="contact"]`)
	require.Equal(t, "mailto:privacy@greenconnect.test", contact.AttrOr("href", ""))
	require.Equal(t, "privacy@greenconnect.test", contact.Text())
}
