package directory_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
	"greenconnect/modules/profile"
)

// The public company page lists the company's published services, each linked, and links to
// its badge check: the directory's blocks through the profile's page sections
// (docs/profile.md, "Company page sections").
func TestCompanyPageListsPublishedServicesAndTheBadgeCheck(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, id := makeCompany(t, app, "page@example.com", company{Name: "Page Co", Country: "DK", Industry: "energy"})
	shown := addService(t, app, id, offering("Heat pumps fitted", "consulting"), true)
	addService(t, app, id, offering("Draft idea", "consulting"), false)

	page := app.Client().Get(profile.PublicPath(id))
	require.Equal(t, http.StatusOK, page.StatusCode)
	services := page.Find(`[data-testid="company-services"]`)
	require.Equal(t, "Services", services.Find("h2").Text())
	require.Equal(t, 1, services.Find("li").Length(), "published services only")
	require.Equal(t, directory.ServicePath(shown.ID), services.Find("li a").AttrOr("href", ""))
	require.Equal(t, "Heat pumps fitted", services.Find("li a").Text())
	check := page.Find(`[data-testid="company-badge"] a`)
	require.Equal(t, directory.BadgeCheckPath(id), check.AttrOr("href", ""))
	require.Equal(t, "Check this company’s badge", check.Text())

	_, bare := makeCompany(t, app, "bare@example.com", company{Name: "Bare Co", Country: "DK", Industry: "energy"})
	page = app.Client().Get(profile.PublicPath(bare))
	require.Zero(t, page.Find(`[data-testid="company-services"]`).Length(), "no services, no block")
	require.Equal(t, 1, page.Find(`[data-testid="company-badge"]`).Length())
}
