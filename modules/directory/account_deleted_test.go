package directory_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

func TestDeletingTheAccountTakesItsCompanyOffEveryPage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	owner, p := makeCompany(t, app, "gone@example.com", company{Name: "Leaving Co", Country: "DK", Industry: "energy"})
	_, stays := makeCompany(t, app, "stays@example.com", company{Name: "Staying Co", Country: "DK", Industry: "energy"})
	addService(t, app, stays, offering("Staying audit", "consulting"), true)
	c := app.Client()
	c.SignInAs(owner)
	res := c.PostMultipart("/my/services", serviceFields(), apptest.File{Field: "logo", Name: "logo.png", Body: fixture.PNG(120, 80)})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	dir := app.Server.Modules.Directory
	own, err := dir.OwnOfferings(ctx, p)
	require.NoError(t, err)
	require.Len(t, own, 1)
	o, err := dir.SetPublished(ctx, p, own[0].ID, own[0].Version, true)
	require.NoError(t, err)
	visitor := app.Client()
	require.ElementsMatch(t, []string{"Leaving Co", "Staying Co"}, entryNames(visitor.Get("/directory")))
	require.Equal(t, http.StatusOK, visitor.Get("/services/"+o.ID.String()).StatusCode)
	require.Equal(t, http.StatusOK, visitor.Get(o.LogoURL()).StatusCode)

	require.NoError(t, app.Server.Modules.Accounts.DeleteAccount(ctx, owner, "en"))

	require.Equal(t, []string{"Staying Co"}, entryNames(visitor.Get("/directory")))
	require.Equal(t, http.StatusNotFound, visitor.Get("/companies/"+p.String()).StatusCode)
	require.Equal(t, http.StatusNotFound, visitor.Get("/services/"+o.ID.String()).StatusCode)
	require.Equal(t, http.StatusNotFound, visitor.Get(o.LogoURL()).StatusCode, "the service's files are deleted")
	require.NotContains(t, visitor.Get("/marketplace/services").Body, "Wind audit")
	require.Contains(t, visitor.Get("/marketplace/services").Body, "Staying audit", "other companies are untouched")
	var left int
	require.NoError(t, app.Pool.QueryRow(ctx,
		`SELECT (SELECT count(*) FROM company_profiles WHERE id = $1) + (SELECT count(*) FROM services WHERE company_profile_id = $1)
		 + (SELECT count(*) FROM service_files WHERE profile_id = $1)`, p).Scan(&left))
	require.Zero(t, left, "no row of the company is left")
}
