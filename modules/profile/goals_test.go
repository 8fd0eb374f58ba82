package profile_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// goalsDetail is the first item of the goals section of a record.
func goalsDetail(r record) map[string]any {
	return r["sustainabilityGoals"].(map[string]any)["details"].([]any)[0].(map[string]any)
}

func pick(n int, description string) map[string]any {
	return map[string]any{"number": n, "description": description}
}

func TestGoalsAndPrinciplesThroughTheAPI(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))

	// A client of before sends sdgs alone: they are the goals, without descriptions.
	d := goalsDetail(save(t, c, http.StatusOK, map[string]any{"version": 1, "sustainabilityGoals": defined(map[string]any{"sdgs": []int{13, 7}})}))
	require.Equal(t, []any{7.0, 13.0}, d["sdgs"])
	require.Equal(t, []any{map[string]any{"number": 7.0, "description": ""}, map[string]any{"number": 13.0, "description": ""}}, d["goals"])

	// Each goal and principle with what the company does for it; sdgs follow the goals.
	d = goalsDetail(save(t, c, http.StatusOK, map[string]any{"version": 2, "sustainabilityGoals": defined(map[string]any{
		"goals": []any{pick(13, " Electric fleet by 2027. ")}, "principles": []any{pick(8, "We publish our footprint.")}})}))
	require.Equal(t, []any{13.0}, d["sdgs"])
	require.Equal(t, []any{map[string]any{"number": 13.0, "description": "Electric fleet by 2027."}}, d["goals"])
	require.Equal(t, []any{map[string]any{"number": 8.0, "description": "We publish our footprint."}}, d["principles"])

	// Sent again by a client of before, each goal keeps its description, and the principles stay.
	d = goalsDetail(save(t, c, http.StatusOK, map[string]any{"version": 3, "sustainabilityGoals": defined(map[string]any{"sdgs": []int{6, 13}})}))
	require.Equal(t, []any{map[string]any{"number": 6.0, "description": ""}, map[string]any{"number": 13.0, "description": "Electric fleet by 2027."}}, d["goals"])
	require.Len(t, d["principles"], 1)

	// Odd Unicode: NUL and control characters are dropped, line breaks and the rest kept; the
	// limit counts characters, not bytes.
	d = goalsDetail(save(t, c, http.StatusOK, map[string]any{"version": 4, "sustainabilityGoals": defined(map[string]any{
		"goals": []any{pick(7, "Solar\x00roofs\x1b[31m\r\n\u202eok 😀"), pick(9, strings.Repeat("é", 500))}})}))
	goals := d["goals"].([]any)
	require.Equal(t, "Solar roofs [31m\n\u202eok 😀", goals[0].(map[string]any)["description"])
	require.Len(t, []rune(goals[1].(map[string]any)["description"].(string)), 500)

	at := "sustainabilityGoals.details[0]."
	for _, tc := range []struct {
		name, section string
		detail        map[string]any
		path, message string
	}{
		{"an unknown goal", "", map[string]any{"goals": []any{pick(18, "")}}, at + "goals[0].number", "Pick goals from 1 to 17, each at most once."},
		{"an unknown goal, sent as before", "", map[string]any{"sdgs": []int{0}}, at + "sdgs", "Pick goals from 1 to 17, each at most once."},
		{"a goal twice", "", map[string]any{"goals": []any{pick(7, "a"), pick(7, "b")}}, at + "goals[1].number", "Pick goals from 1 to 17, each at most once."},
		{"an unknown principle", "", map[string]any{"principles": []any{pick(11, "")}}, at + "principles[0].number", "Pick principles from 1 to 10, each at most once."},
		{"a principle twice", "", map[string]any{"principles": []any{pick(1, ""), pick(1, "")}}, at + "principles[1].number", "Pick principles from 1 to 10, each at most once."},
		{"a huge number", "", map[string]any{"goals": []any{map[string]any{"number": 1e30}}}, "", "This value has the wrong type."},
		{"a description too long", "", map[string]any{"goals": []any{pick(7, strings.Repeat("a", 501))}}, at + "goals[0].description", "Use at most 500 characters."},
		{"sdgs and goals that disagree", "", map[string]any{"sdgs": []int{7}, "goals": []any{pick(13, "")}}, at + "sdgs", "Send sdgs and goals naming the same goals, or goals alone."},
		{"a field goals do not have", "", map[string]any{"goals": []any{map[string]any{"number": 7, "note": "x"}}}, at + "goals[0].note", "This field is not part of the sustainability record."},
		{"principles in another section", "co2Accounting", map[string]any{"principles": []any{pick(1, "")}}, "co2Accounting.details[0].principles", "Pick principles from 1 to 10, each at most once."},
	} {
		section := tc.section
		if section == "" {
			section = "sustainabilityGoals"
		}
		res := c.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 5, section: defined(tc.detail)})
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, tc.name)
		var e struct {
			Error struct{ Fields map[string]string }
		}
		res.DecodeJSON(&e)
		if tc.path == "" {
			require.Len(t, e.Error.Fields, 1, tc.name)
			for path, msg := range e.Error.Fields {
				require.True(t, strings.HasPrefix(path, "sustainabilityGoals"), tc.name)
				require.Equal(t, tc.message, msg, tc.name)
			}
			continue
		}
		require.Equal(t, map[string]string{tc.path: tc.message}, e.Error.Fields, tc.name)
	}
	require.EqualValues(t, 5, getMine(t, c).num("version"), "nothing refused was saved")
}

// TestGoalsPickedInTheFormShowOnTheReportAndThePublicPage: the page without JavaScript picks
// goals and principles with descriptions, says 'Goal and description were successfully
// added', and the report, the public page and the admins' SDGs page show them.
func TestGoalsPickedInTheFormShowOnTheReportAndThePublicPage(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, id := listedCompany(t, app, "acme@example.com", "")
	form, page := sectionForm(t, owner, "sustainabilityGoals")
	require.Equal(t, 17, page.Find(`[data-testid="goal-picks"] input[name="sdgs"]`).Length())
	require.Equal(t, 10, page.Find(`[data-testid="principle-picks"] input[name="principles"]`).Length())
	require.Contains(t, page.Text(`[data-testid="goal-13"] label`), "Climate action")
	require.Equal(t, []string{"Human rights", "Labour", "Environment", "Anti-corruption"},
		page.Find(`.pick-area > legend`).Map(func(_ int, s *goquerySelection) string { return s.Text() }))
	form.Set("status", "DEFINED")
	form.Set("d0.description", "Our climate plan.")
	form.Add("sdgs", "13")
	form.Add("sdgs", "7")
	form.Set("goal-13", "Electric fleet by 2027.")
	form.Set("goal-7", strings.Repeat("x", 501))
	form.Add("principles", "8")
	form.Set("principle-8", "We publish our footprint.")
	form.Set("principle-3", "Typed, but the box is not ticked.")
	res := owner.PostMultipart("/sustainability-profile/wizard?s=sustainabilityGoals", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Use at most 500 characters.", res.Text(`#f-goal-7-error span`))
	require.Equal(t, "Electric fleet by 2027.", res.Text(`#f-goal-13`), "what was typed is kept")
	require.Equal(t, 2, res.Find(`input[name="sdgs"][checked]`).Length())

	form.Set("goal-7", "")
	res = owner.PostMultipart("/sustainability-profile/wizard?s=sustainabilityGoals", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "Goal and description were successfully added", owner.Get(res.Header.Get("Location")).Text("[data-flash-text]"))
	r := getMine(t, owner)
	d := goalsDetail(r)
	require.Equal(t, []any{map[string]any{"number": 7.0, "description": ""}, map[string]any{"number": 13.0, "description": "Electric fleet by 2027."}}, d["goals"])
	require.Equal(t, []any{map[string]any{"number": 8.0, "description": "We publish our footprint."}}, d["principles"], "an unticked box drops its text")

	form, _ = sectionForm(t, owner, "sustainabilityGoals")
	res = owner.PostMultipart("/sustainability-profile/wizard?s=sustainabilityGoals", form)
	require.Equal(t, "Saved successfully!", owner.Get(res.Header.Get("Location")).Text("[data-flash-text]"), "nothing newly described")

	check := func(who string, page *apptest.Response, climate, area, principle string) {
		t.Helper()
		goals := page.Find(`[data-section="sustainabilityGoals"] [data-testid="goals"]`)
		require.Contains(t, goals.Find(`[data-number="13"]`).Text(), climate, who)
		require.Equal(t, "Electric fleet by 2027.", goals.Find(`[data-number="13"] .commitment-text`).Text(), who)
		require.Equal(t, 0, goals.Find(`[data-number="7"] .commitment-text`).Length(), who)
		principles := page.Find(`[data-section="sustainabilityGoals"] [data-testid="principles"]`)
		require.Equal(t, area, principles.Find("h5").Text(), who)
		require.Contains(t, principles.Find(`[data-number="8"]`).Text(), principle, who)
		require.Contains(t, principles.Find(`[data-number="8"]`).Text(), "We publish our footprint.", who)
	}
	check("report", owner.Get("/sustainability-profile/report"), "Climate action", "Environment",
		"Businesses should undertake initiatives to promote greater environmental responsibility.")
	res = owner.PostForm("/sustainability-profile/publish", url.Values{"version": {strconv.Itoa(int(getMine(t, owner).num("version")))}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	visitor := app.Client()
	check("public page", visitor.Get("/companies/"+id), "Climate action", "Environment", "Businesses should undertake initiatives")
	visitor.SetCookie("gc_prefs", "l=fr")
	check("public page in French", visitor.Get("/companies/"+id), "Mesures relatives à la lutte contre les changements climatiques",
		"Environnement", "Les entreprises sont invitées à prendre des initiatives")

	// The admins' page: each goal and principle, translated, with its listed companies.
	admin := app.Client()
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	sdgs := admin.Get("/admin/sdgs")
	require.Equal(t, http.StatusOK, sdgs.StatusCode)
	require.Equal(t, 17, sdgs.Find(`[data-testid="goals-table"] tbody tr`).Length())
	require.Equal(t, 10, sdgs.Find(`[data-testid="principles-table"] tbody tr`).Length())
	goal13 := sdgs.Find(`[data-testid="goals-table"] tr[data-number="13"]`)
	require.Equal(t, "1", goal13.Find(`[data-testid="companies"]`).Text())
	require.Equal(t, "/directory?sdg=13", goal13.Find(`[data-testid="companies"] a`).AttrOr("href", ""))
	require.Contains(t, goal13.Find("dd").Text(), "气候行动")
	require.Equal(t, "0", sdgs.Find(`[data-testid="goals-table"] tr[data-number="1"] [data-testid="companies"]`).Text())
	require.Equal(t, "1", sdgs.Find(`[data-testid="principles-table"] tr[data-number="8"] [data-testid="companies"]`).Text())
	require.Equal(t, 0, sdgs.Find(`[data-testid="principles-table"] [data-testid="companies"] a`).Length(), "the directory filters by goal only")
	for who, c := range map[string]*apptest.Client{"company": owner, "moderator": moderatorClient(t, app)} {
		require.Equal(t, http.StatusForbidden, c.Get("/admin/sdgs").StatusCode, who)
	}
	require.Contains(t, app.Client().Get("/admin/sdgs").Header.Get("Location"), "/signin", "a visitor signs in first")
}

func moderatorClient(t *testing.T, app *apptest.App) *apptest.Client {
	t.Helper()
	c := app.Client()
	c.SignInAs(app.CreateUser("moderator@example.com", account.RoleModerator))
	return c
}
