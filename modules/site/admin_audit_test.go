package site_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

const pointsSaved = "Save points table"

// The audit log's page (docs/audit.md): admins read every recorded action, filtered by action,
// by who or what and by day; nobody else does.
func TestAdminsReadTheAuditLog(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Client()
	bossID := app.CreateUser("boss@example.com", account.RoleAdmin)
	admin.SignInAs(bossID)
	app.SetPoints("co2Accounting.DEFINED", 65) // an audited change of the points table

	res := admin.Get("/admin/audit")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, pointsSaved, res.Text(`[data-testid="audit-action"]`), "the action by name, not its id")
	require.Equal(t, "/admin/green-rating", res.Find(`[data-testid="audit-object"]`).AttrOr("href", ""), "the object links to it")
	require.Equal(t, 2, res.Find(`[data-testid="audit-table"] tbody details pre`).Length(), "the JSON (before and after) only behind a details toggle")
	require.Contains(t, res.Text(`[data-testid="audit-table"] tbody`), "co2Accounting.DEFINED: 60 → 65")

	res = admin.Get("/admin/audit?action=rating.table.save&from=2026-11-01&to=2026-11-30")
	require.Equal(t, 1, res.Find(`[data-testid="audit-table"] tbody tr`).Length())
	res = admin.Get("/admin/audit?from=2027-01-01")
	require.Equal(t, 1, res.Find(`[data-testid="list-empty"]`).Length(), "nothing after that day")
	impossible := admin.Get("/admin/audit?from=2026-11-30&to=2026-11-01")
	require.Equal(t, http.StatusUnprocessableEntity, impossible.StatusCode)
	require.Contains(t, impossible.Text(`[data-testid="audit-range-error"]`), "The first day is after the last day")
	require.Equal(t, "2026-11-30", impossible.Find(`#f-audit-from`).AttrOr("value", ""), "what was typed stays")

	csv := admin.Get(res.Find(`[data-testid="audit-csv"]`).AttrOr("href", "/admin/audit?csv=1"))
	require.Contains(t, csv.Header.Get("Content-Type"), "text/csv")
	require.Contains(t, csv.Body, pointsSaved)
	require.Contains(t, csv.Body, "co2Accounting.DEFINED: 60 → 65")
	require.Equal(t, 2, strings.Count(strings.TrimSpace(csv.Body), "\n")+1, "a header and the one filtered row")
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
