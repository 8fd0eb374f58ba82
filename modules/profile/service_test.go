package profile_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/web"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
)

func TestProfileIDForUserMakesOneDraftNamedAfterTheSignUp(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	svc := app.Server.Modules.Profiles
	user := app.CreateUser("acme@example.com")

	id, err := svc.ProfileIDForUser(ctx, user)
	require.NoError(t, err)
	again, err := svc.ProfileIDForUser(ctx, user)
	require.NoError(t, err)
	require.Equal(t, id, again, "one profile per account")

	l, err := svc.Listing(ctx, id)
	require.NoError(t, err)
	require.Equal(t, user, l.UserID)
	require.Equal(t, "Company of acme@example.com", l.CompanyName)
	require.Equal(t, profile.StatusDraft, l.Status)
	require.False(t, l.Listed)
	require.Equal(t, profile.RatingSummary{Total: 20, Level: rating.LevelStarter, Stars: 2, Band: 20}, l.Rating,
		"the welcome bonus only")

	ids, err := svc.ListingIDs(ctx)
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{id}, ids)

	_, err = svc.Listing(ctx, uuid.New())
	require.Equal(t, 404, web.AsError(err).Status)
	_, err = svc.ProfileIDForUser(ctx, uuid.New())
	require.Equal(t, 404, web.AsError(err).Status, "an unknown account has no profile")
}

func TestPointsTableChangeTouchesEveryProfile(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	m := app.Server.Modules
	a, _ := m.Profiles.ProfileIDForUser(ctx, app.CreateUser("a@example.com"))
	b, _ := m.Profiles.ProfileIDForUser(ctx, app.CreateUser("b@example.com"))
	var touched []uuid.UUID
	m.Profiles.OnChange(func(_ context.Context, tags ...string) {
		id, _ := profile.TaggedProfile(tags[0])
		touched = append(touched, id)
	})

	app.SetPoints("signUpGreenRating", 10)
	require.ElementsMatch(t, []uuid.UUID{a, b}, touched)

	l, err := m.Profiles.Listing(ctx, a)
	require.NoError(t, err)
	require.Equal(t, 10, l.Rating.Total, "the new table applies to every rating at once")
}
