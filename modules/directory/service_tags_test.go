package directory_test

import (
	"context"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

// TestATagsListingFollowsEveryChange: a listing filtered by one tag walks service_tags,
// which the change's own transaction keeps (docs/directory.md, "Listings at any size"):
// a service shows under its tags once published, leaves a tag its edit drops, leaves every
// tag when unpublished, deleted or when its company's rank moves it, in the listing's
// order, and the table holds exactly the public services' tags after each change.
func TestATagsListingFollowsEveryChange(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	svc := app.Server.Modules.Directory
	_, a := makeCompany(t, app, "tags-a@example.com", company{Name: "Alpha", Country: "RO", Industry: "energy"})
	tagged := func(tag string) []string {
		t.Helper()
		directory.ForgetKeptCounts(svc) // some changes below are SQL of the test's own
		page, err := svc.Market(ctx, directory.ParseMarketFilter(url.Values{"tags": {tag}}))
		require.NoError(t, err)
		names := []string{}
		for _, c := range page.Cards {
			names = append(names, c.Name)
		}
		require.Equal(t, len(names), page.Total)
		// The copy is exactly the public services' tags, with their sort columns.
		var stray int
		require.NoError(t, app.Pool.QueryRow(ctx, `
			SELECT count(*) FROM (
				(SELECT tag, service_id, company_total, published_at FROM service_tags
				 EXCEPT SELECT DISTINCT t, id, company_total, published_at FROM services, unnest(tags) t
				 WHERE published AND company_listed)
				UNION ALL
				(SELECT DISTINCT t, id, company_total, published_at FROM services, unnest(tags) t
				 WHERE published AND company_listed
				 EXCEPT SELECT tag, service_id, company_total, published_at FROM service_tags)) d`).Scan(&stray))
		require.Zero(t, stray, "service_tags out of step with services")
		return names
	}
	require.Empty(t, tagged("solar"))

	one := addService(t, app, a, offering("Panels", "energy_efficiency", "solar", "roofs"), true)
	draft := addService(t, app, a, offering("Draft", "energy_efficiency", "solar"), false)
	require.Equal(t, []string{"Panels"}, tagged("solar"), "published only")
	require.Equal(t, []string{"Panels"}, tagged("roofs"))

	two := addService(t, app, a, offering("Boilers", "energy_efficiency", "solar"), true)
	require.ElementsMatch(t, []string{"Panels", "Boilers"}, tagged("solar"))

	one.Tags = []string{"roofs"}
	one, err := svc.Update(ctx, a, one)
	require.NoError(t, err)
	require.Equal(t, []string{"Boilers"}, tagged("solar"), "a dropped tag")
	require.Equal(t, []string{"Panels"}, tagged("roofs"))

	_, err = svc.SetPublished(ctx, a, draft.ID, draft.Version, true)
	require.NoError(t, err)
	require.ElementsMatch(t, []string{"Boilers", "Draft"}, tagged("solar"), "published later")

	_, err = svc.SetPublished(ctx, a, two.ID, two.Version, false)
	require.NoError(t, err)
	require.Equal(t, []string{"Draft"}, tagged("solar"), "unpublished")

	// The company's copy moves its services' rank; the tag's order follows.
	_, b := makeCompany(t, app, "tags-b@example.com", company{Name: "Beta", Country: "RO", Industry: "energy"})
	addService(t, app, b, offering("Cells", "energy_efficiency", "solar"), true)
	_, err = app.Pool.Exec(ctx, "UPDATE services SET company_total = CASE WHEN company_profile_id = $1 THEN 90 ELSE 10 END", b)
	require.NoError(t, err)
	require.Equal(t, []string{"Cells", "Draft"}, tagged("solar"), "best rated first")
	_, err = app.Pool.Exec(ctx, "UPDATE services SET company_total = CASE WHEN company_profile_id = $1 THEN 5 ELSE 80 END", b)
	require.NoError(t, err)
	require.Equal(t, []string{"Draft", "Cells"}, tagged("solar"), "the rank moved")

	_, err = app.Pool.Exec(ctx, "UPDATE services SET company_listed = false WHERE company_profile_id = $1", b)
	require.NoError(t, err)
	require.Equal(t, []string{"Draft"}, tagged("solar"), "company no longer listed")

	draft, err = svc.OwnOffering(ctx, a, draft.ID)
	require.NoError(t, err)
	require.NoError(t, svc.Delete(ctx, a, draft.ID, draft.Version))
	require.Empty(t, tagged("solar"), "deleted")
	require.Equal(t, []string{"Panels"}, tagged("roofs"))
}
