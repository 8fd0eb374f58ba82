package directory_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory"
)

// TestAListingsCountIsKeptUntilAChange: a listing without search words counts its matches
// on its first view, then reads its pages alone while the count is kept; a change made
// through the service drops the kept counts, and the next view counts again
// (docs/directory.md, "Listings at any size").
func TestAListingsCountIsKeptUntilAChange(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	require.NoError(t, app.Server.SeedDemo(ctx))
	svc := app.Server.Modules.Directory
	e := &apptest.Explainer{DB: app.Pool}
	defer directory.SetListingDB(svc, e, e.Prepared(), e.Walks())()
	counts := func() bool {
		plans := e.Take()
		require.Len(t, plans, 1)
		require.NoError(t, plans[0].Err)
		return plans[0].Root.Has("Aggregate")
	}

	first, err := svc.Market(ctx, directory.MarketFilter{Page: 1})
	require.NoError(t, err)
	require.True(t, counts(), "the first view counts")
	require.Greater(t, first.Total, directory.PageSize)
	second, err := svc.Market(ctx, directory.MarketFilter{Page: 2})
	require.NoError(t, err)
	require.False(t, counts(), "its other pages read the page alone")
	require.Equal(t, first.Total, second.Total)
	_, err = svc.Market(ctx, directory.MarketFilter{Category: directory.TrainingCategory, Page: 1})
	require.NoError(t, err)
	require.True(t, counts(), "another filter counts its own")
	dir, err := svc.Directory(ctx, directory.DirectoryFilter{Page: 1})
	require.NoError(t, err)
	require.True(t, counts())
	_, err = svc.Directory(ctx, directory.DirectoryFilter{Page: 1})
	require.NoError(t, err)
	require.False(t, counts(), "the directory keeps its count too")
	_, err = svc.Market(ctx, directory.MarketFilter{Query: "solar", Page: 1})
	require.NoError(t, err)
	// A word its start's walk finds few of is read again as any search (docs/directory.md,
	// "Search at any size"): the statement shown counts.
	plans := e.Take()
	require.NotEmpty(t, plans)
	require.True(t, plans[len(plans)-1].Root.Has("Aggregate"), "a search counts its ranked candidates each time")

	card := first.Cards[0]
	own, err := svc.OwnOffering(ctx, card.CompanyProfileID, card.ID)
	require.NoError(t, err)
	_, err = svc.SetPublished(ctx, card.CompanyProfileID, own.ID, own.Version, false)
	require.NoError(t, err)
	after, err := svc.Market(ctx, directory.MarketFilter{Page: 1})
	require.NoError(t, err)
	require.True(t, counts(), "a change counts again")
	require.Equal(t, first.Total-1, after.Total)
	require.NotZero(t, dir.Total)
}
