package directory_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

// TestTheServiceCountIsKeptOnTheCompanysRow: the directory card's count and the "has
// services" filter read directory_companies.service_count, which moves in the transaction
// that publishes, unpublishes, moves or deletes a service (docs/directory.md, "Listings at
// any size"), and a company listed after its services were published starts with them.
func TestTheServiceCountIsKeptOnTheCompanysRow(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	svc := app.Server.Modules.Directory
	_, a := makeCompany(t, app, "a@example.com", company{Name: "Alpha", Country: "RO", Industry: "energy"})
	_, b := makeCompany(t, app, "b@example.com", company{Name: "Beta", Country: "RO", Industry: "energy"})
	count := func(id uuid.UUID) int {
		var n int
		require.NoError(t, app.Pool.QueryRow(ctx, "SELECT service_count FROM directory_companies WHERE profile_id = $1", id).Scan(&n))
		return n
	}
	withServices := func() []string {
		page, err := svc.Directory(ctx, directory.DirectoryFilter{HasServices: true, Page: 1})
		require.NoError(t, err)
		var names []string
		for _, e := range page.Entries {
			names = append(names, e.Name)
			require.Equal(t, count(e.ProfileID), e.ServiceCount)
		}
		return names
	}
	require.Empty(t, withServices())

	one := addService(t, app, a, offering("Heat pumps", "energy_efficiency"), true)
	two := addService(t, app, a, offering("Audits", "consulting"), true)
	addService(t, app, a, offering("Draft", "consulting"), false)
	require.Equal(t, 2, count(a), "published services only")
	require.Equal(t, []string{"Alpha"}, withServices())
	require.Contains(t, app.Client().Get("/directory").Text("article"), "Services listed: 2")

	_, err := svc.SetPublished(ctx, a, one.ID, one.Version, false)
	require.NoError(t, err)
	require.Equal(t, 1, count(a), "unpublished")
	require.NoError(t, svc.Delete(ctx, a, two.ID, two.Version))
	require.Equal(t, 0, count(a), "deleted")
	require.Empty(t, withServices())

	three := addService(t, app, a, offering("Solar", "energy_efficiency"), true)
	_, err = app.Pool.Exec(ctx, "UPDATE services SET company_profile_id = $1 WHERE id = $2", b, three.ID)
	require.NoError(t, err)
	require.Equal(t, 0, count(a), "moved away")
	require.Equal(t, 1, count(b), "moved here")

	// A directory row made again (as for a company listed anew) counts what is there.
	_, err = app.Pool.Exec(ctx, "DELETE FROM directory_companies WHERE profile_id = $1", b)
	require.NoError(t, err)
	_, err = svc.RefreshAll(ctx)
	require.NoError(t, err)
	require.Equal(t, 1, count(b))
}
