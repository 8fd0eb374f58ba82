package templates

import (
	"bytes"
	"context"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/a-h/templ"
	"github.com/stretchr/testify/require"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
)

// document renders a page the way Render does for a full request, and parses it.
func document(t *testing.T, p Page) *goquery.Document {
	t.Helper()
	bundle, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: Messages})
	require.NoError(t, err)
	sh := &web.Shell{Prefs: web.DefaultPrefs(), Loc: bundle.Localizer("en"), CSRFToken: "tok", Path: "/",
		Site:    &web.Site{Nav: []web.NavItem{{ID: "home", Href: "/", Label: "shell.brand"}}},
		Flashes: []web.Flash{{Key: "shell.brand", Severity: "success"}}}
	p.Body = templ.Raw(`<p id="content">the page</p>`)
	var b bytes.Buffer
	require.NoError(t, Document(p).Render(web.WithShell(context.Background(), sh), &b))
	doc, err := goquery.NewDocumentFromReader(&b)
	require.NoError(t, err)
	return doc
}

func TestEachLayoutWrapsThePageInItsChrome(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name                                   string
		layout                                 Layout
		main                                   string // the <main> that holds the page
		header, drawer, footer, tools, skipped bool
	}{
		{name: "unset is Main", layout: nil, main: "main.page:not(.page-narrow)", header: true, drawer: true, footer: true, tools: true, skipped: true},
		{name: "Main", layout: Main, main: "main.page:not(.page-narrow)", header: true, drawer: true, footer: true, tools: true, skipped: true},
		{name: "NoAuth", layout: NoAuth, main: "main.page.page-narrow", header: true, footer: true, tools: true, skipped: true},
		{name: "Minimal", layout: Minimal, main: "main.minimal"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc := document(t, Page{Title: "T", Layout: c.layout})
			require.Equal(t, 1, doc.Find("main").Length())
			main := doc.Find(c.main + "#main")
			require.Equal(t, 1, main.Length(), "the page's <main>")
			require.Equal(t, 1, main.Find("#content").Length(), "the page's content is inside <main>")
			require.Equal(t, 1, main.Find("#gc-flashes").Length(), "flash messages are inside <main>")
			require.Equal(t, c.header, doc.Find("header.topbar").Length() == 1, "header")
			require.Equal(t, c.drawer, doc.Find("nav#drawer").Length() == 1, "drawer")
			require.Equal(t, c.drawer, doc.Find("[data-drawer-toggle]").Length() == 1, "drawer toggle")
			require.Equal(t, c.footer, doc.Find("footer.footer").Length() == 1, "footer")
			require.Equal(t, c.tools, doc.Find("#gc-scroll-top").Length() == 1, "scroll-to-top")
			require.Equal(t, c.tools, doc.Find("dialog[data-consent=cookies]").Length() == 1, "cookie notice")
			if c.tools {
				// Read before the header (consentNotice): a notice held to the window's bottom
				// grew upwards as the browser painted what it had read of it.
				require.Equal(t, 1, doc.Find("dialog[data-consent=cookies] ~ header.topbar").Length(), "the notice comes before the header")
			}
			require.Equal(t, c.skipped, doc.Find(`a.skip-link[href="#main"]`).Length() == 1, "skip link")
			// Every layout keeps the document's own parts.
			require.Equal(t, 1, doc.Find("body > #gc-progress").Length())
			require.Equal(t, 1, doc.Find("body > #gc-shell-root").Length())
			require.Equal(t, "T · Green Connect", doc.Find("title").Text())
		})
	}
}
