package server_test

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// Nothing an admin or a moderator does escapes the audit log (docs/audit.md, "Nothing
// escapes it"). audited lists every state change only staff may make, each with the Go test
// that proves it writes its entry ("<file from the repository's root> <TestName>"). A new
// route under /admin or /api/greenRating, or any other change only staff may make, fails
// TestEveryStaffActionIsAudited until it is listed here with such a test.
var audited = map[string]string{
	"POST /admin/users/:id/email":            "modules/account/admin_users_test.go TestAdminChangesAUsersEmailThroughTheOwnersFlow",
	"POST /admin/users/:id/reset":            "modules/account/admin_users_test.go TestAdminSendsAPasswordReset",
	"POST /admin/users/:id/roles":            "modules/account/admin_users_test.go TestRolesAreGrantedAndTheLastAdminKept",
	"POST /admin/users/:id/disable":          "modules/account/admin_users_test.go TestADisabledAccountIsOutAtOnceUntilEnabled",
	"POST /admin/users/:id/enable":           "modules/account/admin_users_test.go TestADisabledAccountIsOutAtOnceUntilEnabled",
	"POST /admin/unverified/delete":          "modules/account/admin_unverified_test.go TestOldUnverifiedAccountsAreDeletedThroughTheAccountDeletion",
	"POST /admin/unverified/:id/resend":      "modules/account/admin_unverified_test.go TestAdminResendsTheVerificationLink",
	"POST /admin/billing/plans/price":        "modules/billing/admin_test.go TestAdminsEditThePricesAudited",
	"POST /admin/billing/plans/add":          "modules/billing/prices_test.go TestAdminsAddAPriceInANewCurrencyAudited",
	"POST /admin/billing/grant":              "modules/billing/admin_test.go TestAnAdminGrantsAndEndsAPlanByHandRecorded",
	"POST /admin/billing/end":                "modules/billing/admin_test.go TestAnAdminGrantsAndEndsAPlanByHandRecorded",
	"POST /admin/reported-posts/:id/hide":    "modules/blog/moderation_test.go TestAReportedPostHiddenByAModerator",
	"POST /admin/reported-posts/:id/restore": "modules/blog/moderation_test.go TestAReportedPostHiddenByAModerator",
	"POST /admin/reported-posts/:id/dismiss": "modules/blog/moderation_test.go TestAReportedPostHiddenByAModerator",
	"POST /admin/marquee":                    "modules/blog/marquee_test.go TestAdminsSetTheMarqueeInFourLanguages",
	"POST /admin/profiles/:id/approve":       "modules/profile/lifecycle_test.go TestLifecycleReviewRejectThenApproveAndThePublicPage",
	"POST /admin/profiles/:id/reject":        "modules/profile/lifecycle_test.go TestLifecycleReviewRejectThenApproveAndThePublicPage",
	"POST /admin/verification/:id":           "modules/profile/verification_test.go TestACompanyValidationIsAskedCheckedAndMarked",
	"POST /admin/green-rating":               "modules/rating/api_test.go TestPointsTableEditorWithoutJavaScript",
	"POST /api/greenRating":                  "modules/rating/api_test.go TestGreenRatingAPI",
	"POST /admin/companies":                  "modules/profile/company_creation_test.go TestAnAdminAddsAProfileOnACompanysBehalf",
	"POST /admin/companies/:id/transfer":     "modules/profile/company_transfers_test.go TestAnAdminMovesACompanyToAnotherAccount",
	"POST /admin/guidance/:section":          "modules/profile/guidance_test.go TestAdminsRewriteTheWizardGuidance",
	"POST /admin/services/:id/unpublish":     "modules/directory/admin_test.go TestAnAdminUnpublishesAServiceWithAReason",
	"POST /admin/suggestions/:id":            "modules/site/suggestions_test.go TestAUserSendsASuggestionAndAnAdminAnswersIt",
	"POST /admin/companies/:id/answers":      "modules/profile/answers_test.go TestAnAdminChangesACompanysAnswers",
}

// changeNothing are staff-only POSTs that store nothing (a form's figure computed as typed),
// each with the test that shows nothing changed ("a preview saves nothing").
var changeNothing = map[string]string{
	"POST /admin/green-rating/preview": "modules/rating/api_test.go TestPointsTableEditorWithoutJavaScript",
}

// auditedOnBehalf are routes every signed-in company may call for itself, on which staff may
// also act on another company (an admin's ?id= on the profile's API): what staff do there is
// audited too, and its test named the same way.
var auditedOnBehalf = map[string]string{
	"POST /api/sustainability":           "modules/profile/api_test.go TestAdminsMayEditAnyProfileByID",
	"POST /api/sustainability/publish":   "modules/profile/api_test.go TestAdminsMayEditAnyProfileByID",
	"POST /api/sustainability/unpublish": "modules/profile/api_test.go TestAdminsMayEditAnyProfileByID",
	"POST /api/sustainability/files":     "modules/profile/api_test.go TestAdminsMayEditAnyProfileByID",
}

// auditedCommands are the command line's staff changes (as audit.System("cli")).
var auditedCommands = map[string]string{
	"greenconnect admin create": "modules/account/signin_test.go TestEnsureRoleCreatesOrPromotes",
}

var routeParam = regexp.MustCompile(`:[A-Za-z]+\??|\*`)

// TestEveryStaffActionIsAudited finds every route that changes state and that only staff may
// call — under /admin or /api/greenRating, or refused to a company (403) but not to an admin
// — and requires each to be in audited, pointing at a test that exists and reads the log.
func TestEveryStaffActionIsAudited(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	companyID := app.CreateUser("company@example.com")
	adminID := app.CreateUser("admin@example.com", account.RoleAdmin)
	// probe posts an empty form to path as a new session of the user: a refused change changes
	// nothing, and a session of its own survives whatever the route does (sign out, say).
	probe := func(user uuid.UUID, method, path string) int {
		c := app.Client()
		c.SignInAs(user)
		req, _ := http.NewRequest(method, apptest.BaseURL+path, strings.NewReader("_csrf="+c.Token()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("X-XSRF-TOKEN", c.Token())
		return c.Do(req).StatusCode
	}

	var missing []string
	seen := map[string]bool{}
	for _, r := range app.Server.App.GetRoutes(true) {
		switch r.Method {
		case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
		default:
			continue
		}
		key := r.Method + " " + r.Path
		if seen[key] {
			continue
		}
		seen[key] = true
		staff := strings.HasPrefix(r.Path, "/admin") || strings.HasPrefix(r.Path, "/api/greenRating")
		if !staff {
			path := routeParam.ReplaceAllLiteralString(r.Path, uuid.NewString())
			staff = probe(companyID, r.Method, path) == http.StatusForbidden && probe(adminID, r.Method, path) != http.StatusForbidden
		}
		if staff && audited[key] == "" && changeNothing[key] == "" {
			missing = append(missing, key)
		}
	}
	sort.Strings(missing)
	require.Empty(t, missing, "staff-only changes without an audit test: write one that reads the entry "+
		"(who, the object, before and after) and list the route in audited (docs/audit.md)")

	for _, table := range []map[string]string{audited, auditedOnBehalf, changeNothing} {
		for key := range table {
			require.True(t, seen[key], "%s is listed as audited but is no route any more", key)
		}
	}
	for _, table := range []map[string]string{audited, auditedOnBehalf, auditedCommands} {
		for what, proof := range table {
			file, name, ok := strings.Cut(proof, " ")
			require.True(t, ok, "%s: %q is not '<file> <TestName>'", what, proof)
			src, err := os.ReadFile(filepath.Join("..", "..", file))
			require.NoError(t, err, what)
			_, body, found := strings.Cut(string(src), "\nfunc "+name+"(t *testing.T) {")
			require.True(t, found, "%s: %s has no %s", what, file, name)
			body, _, _ = strings.Cut(body, "\nfunc ")
			require.Regexp(t, `Audit\.List\(|audit_log|[eE]ntries\(`, body, "%s: %s does not read the audit log", what, name)
		}
	}
	for what, proof := range changeNothing {
		file, name, _ := strings.Cut(proof, " ")
		src, err := os.ReadFile(filepath.Join("..", "..", file))
		require.NoError(t, err, what)
		require.Contains(t, string(src), "\nfunc "+name+"(t *testing.T) {", "%s: %s has no %s", what, file, name)
	}
}
