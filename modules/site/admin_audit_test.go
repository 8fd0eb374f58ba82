package site_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// The audit log's page (docs/audit.md): admins read every recorded action, filtered by action,
// by who or what and by day; nobody else does.
func TestAdminsReadTheAuditLog(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Client()
	admin.SignInAs(app.CreateUser("boss@example.com", account.RoleAdmin))
	app.SetPoints("co2Accounting.DEFINED", 65) // an audited change of the points table

	res := admin.Get("/admin/audit")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Text(`[data-testid="audit-table"] tbody`), "rating.table.save")
	require.Contains(t, res.Text(`[data-testid="audit-table"] tbody`), "co2Accounting.DEFINED: 60 → 65")

	res = admin.Get("/admin/audit?action=rating.table.save&from=2026-11-01&to=2026-11-30")
	require.Equal(t, 1, res.Find(`[data-testid="audit-table"] tbody tr`).Length())
	res = admin.Get("/admin/audit?from=2027-01-01")
	require.Equal(t, 1, res.Find(`[data-testid="list-empty"]`).Length(), "nothing after that day")
	for _, bad := range []string{"?from=yesterday", "?to=2026-13-45", "?action=%00", "?page=99999999999", "?q=%27%20OR%201%3D1"} {
		require.Less(t, admin.Get("/admin/audit"+bad).StatusCode, 500, bad)
	}
	mod := app.Client()
	mod.SignInAs(app.CreateUser("mod@example.com", account.RoleModerator))
	require.Equal(t, http.StatusForbidden, mod.Get("/admin/audit").StatusCode)
	company := app.Client()
	company.SignInAs(app.CreateUser("co@example.com"))
	require.Equal(t, http.StatusForbidden, company.Get("/admin/audit").StatusCode)
}
