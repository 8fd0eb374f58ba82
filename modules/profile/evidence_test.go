package profile_test

import (
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// itemEvidence is the evidence state of a section's first item in a record.
func itemEvidence(r record, section string) map[string]any {
	return r["evidence"].(map[string]any)["items"].(map[string]any)[section].([]any)[0].(map[string]any)
}

func TestEvidenceIsDatedAgedAndSummed(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner := app.Client()
	ownerID := app.CreateUser("acme@example.com")
	owner.SignInAs(ownerID)
	given := app.Clock.Now()
	forged := "2001-01-01T00:00:00Z"
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting":          defined(map[string]any{"weblink": "acme.example/carbon", "givenAt": forged}),
		"environmentalPolicies":  defined(), // a description only: the company's word
		"sustainabilityTraining": defined(map[string]any{"link": "acme.example/training.pdf"}),
	})
	ev := r["evidence"].(map[string]any)
	require.Equal(t, []float64{3, 2, 0}, []float64{ev["answers"].(float64), ev["backed"].(float64), ev["verified"].(float64)})
	co2 := itemEvidence(r, "co2Accounting")
	require.Equal(t, "given", co2["state"])
	require.Equal(t, given.Format(time.RFC3339), co2["since"], "the server dates evidence; a date sent is not taken")
	require.Equal(t, false, co2["old"])
	require.Equal(t, "declared", itemEvidence(r, "environmentalPolicies")["state"])

	// A day short of 24 months it is current; past them it is old, and keeps its date through
	// saves of other sections.
	app.Clock.Set(given.AddDate(2, 0, -1))
	owner.SignInAs(ownerID) // sessions end after 30 days
	require.Equal(t, false, itemEvidence(getMine(t, owner), "co2Accounting")["old"])
	app.Clock.Set(given.AddDate(2, 0, 1))
	owner.SignInAs(ownerID)
	r = save(t, owner, http.StatusOK, map[string]any{"version": 2, "sustainabilityGoals": defined()})
	require.Equal(t, true, itemEvidence(r, "co2Accounting")["old"])
	require.Equal(t, given.Format(time.RFC3339), itemEvidence(r, "co2Accounting")["since"])

	// New evidence is dated anew.
	r = save(t, owner, http.StatusOK, map[string]any{"version": 3, "co2Accounting": defined(map[string]any{"weblink": "acme.example/carbon-2028"})})
	require.Equal(t, false, itemEvidence(r, "co2Accounting")["old"])
	require.Equal(t, app.Clock.Now().Format(time.RFC3339), itemEvidence(r, "co2Accounting")["since"])

	// Pages say it: the summary line and each item's state.
	report := owner.Get("/sustainability-profile/report")
	require.Equal(t, "2 of 4 answers backed by evidence, 0 verified", report.Text(`[data-testid="evidence-summary"]`))
	require.Equal(t, "declared", attr(report, `[data-section="environmentalPolicies"] [data-testid="item-evidence"]`, "data-state"))
	require.Contains(t, report.Text(`[data-section="co2Accounting"] [data-testid="item-evidence"]`), "Evidence given")
	require.Equal(t, "/green-rating", attr(report, `[data-testid="method-link"]`, "href"), "the report links the method")

	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"4"}})
	admin := app.Client()
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	owner.SignInAs(ownerID)
	require.Equal(t, http.StatusSeeOther, admin.PostForm("/admin/profiles/"+r.str("id")+"/approve", url.Values{"version": {"4"}}).StatusCode)
	page := app.Client().Get("/companies/" + r.str("id"))
	require.Equal(t, "2 of 4 answers backed by evidence, 0 verified", page.Text(`[data-testid="evidence-summary"]`))
	require.Equal(t, "/green-rating", attr(page, `[data-testid="method-link"]`, "href"), "so does the public page")
	require.Equal(t, 1, page.Find(`[data-testid="item-evidence-old"]`).Length(), "the training link is over 24 months old")
	app.Clock.Set(app.Clock.Now().AddDate(3, 0, 0))
	owner.SignInAs(ownerID)
	save(t, owner, http.StatusOK, map[string]any{"version": 4, "company": company()}) // drops the cached page
	require.Equal(t, 2, app.Client().Get("/companies/"+r.str("id")).Find(`[data-testid="item-evidence-old"]`).Length(),
		"three years on, both links are old")
}

func attr(res *apptest.Response, selector, name string) string {
	v, _ := res.Find(selector).Attr(name)
	return v
}
