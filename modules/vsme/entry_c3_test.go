package vsme_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/vsme/report"
)

const (
	c3Actions = "DisclosureOfListOfMainActionsTheEntitySeeksInOrderToAchieveItsTargets"
	c3Plan    = "DescriptionOfATransitionPlanForClimateChangeMitigationIncludingAnExplanationOfHowItIsContributingToReduceGhgEmissions"
	c3Adopt   = "DateOfAdoptionOfTransitionPlanForUndertakingNotHavingAdoptedTransitionPlanYet"
)

// B3's form asks C3's other datapoints after the targets, as the digital template does on its
// sheet: the main actions towards the targets, the transition plan and the date it is to be
// adopted. A refused save keeps what was typed; a saved one is in every export and checked
// against the taxonomy; an import's values show in the fields (docs/vsme.md, "Baseline and
// target years").
func TestEntryC3ActionsAndTransitionPlan(t *testing.T) {
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("plan@example.com"))

	page := c.Get("/my/vsme/2025/b3")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "textarea", goquery.NodeName(page.Find("#f-"+c3Actions)))
	require.Equal(t, "textarea", goquery.NodeName(page.Find("#f-"+c3Plan)))
	require.Equal(t, "date", page.Find("#f-"+c3Adopt).AttrOr("type", ""))

	actions := "Heat pumps in both warehouses; 100 % renewable electricity contract from 2027"
	plan := "Scope 1 down 40 % by 2030 against 2020 <b>not markup</b>"
	bad := url.Values{"version": {"0"}, "action": {"save"}, c3Actions: {actions}, c3Plan: {plan}, c3Adopt: {"2026-02-31"}}
	res := c.PostForm("/my/vsme/2025/b3", bad)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, res.Body)
	require.Equal(t, actions, res.Find("#f-"+c3Actions).Text(), "what was typed stays")
	require.Equal(t, plan, res.Find("#f-"+c3Plan).Text())
	require.Equal(t, "2026-02-31", res.Find("#f-"+c3Adopt).AttrOr("value", ""))
	require.Equal(t, 1, res.Find(".form-alert a[href='#f-"+c3Adopt+"']").Length(), res.Text(".form-alert"))

	ok := url.Values{"version": {"0"}, "action": {"save"}, c3Actions: {actions}, c3Plan: {plan}, c3Adopt: {"2026-06-30"}}
	res = c.PostForm("/my/vsme/2025/b3", ok)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	page = c.Get("/my/vsme/2025/b3")
	require.Equal(t, actions, page.Find("#f-"+c3Actions).Text())
	require.Equal(t, "2026-06-30", page.Find("#f-"+c3Adopt).AttrOr("value", ""))

	facts := exported(t, c)
	year := report.Period{Start: "2025-01-01", End: "2025-12-31"}
	require.Equal(t, []report.Fact{{Concept: "vsme:" + c3Actions, Value: actions, Period: year}}, factsOf(facts, "vsme:"+c3Actions))
	require.Equal(t, []report.Fact{{Concept: "vsme:" + c3Plan, Value: plan, Period: year}}, factsOf(facts, "vsme:"+c3Plan))
	require.Equal(t, []report.Fact{{Concept: "vsme:" + c3Adopt, Value: "2026-06-30", Period: year}}, factsOf(facts, "vsme:"+c3Adopt))

	// Cleared and saved, they are gone.
	ok = url.Values{"version": {"1"}, "action": {"save"}}
	require.Equal(t, http.StatusSeeOther, c.PostForm("/my/vsme/2025/b3", ok).StatusCode)
	require.Empty(t, factsOf(exported(t, c), "vsme:"+c3Actions))

	// The sample's answers arrive by import and show in B3's form.
	o := app.Client()
	o.SignInAs(app.CreateUser("sample-plan@example.com"))
	importSample(t, o)
	require.NotEmpty(t, strings.TrimSpace(o.Get("/my/vsme/2026/b3").Find("#f-"+c3Actions).Text()))
}
