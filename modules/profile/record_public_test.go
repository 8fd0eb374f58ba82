package profile_test

import (
	"context"
	"encoding/json"
	"net/http"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
	"greenconnect/modules/profile"
)

// visitorFields are every field of GET /api/sustainability/{id} that anyone but the owner
// and admins may read; <section> stands for each live section's key. Adding a field to what
// visitors get fails this test until it is added here, on purpose.
var visitorFields = []string{
	"id", "blogPostCount", "publishedAt", "verifiedAt", "verification",
	"company", "company.companyName", "company.about", "company.city", "company.country", "company.industry",
	"company.sector", "company.website", "company.employeeCount", "company.serviceProvider", "company.facebook",
	"company.linkedin", "company.tiktok", "company.twitter", "company.instagram", "company.logo",
	"rating", "rating.total", "rating.level", "rating.stars", "rating.band", "rating.active", "rating.complete",
	"rating.sections", "rating.sections.<section>", "rating.sections.<section>.stage",
	"rating.sections.<section>.points", "rating.sections.<section>.possible", "rating.sections.<section>.counted",
	"rating.sections.<section>.reason", "rating.sections.<section>.until",
	"<section>", "<section>.status", "<section>.plannedFor", "<section>.details", "<section>.details[]",
	"<section>.details[].link", "<section>.details[].weblink", "<section>.details[].attachment",
	"<section>.details[].description", "<section>.details[].priceLink", "<section>.details[].priceListFile",
	"<section>.details[].greenCategory", "<section>.details[].accreditation", "<section>.details[].sdgs",
	"<section>.details[].sdgs[]", "<section>.details[].goals", "<section>.details[].goals[]",
	"<section>.details[].goals[].number", "<section>.details[].goals[].description", "<section>.details[].principles",
	"<section>.details[].principles[]", "<section>.details[].principles[].number", "<section>.details[].principles[].description",
	"verification.companyValidatedAt", "verification.verifiedItems", "verification.verifiedItems[]",
	"verification.verifiedItems[].section", "verification.verifiedItems[].item", "verification.verifiedItems[].verifiedAt",
	"<section>.details[].givenAt", "evidence", "evidence.answers", "evidence.backed", "evidence.verified",
	"evidence.items", "evidence.items.<section>", "evidence.items.<section>[]", "evidence.items.<section>[].state",
	"evidence.items.<section>[].since", "evidence.items.<section>[].old",
}

// optionalFields appear only with some answers (a dated reason, an accreditation type, goals).
var optionalFields = map[string]bool{"rating.sections.<section>.until": true,
	"<section>.details[].accreditation": true, "<section>.details[].sdgs": true, "<section>.details[].sdgs[]": true,
	"<section>.details[].goals": true, "<section>.details[].goals[]": true, "<section>.details[].goals[].number": true,
	"<section>.details[].goals[].description": true, "<section>.details[].principles": true,
	"<section>.details[].principles[]": true, "<section>.details[].principles[].number": true,
	"<section>.details[].principles[].description": true,
	"verification.verifiedItems[]":                 true, "verification.verifiedItems[].section": true,
	"verification.verifiedItems[].item": true, "verification.verifiedItems[].verifiedAt": true,
	"<section>.details[].givenAt": true}

// fieldPaths lists the paths of every field of a JSON value, section keys as <section>.
func fieldPaths(prefix string, v any, out map[string]bool) {
	switch v := v.(type) {
	case map[string]any:
		for k, child := range v {
			if profile.IsSectionKey(k) {
				k = "<section>"
			}
			p := k
			if prefix != "" {
				p = prefix + "." + k
			}
			out[p] = true
			fieldPaths(p, child, out)
		}
	case []any:
		for _, child := range v {
			out[prefix+"[]"] = true
			fieldPaths(prefix+"[]", child, out)
		}
	}
}

func TestVisitorsSeeOnlyThePublicFieldsOfARecord(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, other, admin := app.Client(), app.Client(), app.Client()
	ownerID := app.CreateUser("acme@example.com")
	owner.SignInAs(ownerID)
	other.SignInAs(app.CreateUser("other@example.com"))
	adminID := app.CreateUser("admin@example.com", account.RoleAdmin)
	admin.SignInAs(adminID)
	full := company()
	full["representativeLinkedin"] = "https://www.linkedin.com/in/private-person"
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": full,
		"co2Accounting":       defined(map[string]any{"weblink": "acme.example/carbon"}),
		"sustainabilityGoals": defined(map[string]any{"sdgs": []int{7, 13}, "principles": []any{map[string]any{"number": 8, "description": "Supplier code"}}}),
		"environmentalPolicies": map[string]any{"status": "DEFINED", "visibility": "hidden",
			"details": []any{map[string]any{"description": "Hidden policy text"}}},
		"sustainabilityTraining": map[string]any{"status": "DEFINED", "visibility": "report",
			"details": []any{map[string]any{"description": "Report-only training text"}}},
	})
	id := r.str("id")
	require.Equal(t, http.StatusOK, owner.JSON(http.MethodPost, "/api/sustainability/publish", map[string]any{"version": 2}).StatusCode)
	require.NoError(t, app.Server.Modules.Profiles.Approve(context.Background(), mustUUID(id), adminID, 2))
	path := "/api/sustainability/" + id

	for who, c := range map[string]*apptest.Client{"visitor": app.Client(), "another company": other} {
		res := c.JSON(http.MethodGet, path, nil)
		require.Equal(t, http.StatusOK, res.StatusCode, who)
		var body any
		require.NoError(t, json.Unmarshal([]byte(res.Body), &body))
		got := map[string]bool{}
		fieldPaths("", body, got)
		allowed := map[string]bool{}
		for _, f := range visitorFields {
			allowed[f] = true
		}
		var extra, missing []string
		for f := range got {
			if !allowed[f] {
				extra = append(extra, f)
			}
		}
		for f := range allowed {
			if !got[f] && !optionalFields[f] {
				missing = append(missing, f)
			}
		}
		sort.Strings(extra)
		sort.Strings(missing)
		require.Empty(t, extra, "%s sees fields that are not public", who)
		require.Empty(t, missing, "%s: visitorFields lists fields the answer no longer has", who)
		for _, private := range []string{ownerID.String(), "private-person", "Hidden policy text", "Report-only training text",
			"environmentalPolicies", "sustainabilityTraining", "answeredAt", "logins", "billingHistory", "membershipHistory",
			"userId", "rejectionReason", `"version"`} {
			require.NotContains(t, res.Body, private, who)
		}
		require.True(t, strings.Contains(res.Body, "acme.example/carbon"), "the live evidence is there")
	}

	for who, c := range map[string]*apptest.Client{"owner": owner, "admin": admin} {
		res := c.JSON(http.MethodGet, path, nil)
		require.Equal(t, http.StatusOK, res.StatusCode, who)
		var whole record
		res.DecodeJSON(&whole)
		require.Equal(t, ownerID.String(), whole.str("userId"), who)
		require.Equal(t, "Hidden policy text", whole["environmentalPolicies"].(map[string]any)["details"].([]any)[0].(map[string]any)["description"], who)
		require.Contains(t, whole, "logins", who)
	}
}
