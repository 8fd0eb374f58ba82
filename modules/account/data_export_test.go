package account_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/blog"
	"greenconnect/modules/directory"
)

// The data export (docs/accounts.md, "Your data"): the signed-in user's own data, every
// module's part, as a download nobody caches, and never a secret or another company's data.
func TestTheExportIsTheUsersOwnData(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	me, other := app.Client(), app.Client()
	mine := app.CreateUser("mine@example.com")
	me.SignInAs(mine)
	other.SignInAs(app.CreateUser("theirs@example.com"))
	res := other.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1,
		"company": map[string]any{"companyName": "Their Secret Co", "about": "Not yours to read"}})
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	// Mine: a company, a service and a post, each of which the export must carry.
	res = me.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1,
		"company": map[string]any{"companyName": "My Own Co"}})
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	require.NoError(t, app.Server.Jobs.Drain(ctx)) // the directory's copy the service needs
	profileID, err := app.Server.Modules.Profiles.ProfileIDForUser(ctx, mine)
	require.NoError(t, err)
	_, err = app.Server.Modules.Directory.Create(ctx, profileID, directory.Offering{Name: "My Solar Audit",
		Industry: "energy", Category: "consulting", Description: "An audit of your roof."})
	require.NoError(t, err)
	_, err = app.Server.Modules.Blog.Save(ctx, profileID, mine, blog.PostInput{InternalTitle: "draft-1",
		Title: "My First Post", Content: "What we did this year.", Category: "company_news"})
	require.NoError(t, err)
	// What I did on their posts: an enquiry sent, a report filed (theirs keep the posts).
	theirs, err := app.Server.Modules.Accounts.ByEmail(ctx, "theirs@example.com")
	require.NoError(t, err)
	theirProfile, err := app.Server.Modules.Profiles.ProfileIDForUser(ctx, theirs.ID)
	require.NoError(t, err)
	offer, err := app.Server.Modules.Blog.Save(ctx, theirProfile, theirs.ID, blog.PostInput{Title: "Waste heat to give",
		Content: "Ask us.", Category: "business_opportunities", Published: true})
	require.NoError(t, err)
	require.NoError(t, app.Server.Modules.Blog.Enquire(ctx, mine, "mine@example.com", offer.ID, blog.EnquiryInput{
		Position: "owner", Subject: "My enquiry subject", Message: "My enquiry text"}))
	require.NoError(t, app.Server.Modules.Blog.Report(ctx, mine, profileID, offer.ID, blog.ReportInput{Reason: "other",
		Other: "My report reason", Message: "My report text"}))

	res = me.Get("/user/profile/export.json")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, res.Header.Get("Content-Disposition"), "attachment")
	require.Equal(t, "no-store", res.Header.Get("Cache-Control"))
	var data map[string]any
	require.NoError(t, json.Unmarshal([]byte(res.Body), &data))
	for _, part := range []string{"account", "profile", "services", "posts", "greenRoom", "exportedAt"} {
		require.Contains(t, data, part)
	}
	require.Equal(t, "mine@example.com", data["account"].(map[string]any)["email"])
	require.Contains(t, data["profile"].(map[string]any), "record")
	for _, own := range []string{"My Own Co", "My Solar Audit", "My First Post", "My enquiry text", "My report reason", "My report text"} {
		require.Contains(t, res.Body, own, "the export carries each module's part")
	}
	body := strings.ToLower(res.Body)
	require.Contains(t, data["account"].(map[string]any), "smsPhone")
	for _, never := range []string{"their secret co", "theirs@example.com", "passwordhash", "password_hash", "secret\":"} {
		require.NotContains(t, body, never)
	}
	require.Equal(t, 1, me.Get("/user/profile").Find(`[data-testid="export-link"][href="/user/profile/export.json"]`).Length(),
		"settings link it")
	require.NotEqual(t, http.StatusOK, app.Client().Get("/user/profile/export.json").StatusCode, "visitors get nothing")
}
