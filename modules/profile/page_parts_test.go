package profile_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/profile"
)

// A build stores what it read only if no change marked the page's parts since it began, and
// the sweep builds the parts a listed company has none of (docs/profile.md, "Company page
// sections").
func TestCompanyPagePartsKeepOnlyTheLatestBuild(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, sid := listedCompany(t, app, "parts@example.com", "")
	id := uuid.MustParse(sid)
	require.NoError(t, app.Server.Jobs.Drain(ctx))
	profiles := app.Server.Modules.Profiles
	state := func() (gen int64, built bool) {
		require.NoError(t, app.Pool.QueryRow(ctx,
			`SELECT gen, parts IS NOT NULL FROM company_page_parts WHERE profile_id = $1`, id).Scan(&gen, &built))
		return gen, built
	}
	first, built := state()
	require.True(t, built, "publishing built them")

	profiles.PagesChanged(ctx, profile.PageTag(id))
	second, built := state()
	require.Equal(t, first+1, second, "a change marks them")
	require.True(t, built, "and builds them under its mark")

	_, err := app.Pool.Exec(ctx, `UPDATE company_page_parts SET parts = NULL WHERE profile_id = $1`, id)
	require.NoError(t, err)
	require.NoError(t, profiles.BuildPageParts(ctx, id, first))
	_, built = state()
	require.False(t, built, "a build that read an older gen stores nothing")
	require.NoError(t, profiles.BuildPageParts(ctx, id, second))
	_, built = state()
	require.True(t, built)

	_, err = app.Pool.Exec(ctx, `DELETE FROM company_page_parts WHERE profile_id = $1`, id)
	require.NoError(t, err)
	page := app.Client().Get(profile.PublicPath(id))
	require.Equal(t, http.StatusOK, page.StatusCode, "no parts: the page reads them")
	require.Equal(t, 1, page.Find(`[data-testid="company-badge"]`).Length(), "a kept source's block")
	require.NoError(t, app.Server.Jobs.Insert(ctx, profile.PagePartsArgs{}, nil))
	require.NoError(t, app.Server.Jobs.Drain(ctx))
	_, built = state()
	require.True(t, built, "the sweep built them")
	again := app.Client().Get(profile.PublicPath(id) + "?render=again") // not the cached copy
	require.Equal(t, page.Find("main").Text(), again.Find("main").Text(), "the kept parts show what the sources did")
}
