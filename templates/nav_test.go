package templates

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/a-h/templ"
	"github.com/stretchr/testify/require"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
)

// navShell is a signed-in admin's shell on path, with a drawer in two sections, the header's
// links and admin items.
func navShell(t testing.TB, path string) context.Context {
	bundle, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: Messages})
	require.NoError(t, err)
	nav := []web.NavItem{
		{ID: "home", Href: "/", Label: "shell.brand"},
		{ID: "directory", Href: "/directory", Label: "shell.brand", Area: "header"},
		{ID: "dashboard", Href: "/dashboard", Label: "shell.brand", Section: "shell.nav.main", Auth: true},
		{ID: "rating", Href: "/sustainability-profile", Label: "shell.brand", Section: "shell.nav.main", Auth: true},
		{ID: "wizard", Href: "/sustainability-profile/wizard", Label: "shell.brand", Section: "shell.nav.main", Auth: true},
		{ID: "blog", Href: "/blog", Label: "shell.brand", Section: "shell.nav.header"},
		{ID: "admin-users", Href: "/admin/users", Label: "shell.brand", Area: web.NavAdmin, Roles: []string{"admin"}},
	}
	sh := &web.Shell{Prefs: web.DefaultPrefs(), Loc: bundle.Localizer("en"), CSRFToken: "tok", Path: path,
		Site: &web.Site{Nav: nav}, User: &web.User{Name: "Ada", Roles: []string{"admin"}}}
	return web.WithShell(context.Background(), sh)
}

func TestTheCurrentPagesNavItemIsMarkedOnceAndSectionsHeadedOnce(t *testing.T) {
	t.Parallel()
	for path, want := range map[string]string{
		"/sustainability-profile/wizard":   "wizard", // the longest prefix wins over the rating page's
		"/sustainability-profile":          "rating",
		"/sustainability-profile/report/x": "rating",
		"/directory":                       "directory", // a header link
		"/nowhere":                         "dashboard", // nothing matches: the dashboard
		"/admin/users/4b2c":                "admin-users",
		"/":                                "home",
	} {
		var b bytes.Buffer
		require.NoError(t, Document(Page{Title: "T", Body: templ.NopComponent}).Render(navShell(t, path), &b))
		doc, err := goquery.NewDocumentFromReader(&b)
		require.NoError(t, err)
		current := doc.Find(`#drawer a[aria-current=page], .topnav a[aria-current=page]`)
		require.Equal(t, 1, current.Length(), path)
		id, _ := current.Attr("data-nav-id")
		if id == "" {
			href, _ := current.Attr("href")
			id = map[string]string{"/directory": "directory"}[href]
		}
		require.Equal(t, want, id, path)
		require.Equal(t, 2, doc.Find("#drawer li.drawer-section").Length(), "each section is headed once")
	}
	var b bytes.Buffer
	require.NoError(t, Document(Page{Title: "T", Body: templ.NopComponent, NavID: "blog"}).Render(navShell(t, "/x"), &b))
	require.Contains(t, b.String(), `aria-current="page" data-nav-id="blog"`, "a page may name its item")
}

// BenchmarkShell is the chrome around every page, as a signed-in admin sees it (about as
// many drawer items as the app has).
func BenchmarkShell(b *testing.B) {
	ctx := navShell(b, "/sustainability-profile")
	sh := web.ShellFrom(ctx)
	for i := range 30 {
		sh.Site.Nav = append(sh.Site.Nav, web.NavItem{ID: fmt.Sprint("item-", i), Href: fmt.Sprint("/admin/item-", i),
			Label: "shell.brand", Section: fmt.Sprint("shell.nav.", i/6)})
	}
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := Document(Page{Title: "T", Body: templ.NopComponent}).Render(ctx, &buf); err != nil {
			b.Fatal(err)
		}
	}
}
