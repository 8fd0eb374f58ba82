package profile_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
)

// TestAdminsRewriteTheWizardGuidance: only admins edit a section's help text, in four
// languages, as of the version they saw; the wizard (its page without JavaScript and the
// island's props) shows the text in the visitor's language, or the shipped one.
func TestAdminsRewriteTheWizardGuidance(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	const path = "/admin/guidance/sustainabilityGoals"
	company := app.Client()
	company.SignInAs(app.CreateUser("acme@example.com"))
	for who, c := range map[string]*apptest.Client{"company": company, "moderator": moderatorClient(t, app)} {
		require.Equal(t, http.StatusForbidden, c.Get("/admin/guidance").StatusCode, who)
		require.Equal(t, http.StatusForbidden, c.Get(path).StatusCode, who)
		require.Equal(t, http.StatusForbidden, c.PostForm(path, url.Values{"version": {"0"}, "en": {"Mine now"}}).StatusCode, who)
	}
	require.Contains(t, app.Client().Get(path).Header.Get("Location"), "/signin")

	admin := app.Client()
	adminID := app.CreateUser("admin@example.com", account.RoleAdmin)
	admin.SignInAs(adminID)
	list := admin.Get("/admin/guidance")
	require.Equal(t, http.StatusOK, list.StatusCode)
	require.Equal(t, 9, list.Find(`[data-testid="guidance-table"] tbody tr`).Length())
	require.Equal(t, http.StatusNotFound, admin.Get("/admin/guidance/nope").StatusCode)
	require.Equal(t, http.StatusNotFound, admin.PostForm("/admin/guidance/nope", url.Values{"version": {"0"}}).StatusCode)

	edit := admin.Get(path)
	require.Equal(t, http.StatusOK, edit.StatusCode)
	require.Equal(t, "Pick the goals you work towards and describe your targets.", edit.Text(`[data-testid="guidance-en"] [data-testid="shipped"]`))
	require.Equal(t, "fr", edit.Find(`[data-testid="guidance-fr"] blockquote`).AttrOr("lang", ""))
	shippedFR := edit.Text(`[data-testid="guidance-fr"] [data-testid="shipped"]`)
	require.NotEmpty(t, shippedFR)
	form := formOf(edit, "#guidance-form")
	require.Equal(t, "0", form.Get("version"))

	form.Set("en", strings.Repeat("a", 1001))
	form.Set("ro", "Alegeți obiectivele.")
	res := admin.PostForm(path, form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Use at most 1000 characters.", res.Text(`#f-en-error span`))
	require.Equal(t, "Alegeți obiectivele.", res.Text(`#f-ro`), "what was typed is kept")

	text := "Pick the goals <b>you</b> work on.\r\n\r\nSay what you do for each,\none by one."
	form.Set("en", text)
	form.Set("ro", "")
	res = admin.PostForm(path, form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Contains(t, admin.Get("/admin/guidance").Text(`[data-testid="guidance-table"]`), "English")

	entries, err := app.Server.Audit.List(context.Background(), audit.Filter{Action: "profile.guidance."})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1)
	e := entries.Entries[0]
	require.Equal(t, adminID, e.Actor.ID)
	require.Equal(t, "profile.guidance.save", e.Entry.Action)
	require.Equal(t, "sustainabilityGoals", e.Entry.ObjectID)
	require.Equal(t, `""`, e.Changes["en"].Before)
	require.Equal(t, `"Pick the goals <b>you</b> work on.\n\nSay what you do for each,\none by one."`, e.Changes["en"].After)
	require.NotContains(t, e.Changes, "fr", "per language: only what changed")

	// The wizard shows it by paragraph, as text, in English; French keeps the shipped text.
	wizard := company.Get("/sustainability-profile/wizard?s=sustainabilityGoals")
	help := wizard.Find(`#q-help-sustainabilityGoals p`)
	require.Equal(t, 2, help.Length())
	require.Equal(t, "Pick the goals <b>you</b> work on.", help.First().Text())
	require.Equal(t, 0, wizard.Find(`#q-help-sustainabilityGoals b`).Length(), "escaped, never HTML")
	var props struct {
		Sections []struct{ Key, Help string }
	}
	require.NoError(t, json.Unmarshal([]byte(wizard.Text("#wizard-props")), &props))
	for _, s := range props.Sections {
		if s.Key == "sustainabilityGoals" {
			require.Equal(t, "Pick the goals <b>you</b> work on.\n\nSay what you do for each,\none by one.", s.Help, "the island's props")
		} else {
			require.NotEmpty(t, s.Help, "%s keeps its shipped text", s.Key)
		}
	}
	company.SetCookie("gc_prefs", "l=fr")
	require.Equal(t, shippedFR, company.Get("/sustainability-profile/wizard?s=sustainabilityGoals").Text(`#q-help-sustainabilityGoals`))

	// A save from the page opened before is a 409 that keeps what was typed; saving it again
	// is a deliberate overwrite.
	form.Set("en", "An older tab's text.")
	res = admin.PostForm(path, form)
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, 1, res.Find(`[data-testid="conflict"]`).Length())
	require.Equal(t, "An older tab's text.", res.Text(`#f-en`))
	again := formOf(res, "#guidance-form")
	require.Equal(t, "1", again.Get("version"))
	require.Equal(t, http.StatusSeeOther, admin.PostForm(path, again).StatusCode)
	company.SetCookie("gc_prefs", "l=en")
	require.Equal(t, "An older tab's text.", company.Get("/sustainability-profile/wizard?s=sustainabilityGoals").Text(`#q-help-sustainabilityGoals`))
	entries, err = app.Server.Audit.List(context.Background(), audit.Filter{Action: "profile.guidance."})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 2, "the refused save wrote nothing")
}
