package server_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/server"
	"greenconnect/modules/account"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
)

func TestDemoDataIsIdempotentAndVaried(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	require.NoError(t, app.Server.SeedDemo(ctx))
	require.NoError(t, app.Server.SeedDemo(ctx), "a second run changes nothing")

	m := app.Server.Modules
	ids, err := m.Profiles.ListingIDs(ctx)
	require.NoError(t, err)
	require.Len(t, ids, 25)
	all, err := m.Profiles.Listings(ctx, ids)
	require.NoError(t, err)
	levels, statuses, countries := map[rating.Level]int{}, map[profile.Status]int{}, map[string]bool{}
	for _, l := range all {
		statuses[l.Status]++
		countries[l.Country] = true
		if l.Listed {
			levels[l.Rating.Level]++
			require.NotEmpty(t, l.LogoURL)
		}
	}
	require.GreaterOrEqual(t, statuses[profile.StatusApproved], 20)
	require.Equal(t, 2, statuses[profile.StatusPending])
	require.Equal(t, 1, statuses[profile.StatusRejected])
	require.Equal(t, 1, statuses[profile.StatusDraft])
	require.Greater(t, len(countries), 20)
	for _, l := range []rating.Level{rating.LevelStarter, rating.LevelExplorer, rating.LevelAchiever, rating.LevelChampion} {
		require.NotZero(t, levels[l], "some listed company is %s", l)
	}

	demo, err := m.Accounts.ByEmail(ctx, server.DemoCompanyEmail)
	require.NoError(t, err)
	id, err := m.Profiles.ProfileIDForUser(ctx, demo.ID)
	require.NoError(t, err)
	l, err := m.Profiles.Listing(ctx, id)
	require.NoError(t, err)
	require.True(t, l.Listed)
	require.Equal(t, "Evergreen Demo Ltd", l.CompanyName)
	require.Equal(t, profile.RatingSummary{Total: 335, Level: rating.LevelChampion, Stars: 5, Band: 300, Active: true, Complete: true}, l.Rating)

	// Every demo account shares one hash of the demo password, at the production cost
	// (demoPasswordHash): seeding hashes once per process, and signing in still checks it.
	var hashes []string
	rows, err := app.Pool.Query(ctx, "SELECT DISTINCT password_hash FROM users WHERE password_hash IS NOT NULL")
	require.NoError(t, err)
	for rows.Next() {
		var h string
		require.NoError(t, rows.Scan(&h))
		hashes = append(hashes, h)
	}
	require.NoError(t, rows.Err())
	require.Len(t, hashes, 1)
	require.True(t, strings.HasPrefix(hashes[0], "$argon2id$v=19$m=19456,t=2,p=1$"), hashes[0])
	ok, err := account.CheckPassword(hashes[0], server.DemoPassword)
	require.NoError(t, err)
	require.True(t, ok)
}
