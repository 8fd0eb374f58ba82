package profile_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

// An uploaded file reads as evidence: its name, type and size, on the report as on the
// public page; the report shows the ESG report's evidence in its rating block, and its
// sections follow the wizard's order (docs/profile.md, "The report").
func TestReportNamesFilesAndShowsTheESGEvidence(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("files@example.com"))
	res := uploadFile(c, "attachment", "policy-2026.png", fixture.PNG(64, 64))
	require.Equal(t, http.StatusCreated, res.StatusCode, res.Body)
	var up struct{ URL string }
	res.DecodeJSON(&up)
	save(t, c, http.StatusOK, map[string]any{"version": 1,
		"environmentalPolicies":   map[string]any{"status": "DEFINED", "details": []map[string]any{{"attachment": up.URL}}},
		"sustainabilityESGReport": map[string]any{"status": "DEFINED", "details": []map[string]any{{"weblink": "https://example.com/esg-2025"}}}})

	report := c.Get("/sustainability-profile/report")
	file := report.Find(`[data-section="environmentalPolicies"] [data-testid="file"]`)
	require.Equal(t, "policy-2026.png", file.Find(".file-name").Text())
	require.Regexp(t, `^\(PNG, \d+ KB\)$`, file.Find(".file-about").Text())
	require.Equal(t, "https://example.com/esg-2025", report.Find(`.report-rating .link-url`).Text(), "the ESG evidence")

	var order []string
	report.Find(".report-section").Each(func(_ int, s *goquerySelection) { order = append(order, s.AttrOr("data-section", "")) })
	require.Equal(t, []string{"environmentalAccreditations", "co2Accounting", "sustainabilityGoals", "environmentalInitiatives",
		"environmentalPolicies", "sustainabilityTraining", "sustainableServices", "greenWebTraffic"}, order, "the wizard's order")
}
