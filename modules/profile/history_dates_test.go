package profile_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// docs/profile.md, "Rating history": dates differ where the moments do. The table writes
// the time when a day has several steps (the seconds when a minute has); the chart has a
// point a day, the day's last total.
func TestTheRatingHistoryTellsStepsOfOneDayApart(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.Clock.Set(time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC))
	ownerID := app.CreateUser("acme@example.com")
	owner, admin := app.Client(), app.Client()
	owner.SignInAs(ownerID)
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting": defined(map[string]any{"weblink": "acme.example/carbon"})})
	id := r.str("id")
	owner.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})
	require.Equal(t, http.StatusSeeOther, admin.PostForm("/admin/profiles/"+id+"/approve", url.Values{"version": {"2"}}).StatusCode)
	version := 2
	step := func(after time.Duration, section string) {
		t.Helper()
		app.Clock.Advance(after)
		save(t, owner, http.StatusOK, map[string]any{"version": version, section: defined(map[string]any{"weblink": "acme.example/" + section})})
		version++
		res := owner.PostForm("/sustainability-profile/publish", url.Values{"version": {strconv.Itoa(version)}})
		require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Text("main"))
	}
	step(20*time.Second, "sustainabilityTraining") // 09:00:20, the same minute as the approval
	step(3*time.Hour, "environmentalPolicies")     // 12:00:20
	step(22*time.Hour, "environmentalInitiatives") // the next day
	owner.SignInAs(ownerID)

	for _, page := range []*apptest.Response{owner.Get("/sustainability-profile"), app.Client().Get("/companies/" + id)} {
		block := page.Find(`[data-testid="rating-history"]`)
		require.Equal(t, []string{"November 3, 2026", "November 2, 2026 12:00", "November 2, 2026 09:00:20", "November 2, 2026 09:00:00"},
			texts(block.Find(`[data-testid="rating-history-steps"] tbody th`)), "newest first, each date its own")
		require.Equal(t, []string{"November 2, 2026", "November 3, 2026"},
			texts(block.Find(`[data-testid="rating-history-table"] tbody th`)), "the chart: a point a day")
		chart := block.Find(`[data-testid="rating-history-chart"] svg`)
		require.Equal(t, 2, chart.Find("circle").Length())
		require.Equal(t, 3, chart.Find("text.chart-tick").Length(), "the value axis has its values")
		require.Contains(t, chart.Find("text.chart-axis-name").Text(), "Total")
	}
}

func texts(s *goquery.Selection) []string {
	var out []string
	s.Each(func(_ int, e *goquery.Selection) { out = append(out, strings.TrimSpace(e.Text())) })
	return out
}
