package profile_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

func TestDeletingTheAccountDeletesTheProfileAndItsFiles(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	id := app.CreateUser("acme@example.com")
	c := app.Client()
	c.SignInAs(id)
	save(t, c, http.StatusOK, map[string]any{"version": 1, "company": company()})
	res := uploadFile(c, "logo", "logo.png", fixture.PNG(8, 8))
	require.Equal(t, http.StatusCreated, res.StatusCode, res.Body)
	var f struct{ URL string }
	res.DecodeJSON(&f)
	require.Equal(t, http.StatusOK, c.Get(f.URL).StatusCode)
	profileID, err := app.Server.Modules.Profiles.ExistingProfileID(ctx, id)
	require.NoError(t, err)
	require.NotEqual(t, uuid.Nil, profileID)

	require.NoError(t, app.Server.Modules.Accounts.DeleteAccount(ctx, id, "en"))

	require.Equal(t, http.StatusNotFound, app.Client().Get(f.URL).StatusCode, "the uploaded file is deleted")
	gone, err := app.Server.Modules.Profiles.ExistingProfileID(ctx, id)
	require.NoError(t, err)
	require.Equal(t, uuid.Nil, gone, "the profile is deleted")
	var files int
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM profile_files WHERE profile_id = $1`, profileID).Scan(&files))
	require.Zero(t, files)
}
