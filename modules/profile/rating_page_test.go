package profile_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

func TestRatingPageAtTheStartingLine(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	require.Equal(t, http.StatusSeeOther, app.Client().Get("/sustainability-profile").StatusCode, "sign in first")

	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	page := c.Get("/sustainability-profile")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "20", page.Text(`[data-testid="total"]`))
	require.Equal(t, "Provisional", page.Text(`[data-testid="provisional"]`))
	require.Equal(t, "Green Starter", page.Text(`[data-testid="level"]`))
	require.Contains(t, page.Text(`[data-testid="starting-line"]`), "at the starting line")
	require.Equal(t, 7, page.Find(`[data-testid="cannot-assess"]`).Length())
	require.Equal(t, "We couldn’t assess your company’s carbon accounting efforts. Please answer the question of this section.",
		page.Text(`[data-section="co2Accounting"] [data-testid="cannot-assess"]`))
	require.Equal(t, "0 / 60", page.Text(`[data-section="co2Accounting"] [data-testid="points"]`), "possible shown")
	require.Equal(t, "Draft", page.Text(`[data-testid="status"]`))
	require.Equal(t, 1, page.Find(`[data-island="walkthrough"]`).Length(), "first visit: the walkthrough")

	res := c.JSON(http.MethodPost, "/api/sustainability/walkthrough", nil)
	require.Equal(t, http.StatusNoContent, res.StatusCode)
	require.Zero(t, c.Get("/sustainability-profile").Find(`[data-island="walkthrough"]`).Length(), "passed, on the account")
}

func TestRatingPageExplainsEverySectionAndTheWayUp(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	save(t, c, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting": defined(), "sustainabilityGoals": defined(),
		"environmentalPolicies":  map[string]any{"status": "PLANNING", "plannedFor": "2027-03-01"},
		"sustainabilityTraining": map[string]any{"status": "NOT_NEEDED"}})
	page := c.Get("/sustainability-profile")
	require.Equal(t, "165", page.Text(`[data-testid="total"]`), "20 + 25 + 60 + 50 + 10")
	require.Equal(t, "Green Explorer", page.Text(`[data-testid="level"]`))
	require.Equal(t, "Provisional until all seven rated sections are answered: 4 of 7 so far.", page.Text(`[data-testid="unactive"]`))
	require.Equal(t, "provisional-why", page.Find(`[data-testid="provisional"]`).AttrOr("aria-describedby", ""), "explained where it shows")
	require.Contains(t, page.Text(`[data-testid="why-esg"]`), "Why one “Yes” can be worth 300 points")
	require.Contains(t, page.Text(`[data-testid="why-esg"]`), "which together would give 260")
	require.Equal(t, "10 / 50", page.Text(`[data-section="environmentalPolicies"] [data-testid="points"]`))
	require.Equal(t, "Planning points valid until May 22, 2028.", page.Text(`[data-section="environmentalPolicies"] [data-testid="note"]`))
	require.Equal(t, "25 / 25", page.Text(`[data-testid="plain-company"] .points-value`))
	require.Contains(t, page.Text(`[data-testid="next-level"]`), "35 more points take you to Green Achiever")
	first := page.Find(`[data-testid="step"]`).First()
	require.Equal(t, "+180", first.Find(`[data-testid="gain"]`).Text(), "ESG report: +300 −60 −50 −10")
	require.Contains(t, first.Text(), "reaches the next level")

	save(t, c, http.StatusOK, map[string]any{"version": 2, "sustainabilityESGReport": defined()})
	page = c.Get("/sustainability-profile")
	require.Equal(t, "Not counted", page.Text(`[data-section="co2Accounting"] [data-testid="points"]`))
	require.Equal(t, "Covered by your ESG report", page.Text(`[data-section="co2Accounting"] [data-testid="note"]`))
	require.Equal(t, 1, page.Find(`[data-testid="cover"]`).Length(), "the cover is said once")
	require.Contains(t, page.Text(`[data-testid="cover"]`), "If you change the ESG report’s answer, they count again.")
	require.Contains(t, page.Text(`[data-testid="unactive"]`), "5 of 7 so far", "five answered: the accreditations and initiatives are not")
}

// A list of steps is introduced only when there is one, and the accreditation types read
// as whole phrases ("an ESG accreditation").
func TestRatingPageStepsReadCorrectly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("steps@example.com"))
	page := c.Get("/sustainability-profile")
	next := page.Text(`[data-testid="next-level"]`)
	require.Contains(t, next, "Each of these answers would add exactly:")
	require.Contains(t, next, "an ESG accreditation")
	require.Contains(t, next, "a carbon accreditation")
	require.NotContains(t, next, "a ESG")
	require.NotContains(t, next, "No single answer would raise your score now.")
}

func TestPublishFromTheRatingPage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	page := c.Get("/sustainability-profile")
	version := page.Find(`form[action="/sustainability-profile/publish"] input[name="version"]`).AttrOr("value", "")
	res := c.PostForm("/sustainability-profile/publish", url.Values{"version": {version}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	page = c.Get("/sustainability-profile")
	require.Equal(t, "Complete your company profile before publishing.", page.Text("[data-flash-text]"))
	require.Equal(t, "Draft", page.Text(`[data-testid="status"]`))

	save(t, c, http.StatusOK, map[string]any{"version": 1, "company": company()})
	res = c.PostForm("/sustainability-profile/publish", url.Values{"version": {"1"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "This profile was changed in another tab or by someone else since you opened it. Nothing was saved.",
		c.Get("/sustainability-profile").Text("[data-flash-text]"), "publishing a stale page is refused")

	c.PostForm("/sustainability-profile/publish", url.Values{"version": {"2"}})
	page = c.Get("/sustainability-profile")
	require.Contains(t, page.Text("[data-flash-text]"), "sent for review")
	require.Equal(t, "Waiting for approval", page.Text(`[data-testid="status"]`))
	require.Zero(t, page.Find(`[data-testid="publish"]`).Length(), "nothing changed since the publish: no button")
	require.Contains(t, page.Text(`[data-testid="up-to-date"]`), "Your public page shows your latest changes.")
	save(t, c, http.StatusOK, map[string]any{"version": 2, "company": map[string]any{"city": "Sibiu"}})
	require.Equal(t, "Publish my changes", c.Get("/sustainability-profile").Text(`[data-testid="publish"]`), "a change: publish it")

	c.PostForm("/sustainability-profile/unpublish", nil)
	require.Equal(t, "Sustainability profile was unpublished", c.Get("/sustainability-profile").Text("[data-flash-text]"))
	c.PostForm("/sustainability-profile/unpublish", nil)
	require.Equal(t, "Sustainability profile was not unpublished", c.Get("/sustainability-profile").Text("[data-flash-text]"))
}

// The drawer names the Sustainability group once: its links sit together.
func TestDrawerHasOneSustainabilityGroup(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("drawer@example.com"))
	page := c.Get("/sustainability-profile")
	n := 0
	page.Find("#drawer .drawer-section").Each(func(_ int, s *goquerySelection) {
		if s.Text() == "Sustainability" {
			n++
		}
	})
	require.Equal(t, 1, n)
}
