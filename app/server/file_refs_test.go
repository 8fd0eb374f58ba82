package server_test

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
	"greenconnect/app/server"
)

// pdfBody is a small PDF as a person uploads one.
var pdfBody = []byte("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")

// TestNoFormOrAPITakesAnotherOwnersFile tries every form and API that refers to a stored
// file with the files of another company (its profile logo, evidence and price list, its
// services' logo and pictures, its post's cover), by key, by address and by id, then edits,
// deletes and deletes the account of everything the attacker made: each file is still
// served to its owner (README, "Security": no handler takes a storage key from the client).
func TestNoFormOrAPITakesAnotherOwnersFile(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	require.NoError(t, app.Server.SeedDemo(ctx))
	m := app.Server.Modules
	demo, err := m.Accounts.ByEmail(ctx, server.DemoCompanyEmail)
	require.NoError(t, err)
	victimProfile, err := m.Profiles.ProfileIDForUser(ctx, demo.ID)
	require.NoError(t, err)
	victim := app.Client()
	victim.SignInAs(demo.ID)

	// The victim's evidence, price list and a post with a cover, uploaded as people do.
	for kind, body := range map[string][]byte{"attachment": pdfBody, "pricelist": fixture.PNG(30, 30)} {
		res := victim.PostMultipart("/api/sustainability/files", url.Values{"kind": {kind}}, apptest.File{Field: "file", Name: "x", Body: body})
		require.Equal(t, http.StatusCreated, res.StatusCode, res.Body)
	}
	post := url.Values{"title": {"Our roof"}, "content": {"Solar."}, "category": {"company_news"}, "status": {"published"}}
	res := victim.PostMultipart("/blog", post, apptest.File{Field: "cover", Name: "roof.png", Body: fixture.PNG(40, 30)})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)

	var keys []string
	rows, err := app.Pool.Query(ctx, `
		SELECT key FROM profile_files WHERE profile_id = $1
		UNION ALL SELECT key FROM service_files WHERE profile_id = $1
		UNION ALL SELECT key FROM blog_files WHERE profile_id = $1`, victimProfile)
	require.NoError(t, err)
	for rows.Next() {
		var k string
		require.NoError(t, rows.Scan(&k))
		keys = append(keys, k)
	}
	require.NoError(t, rows.Err())
	kinds := map[string]bool{}
	for _, k := range keys {
		kinds[k[:len(k)-len("/00000000-0000-0000-0000-000000000000.png")]] = true
	}
	require.Equal(t, map[string]bool{"logo": true, "attachment": true, "pricelist": true, "picture": true}, kinds, keys)
	var coverID uuid.UUID
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT id FROM blog_files WHERE profile_id = $1`, victimProfile).Scan(&coverID))
	served := func(when string) {
		t.Helper()
		for _, k := range keys {
			res := victim.Get("/media/" + k)
			require.Equal(t, http.StatusOK, res.StatusCode, "%s: %s is still served", when, k)
		}
	}
	served("before")

	attackerID := app.CreateUser("attacker@example.com")
	attackerProfile, err := m.Profiles.ProfileIDForUser(ctx, attackerID)
	require.NoError(t, err)
	attacker := app.Client()
	attacker.SignInAs(attackerID)
	company := url.Values{"companyName": {"Mallory Ltd"}, "country": {"RO"}, "city": {"Cluj"}, "industry": {"energy"}, "employeeCount": {"5"}}

	for _, k := range keys {
		address := "/media/" + k
		// The blog's editor: the cover kept by key (the old field), by the victim's cover id,
		// by address; on a new post, on a preview and on an edit.
		for _, forged := range []url.Values{{"cover_key": {k}}, {"cover_id": {coverID.String()}}, {"cover_id": {address}}, {"cover": {address}}} {
			form := url.Values{"title": {"Mine"}, "content": {"x"}, "category": {"company_news"}, "status": {"published"}}
			for f, v := range forged {
				form[f] = v
			}
			res := attacker.PostMultipart("/blog", form)
			require.Contains(t, []int{http.StatusSeeOther, http.StatusUnprocessableEntity}, res.StatusCode, res.Body)
			require.NotContains(t, res.Body, k, "the editor never shows another company's file")
			require.NotContains(t, attacker.PostMultipart("/blog/preview", form).Body, k)
		}
		// The directory's service form: logo, price list and pictures by key.
		for field, v := range map[string]string{"logo_key": k, "price_list_key": k, "picture": k} {
			form := url.Values{"version": {"0"}, "name": {"Audit"}, "industry": {"energy"}, "category": {"consulting"},
				"description": {"d"}, "explanation": {"e"}, "tags": {"a"}, "url": {"mallory.example"}, field: {v}}
			res := attacker.PostMultipart("/my/services", form)
			require.NotEqual(t, http.StatusSeeOther, res.StatusCode, "%s=%s is refused", field, k)
			require.Less(t, res.StatusCode, 500)
		}
		// The profile's JSON API and its forms: the logo and each evidence file by address.
		for _, body := range []map[string]any{
			{"version": 1, "company": map[string]any{"logo": address}},
			{"version": 1, "co2Accounting": map[string]any{"status": "DEFINED", "details": []any{map[string]any{"attachment": address}}}},
			{"version": 1, "sustainableServices": map[string]any{"status": "DEFINED", "details": []any{map[string]any{"priceListFile": address, "description": "x"}}}},
		} {
			var mine struct{ Version int }
			attacker.Get("/api/sustainability/me").DecodeJSON(&mine)
			body["version"] = mine.Version
			res := attacker.JSON(http.MethodPost, "/api/sustainability", body)
			require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "%v %d: %s", body, mine.Version, res.Body[:min(len(res.Body), 600)])
		}
		var mine struct{ Version int }
		attacker.Get("/api/sustainability/me").DecodeJSON(&mine)
		version := strconv.Itoa(mine.Version)
		form := url.Values{"logoUrl": {address}, "version": {version}}
		for f, v := range company {
			form[f] = v
		}
		res := attacker.PostMultipart("/sustainability-profile/company", form)
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, res.Body)
		res = attacker.PostMultipart("/sustainability-profile/wizard?s=co2Accounting",
			url.Values{"status": {"DEFINED"}, "d0.description": {"x"}, "d0.attachment": {address}, "version": {version}})
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, res.Body)
	}
	var covers int
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM blog_posts WHERE profile_id = $1 AND cover_key <> ''`,
		attackerProfile).Scan(&covers))
	require.Zero(t, covers, "no post of the attacker names a cover")
	served("after the forms")

	// Everything the attacker made is edited without its cover, deleted, and the account too.
	var posts []uuid.UUID
	rows, err = app.Pool.Query(ctx, `SELECT id FROM blog_posts WHERE profile_id = $1`, attackerProfile)
	require.NoError(t, err)
	for rows.Next() {
		var id uuid.UUID
		require.NoError(t, rows.Scan(&id))
		posts = append(posts, id)
	}
	require.NoError(t, rows.Err())
	require.NotEmpty(t, posts)
	for i, id := range posts {
		form := url.Values{"title": {"Mine"}, "content": {"x"}, "category": {"company_news"}, "status": {"draft"},
			"version": {"1"}, "remove_cover": {"true"}, "cover_key": {keys[i%len(keys)]}, "cover_id": {coverID.String()}}
		require.Less(t, attacker.PostMultipart("/blog/"+id.String(), form).StatusCode, 500)
		if i%2 == 0 {
			require.Equal(t, http.StatusSeeOther, attacker.PostForm("/blog/"+id.String()+"/delete", url.Values{}).StatusCode)
		}
	}
	res = attacker.PostForm("/user/profile/delete", url.Values{"confirm": {"attacker@example.com"}, "current": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	served("after the attacker's posts and account were deleted")
}
