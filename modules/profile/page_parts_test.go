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
	state := func() (int64, bool) { return partsOf(t, app, id) }
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

// partsOf reads a company page's parts row: its gen and whether parts are built.
func partsOf(t *testing.T, app *apptest.App, id uuid.UUID) (gen int64, built bool) {
	t.Helper()
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT gen, parts IS NOT NULL FROM company_page_parts WHERE profile_id = $1`, id).Scan(&gen, &built))
	return gen, built
}

// The database marks a company page's kept parts stale in the transaction of the change
// that makes them so (migration 01070; docs/profile.md, "Company page sections"): a change
// made behind the code's back, as one whose instance stopped before its hook ran, leaves no
// old parts on the page, and an update of a column the page does not show keeps them.
func TestCompanyPagePartsMarkedByTheChange(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	_, sid := listedCompany(t, app, "marked@example.com", "")
	id := uuid.MustParse(sid)
	require.NoError(t, app.Server.Jobs.Drain(ctx))
	gen := func() (int64, bool) { return partsOf(t, app, id) }
	exec := func(sql string) {
		t.Helper()
		_, err := app.Pool.Exec(ctx, sql, id)
		require.NoError(t, err, sql)
	}
	marks := func(sql string) {
		t.Helper()
		app.Server.Modules.Profiles.PagesChanged(ctx, profile.PageTag(id)) // built again
		before, built := gen()
		require.True(t, built)
		exec(sql)
		after, built := gen()
		require.False(t, built, "marked: %s", sql)
		require.Greater(t, after, before, "a build that read before it stores nothing: %s", sql)
	}
	keeps := func(sql string) {
		t.Helper()
		before, _ := gen()
		exec(sql)
		after, built := gen()
		require.True(t, built, "kept: %s", sql)
		require.Equal(t, before, after, sql)
	}

	marks(`INSERT INTO services (company_profile_id, published, name, industry, category, description)
		VALUES ($1, true, 'Heat pumps marked by the database', 'energy', 'renewable-energy', 'Installed')`)
	page := app.Client().Get(profile.PublicPath(id) + "?render=marked")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Contains(t, page.Text(`[data-testid="company-services"]`), "Heat pumps marked by the database",
		"no hook ran, and the page shows the change")

	for _, c := range []struct{ unseen, seen, remove string }{{
		unseen: `UPDATE services SET company_total = company_total + 1 WHERE company_profile_id = $1`,
		seen:   `UPDATE services SET description = 'Installed and kept' WHERE company_profile_id = $1`,
		remove: `DELETE FROM services WHERE company_profile_id = $1`,
	}, {
		unseen: `UPDATE company_profiles SET updated_at = now() WHERE id = $1`,
		seen:   `UPDATE company_profiles SET published_record = published_record || '{"marked": 1}' WHERE id = $1`,
	}, {
		seen: `UPDATE company_profiles SET verification_marks = verification_marks || '{"marked": 1}' WHERE id = $1`,
	}, {
		seen: `UPDATE company_profiles SET verified_at = verified_at - interval '1 day' WHERE id = $1`,
	}, {
		unseen: `UPDATE directory_companies SET synced_at = now() WHERE profile_id = $1`,
		seen:   `UPDATE directory_companies SET total = total + 1 WHERE profile_id = $1`,
	}, {
		seen: `INSERT INTO blog_posts (profile_id, user_id, title, content, category, published, published_at)
			SELECT id, user_id, 'A post marked', 'Text', 'news', true, now() FROM company_profiles WHERE id = $1`,
		unseen: `UPDATE blog_posts SET updated_at = now() WHERE profile_id = $1`,
		remove: `DELETE FROM blog_posts WHERE profile_id = $1`,
	}, {
		seen: `INSERT INTO rating_history (profile_id, at, cause, total, level, active, table_version, sections)
			VALUES ($1, now(), 'publish', 1, 'none', false, 1, '{}')`,
		remove: `DELETE FROM rating_history WHERE profile_id = $1 AND total = 1`,
	}, {
		seen:   `INSERT INTO profile_files (key, profile_id, kind, content_type, size) VALUES ('marked-file', $1, 'logo', 'image/png', 1)`,
		remove: `DELETE FROM profile_files WHERE profile_id = $1 AND key = 'marked-file'`,
	}, {
		seen:   `INSERT INTO vsme_public_figures (profile_id, year) VALUES ($1, 2024)`,
		unseen: `UPDATE vsme_public_figures SET updated_at = now() WHERE profile_id = $1`,
		remove: `DELETE FROM vsme_public_figures WHERE profile_id = $1`,
	}} {
		marks(c.seen)
		if c.unseen != "" {
			app.Server.Modules.Profiles.PagesChanged(ctx, profile.PageTag(id))
			keeps(c.unseen)
		}
		if c.remove != "" {
			marks(c.remove)
		}
	}
}
