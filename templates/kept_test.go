package templates

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/a-h/templ"
	"github.com/stretchr/testify/require"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
)

// visitorShells are a visitor's shells in each language on one site, with the cookie
// notice shown: what an uncached public page renders around its content.
func visitorShells(t testing.TB, path string) map[string]context.Context {
	bundle, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: Messages})
	require.NoError(t, err)
	site := &web.Site{Nav: []web.NavItem{
		{ID: "home", Href: "/", Label: "shell.brand"},
		{ID: "directory", Href: "/directory", Label: "shell.nav.main", Area: "header"},
		{ID: "blog", Href: "/blog", Label: "shell.brand", Section: "shell.nav.header"},
		{ID: "privacy", Href: "/privacy", Label: "shell.brand", Area: "footer"},
		{ID: "dashboard", Href: "/dashboard", Label: "shell.brand", Section: "shell.nav.main", Auth: true},
		{ID: "admin-users", Href: "/admin/users", Label: "shell.brand", Area: web.NavAdmin, Roles: []string{"admin"}},
	}}
	out := map[string]context.Context{}
	for _, lang := range i18n.Languages {
		sh := &web.Shell{Prefs: web.DefaultPrefs(), Loc: bundle.Localizer(lang), Path: path, Site: site}
		out[lang] = web.WithShell(context.Background(), sh)
	}
	return out
}

func renderDocument(t testing.TB, ctx context.Context) string {
	var b bytes.Buffer
	require.NoError(t, Document(Page{Title: "T", Body: templ.Raw(`<p id="content">x</p>`)}).Render(ctx, &b))
	return b.String()
}

// TestKeptChromeIsTheChromeRenderedAgain: the chrome's kept parts (drawer, footer,
// preferences, cookie notice) give the page a render gives, in every language, for each
// current item and preferences; a signed-in user's own items never come from a visitor's
// kept parts, and a visitor never sees a user's.
func TestKeptChromeIsTheChromeRenderedAgain(t *testing.T) {
	t.Parallel()
	for _, path := range []string{"/", "/directory", "/blog"} {
		for lang, ctx := range visitorShells(t, path) {
			first, again := renderDocument(t, ctx), renderDocument(t, ctx)
			require.Equal(t, first, again, "%s %s", lang, path)
			require.Contains(t, first, `data-consent="cookies"`)
			require.Contains(t, first, `name="back" value="`+path+`"`, "the forms go back to the page")
			// Other preferences are another variant: their choice is checked, not the kept one's.
			sh := *web.ShellFrom(ctx)
			sh.Prefs.Palette, sh.Prefs.RTL = "pink", true
			dark := renderDocument(t, web.WithShell(context.Background(), &sh))
			require.Contains(t, dark, `value="pink" checked`, lang)
			require.Contains(t, dark, `name="rtl" value="1" checked`, lang)
			require.NotContains(t, dark, `value="teal" checked`, lang)
			// A signed-in admin on the same site sees the drawer's signed-in and admin items.
			sh = *web.ShellFrom(ctx)
			sh.User, sh.CSRFToken = &web.User{Name: "Ada", Roles: []string{"admin"}}, "tok"
			admin := renderDocument(t, web.WithShell(context.Background(), &sh))
			require.Contains(t, admin, `data-nav-id="admin-users"`, lang)
			require.Contains(t, admin, `data-nav-id="dashboard"`, lang)
			require.Equal(t, 3, strings.Count(admin, `name="_csrf" value="tok"`), "the drawer toggle, the preferences and the notice keep their token")
			require.NotContains(t, renderDocument(t, ctx), `data-nav-id="dashboard"`, lang)
		}
	}
}

// TestAVisitorsChromeRendersOnlyWhatIsItsOwn: once kept, a visitor's chrome costs a
// fraction of its allocations (each language's drawer, footer, preferences and notice are
// written whole; before, each was rendered on every uncached page: about 290 allocations).
func TestAVisitorsChromeRendersOnlyWhatIsItsOwn(t *testing.T) {
	ctx := visitorShells(t, "/directory")["fr"]
	renderDocument(t, ctx)
	allocs := testing.AllocsPerRun(50, func() { renderDocument(t, ctx) })
	t.Logf("%.0f allocations a document", allocs)
	require.Less(t, allocs, 150.0)
}

// BenchmarkVisitorShell is the chrome around every public page as a visitor sees it.
func BenchmarkVisitorShell(b *testing.B) {
	ctx := visitorShells(b, "/directory")["en"]
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := Document(Page{Title: "T", Body: templ.NopComponent}).Render(ctx, &buf); err != nil {
			b.Fatal(err)
		}
	}
}

// Kept renders a part once per key and language (app/bounded keeps it bounded).
func TestKeptRendersOncePerKeyAndLanguage(t *testing.T) {
	shells := visitorShells(t, "/")
	var k Kept
	renders := 0
	part := func(text string) templ.Component {
		return templ.ComponentFunc(func(ctx context.Context, w io.Writer) error {
			renders++
			_, err := io.WriteString(w, web.Lang(ctx)+":"+text)
			return err
		})
	}
	render := func(ctx context.Context, key, text string) string {
		var b strings.Builder
		require.NoError(t, k.Keep(key, part(text)).Render(ctx, &b))
		return b.String()
	}
	require.Equal(t, "en:a", render(shells["en"], "k", "a"))
	require.Equal(t, "en:a", render(shells["en"], "k", "changed"), "kept for its key")
	require.Equal(t, "fr:b", render(shells["fr"], "k", "b"), "per language")
	require.Equal(t, "en:c", render(shells["en"], "other", "c"))
	require.Equal(t, 3, renders)
	require.Equal(t, "en:fresh", render(context.Background(), "k", "fresh"), "without a shell: rendered each time")
}
