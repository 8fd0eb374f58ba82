package directory_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/web"
	"greenconnect/modules/profile"
)

// A marketplace card shows its company from the service's own row (migration 01090): the
// company's directory copy moves its services' copy in the same statement, so a renamed
// company is renamed on every card, listed and searched, and no service's copy differs
// from its company's.
func TestAServiceCardShowsItsCompanyAsItsDirectoryCopyIs(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	owner, id := makeCompany(t, app, "card@example.com", company{Name: "Heliotrope Co", Country: "FR", Industry: "energy"})
	addService(t, app, id, offering("Heliotrope panels", "renewable_energy"), true)
	pages := []string{"/marketplace/services", "/marketplace/services?q=heliotrope", "/marketplace/services?category=renewable_energy"}
	for _, page := range pages {
		require.Contains(t, app.Client().Get(page).Text(`[data-testid="card-company"]`), "Heliotrope Co", page)
	}

	profiles := app.Server.Modules.Profiles
	u := &web.User{ID: owner}
	rec, err := profiles.OwnRecord(ctx, owner)
	require.NoError(t, err)
	co := rec.Company
	co.CompanyName = "Marigold Co"
	body, _ := json.Marshal(co)
	rec, err = profiles.Save(ctx, id, u, profile.Patch{Version: rec.Version, Company: body})
	require.NoError(t, err)
	_, err = profiles.Publish(ctx, id, u, rec.Version) // approved before: live at once
	require.NoError(t, err)
	drain(t, app)

	for _, page := range pages {
		card := app.Client().Get(page).Text(`[data-testid="card-company"]`)
		require.Contains(t, card, "Marigold Co", page)
		require.NotContains(t, card, "Heliotrope Co", page)
	}
	var differ int
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM services s
		JOIN directory_companies dc ON dc.profile_id = s.company_profile_id
		WHERE (s.company_name, s.company_logo_url, s.company_level) IS DISTINCT FROM (dc.company_name, dc.logo_url, dc.level)`).
		Scan(&differ))
	require.Zero(t, differ)
}
