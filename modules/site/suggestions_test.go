package site_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/site"
)

// suggestionVersion is the version a suggestion's admin page posts back.
func suggestionVersion(t *testing.T, c *apptest.Client, path string) string {
	t.Helper()
	res := c.Get(path)
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	v, ok := res.Find(`[data-testid="answer-form"] input[name="version"]`).Attr("value")
	require.True(t, ok)
	return v
}

// Who reaches the suggestions (docs/shell.md, "Suggestions"): any signed-in user sends and
// reads its own; only admins read and answer them all, checked on every route.
func TestSuggestionRoutesArePerRole(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	sender := app.CreateUser("sender@example.com")
	s, err := app.Server.Modules.Suggestions.Send(ctx, sender, site.SuggestionInput{Subject: "Dark mode", Text: "Please."})
	require.NoError(t, err)
	gets := []string{"/admin/suggestions", "/admin/suggestions/" + s.ID.String()}
	post := "/admin/suggestions/" + s.ID.String()
	form := url.Values{"version": {"1"}, "status": {"done"}, "answer": {"Done."}}

	for _, roles := range [][]string{{account.RoleModerator}, nil} {
		c := app.Client()
		c.SignInAs(app.CreateUser(uuid.NewString()+"@example.com", roles...))
		require.Equal(t, http.StatusOK, c.Get("/suggestions").StatusCode, "every signed-in user sends suggestions")
		for _, path := range gets {
			require.Equal(t, http.StatusForbidden, c.Get(path).StatusCode, "%s %v", path, roles)
		}
		require.Equal(t, http.StatusForbidden, c.PostForm(post, form).StatusCode, "roles %v", roles)
	}
	visitor := app.Client()
	for _, path := range append(gets, "/suggestions") {
		res := visitor.Get(path)
		require.Equal(t, http.StatusSeeOther, res.StatusCode, path)
		require.True(t, strings.HasPrefix(res.Header.Get("Location"), "/signin"), path)
	}
	require.GreaterOrEqual(t, visitor.PostForm("/suggestions", url.Values{"subject": {"x"}, "text": {"y"}}).StatusCode, 400)
	adminID := app.CreateUser("boss@example.com", account.RoleAdmin)
	token, err := app.Server.Modules.Accounts.CreateAPIToken(ctx, adminID, "ci", 30)
	require.NoError(t, err)
	for _, path := range gets {
		req, _ := http.NewRequest(http.MethodGet, apptest.BaseURL+path, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		require.NotEqual(t, http.StatusOK, app.Client().Do(req).StatusCode, "an API token never reads %s", path)
	}
	admin := app.Client()
	admin.SignInAs(adminID)
	for _, path := range gets {
		require.Equal(t, http.StatusOK, admin.Get(path).StatusCode, path)
	}
	entries, err := app.Server.Audit.List(ctx, audit.Filter{ObjectType: "suggestion"})
	require.NoError(t, err)
	require.Empty(t, entries.Entries, "nobody changed anything")
}

// A user sends suggestions from the drawer's link (refused ones keep what was typed, one
// account cannot flood), an admin finds one, sets its status and answers it: the answer
// is mailed in the user's language and audited, the user reads it; stale and missing
// suggestions say so; the export holds them and the account's deletion takes them along.
func TestAUserSendsASuggestionAndAnAdminAnswersIt(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	userID := app.CreateUser("user@example.com")
	require.NoError(t, app.Server.Modules.Accounts.SavePrefs(ctx, userID, web.Prefs{Locale: "ro"}))
	user := app.Client()
	user.SignInAs(userID)

	page := user.Get("/suggestions")
	require.Equal(t, 1, page.Find(`#drawer a[href="/suggestions"]`).Length(), "the drawer links the form")
	require.Equal(t, 1, page.Find(`[data-testid="no-suggestions"]`).Length())
	res := user.PostForm("/suggestions", url.Values{"subject": {" "}, "text": {"Keep me"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.NotEmpty(t, res.Text("#f-subject-error"))
	require.Equal(t, "Keep me", res.Text("#f-text"))
	long := strings.Repeat("ʼ", site.MaxSubject+1)
	res = user.PostForm("/suggestions", url.Values{"subject": {long}, "text": {"x\x00y"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, long, res.Find("#f-subject").AttrOr("value", ""))

	res = user.PostForm("/suggestions", url.Values{"subject": {"A map of companies"}, "text": {"Show them <b>on a map</b>.\n\nThanks"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	for i := 0; i < 4; i++ {
		require.Equal(t, http.StatusSeeOther, user.PostForm("/suggestions", url.Values{"subject": {"More " + string(rune('a'+i))}, "text": {"x"}}).StatusCode)
	}
	res = user.PostForm("/suggestions", url.Values{"subject": {"One too many"}, "text": {"Flood"}})
	require.Equal(t, http.StatusTooManyRequests, res.StatusCode, "five an hour")
	require.Equal(t, "One too many", res.Find("#f-subject").AttrOr("value", ""), "what was typed is kept")
	require.NotEmpty(t, res.Header.Get("Retry-After"))
	mine := user.Get("/suggestions")
	require.Equal(t, 5, mine.Find(`[data-testid="own-suggestion"]`).Length())

	adminID := app.CreateUser("boss@example.com", account.RoleAdmin)
	admin := app.Client()
	admin.SignInAs(adminID)
	list := admin.Get("/admin/suggestions?q=MAP")
	require.Equal(t, "Results: 1", list.Text(`[data-testid="list-count"]`))
	require.Contains(t, list.Text(`[data-testid="suggestions-table"]`), "user@example.com")
	require.Equal(t, "Results: 5", admin.Get("/admin/suggestions?status=new").Text(`[data-testid="list-count"]`))
	for _, q := range []string{"?status=%27;drop", "?sort=body&dir=sideways", "?page=99999999999999999999", "?q=" + url.QueryEscape("\x00ʼ:*<script>"), "?page=9999"} {
		require.Equal(t, http.StatusOK, admin.Get("/admin/suggestions"+q).StatusCode, q)
	}
	href, ok := list.Find(`[data-testid="suggestions-table"] tbody th a`).Attr("href")
	require.True(t, ok)
	require.Contains(t, admin.Get(href).Text(`[data-testid="suggestion-text"]`), "Show them <b>on a map</b>.")

	stale := suggestionVersion(t, admin, href)
	res = admin.PostForm(href, url.Values{"version": {stale}, "status": {"shipped"}, "answer": {"Soon"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Soon", res.Text("#f-answer"), "what was typed is kept")
	res = admin.PostForm(href, url.Values{"version": {stale}, "status": {"new"}, "answer": {""}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "nothing changed")
	res = admin.PostForm(href, url.Values{"version": {stale}, "status": {"planned"}, "answer": {strings.Repeat("a", site.MaxAnswer+1)}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, http.StatusNotFound, admin.PostForm("/admin/suggestions/"+uuid.NewString(), url.Values{"version": {"1"}, "status": {"done"}}).StatusCode)
	require.Equal(t, http.StatusNotFound, admin.Get("/admin/suggestions/not-an-id").StatusCode)

	answer := "We plan a map for the spring."
	res = admin.PostForm(href, url.Values{"version": {stale}, "status": {"planned"}, "answer": {answer}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	res = admin.PostForm(href, url.Values{"version": {stale}, "status": {"done"}, "answer": {"Changed my mind"}})
	require.Equal(t, http.StatusConflict, res.StatusCode, "the page was out of date")
	require.NotEmpty(t, res.Text(`[data-testid="conflict"]`))
	require.Equal(t, "Changed my mind", res.Text("#f-answer"), "what was typed is kept")
	require.Equal(t, "Planned", res.Text(`[data-testid="suggestion-status"]`), "the suggestion as it is now")
	mails := app.MailsTo("user@example.com")
	require.Len(t, mails, 1)
	require.Equal(t, "Un răspuns la sugestia dumneavoastră", mails[0].Subject, "in the user's language")
	require.Contains(t, mails[0].Text, answer)
	require.Contains(t, mails[0].Text, "planificată")

	res = admin.PostForm(href, url.Values{"version": {suggestionVersion(t, admin, href)}, "status": {"done"}, "answer": {answer}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Len(t, app.MailsTo("user@example.com"), 1, "a status alone is not mailed")
	entries, err := app.Server.Audit.List(ctx, audit.Filter{ObjectType: "suggestion"})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 2)
	require.Equal(t, site.ActionStatus, entries.Entries[0].Entry.Action)
	require.Equal(t, site.ActionAnswer, entries.Entries[1].Entry.Action)
	require.Equal(t, adminID, entries.Entries[1].Actor.ID)
	require.Equal(t, audit.Pair{Before: `"new"`, After: `"planned"`}, entries.Entries[1].Changes["status"])

	mine = user.Get("/suggestions")
	answered := mine.Find(`[data-testid="own-suggestion"]`).FilterFunction(func(_ int, s *goquery.Selection) bool {
		return strings.Contains(s.Text(), "A map of companies")
	})
	require.Equal(t, "Realizată", answered.Find(`[data-testid="suggestion-status"]`).Text())
	require.Contains(t, answered.Find(`[data-testid="suggestion-answer"]`).Text(), answer)

	res = user.Get("/user/profile/export.json")
	require.Equal(t, http.StatusOK, res.StatusCode)
	var data struct {
		Suggestions []map[string]any `json:"suggestions"`
	}
	require.NoError(t, json.Unmarshal([]byte(res.Body), &data))
	require.Len(t, data.Suggestions, 5)
	require.Contains(t, res.Body, answer)

	other := app.CreateUser("other@example.com")
	_, err = app.Server.Modules.Suggestions.Send(ctx, other, site.SuggestionInput{Subject: "Keep mine", Text: "Mine"})
	require.NoError(t, err)
	require.NoError(t, app.Server.Modules.Accounts.DeleteAccount(ctx, userID, ""))
	require.Equal(t, "Results: 1", admin.Get("/admin/suggestions").Text(`[data-testid="list-count"]`), "the deleted account's went with it")
	require.Equal(t, http.StatusNotFound, admin.Get(href).StatusCode)
}
