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
	gen := func() (gen int64, built bool) {
		require.NoError(t, app.Pool.QueryRow(ctx,
			`SELECT gen, parts IS NOT NULL FROM company_page_parts WHERE profile_id = $1`, id).Scan(&gen, &built))
		return gen, built
	}
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
