package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
)

// isJSONRoute: the routes the API document must describe (docs/api.md): everything under
// /api/ and the JSON downloads.
func isJSONRoute(path string) bool {
	return strings.HasPrefix(path, "/api/") || strings.HasSuffix(path, ".json")
}

var fiberParam = regexp.MustCompile(`:([a-zA-Z]+)`)

func loadDocument(t *testing.T, c *apptest.Client) *openapi3.T {
	t.Helper()
	res := c.Get("/api/openapi.json")
	require.Equal(t, http.StatusOK, res.StatusCode)
	doc, err := openapi3.NewLoader().LoadFromData([]byte(res.Body))
	require.NoError(t, err)
	require.NoError(t, doc.Validate(context.Background()), "a valid OpenAPI document")
	require.Equal(t, "3.1.0", doc.OpenAPI)
	return doc
}

// Every JSON route is in the document and every operation of the document is a route; every
// example validates against its schema.
func TestTheOpenAPIDocumentDescribesEveryJSONRoute(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	doc := loadDocument(t, app.Client())

	var routes, documented []string
	seen := map[string]bool{}
	for _, r := range app.Server.App.GetRoutes(true) {
		if r.Method == http.MethodHead || !isJSONRoute(r.Path) {
			continue
		}
		key := r.Method + " " + fiberParam.ReplaceAllString(r.Path, "{$1}")
		if !seen[key] {
			seen[key] = true
			routes = append(routes, key)
		}
	}
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			documented = append(documented, method+" "+path)
		}
	}
	sort.Strings(routes)
	sort.Strings(documented)
	require.Equal(t, routes, documented, "the document and the router list the same JSON routes")

	examples := 0
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			for code, res := range op.Responses.Map() {
				for mediaType, mt := range res.Value.Content {
					if mt.Example == nil {
						continue
					}
					examples++
					require.NoError(t, mt.Schema.Value.VisitJSON(mt.Example), "%s %s %s %s", method, path, code, mediaType)
				}
			}
			if op.RequestBody != nil {
				for _, mt := range op.RequestBody.Value.Content {
					if mt.Example != nil {
						examples++
						require.NoError(t, mt.Schema.Value.VisitJSON(mt.Example), "%s %s request", method, path)
					}
				}
			}
		}
	}
	for name, s := range doc.Components.Schemas {
		if s.Value.Example != nil {
			examples++
			require.NoError(t, s.Value.VisitJSON(s.Value.Example), name)
		}
	}
	require.Greater(t, examples, 5, "the document carries examples, and they are checked")
}

// Real answers match what the document says of them.
func TestRealAnswersMatchTheDocument(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	doc := loadDocument(t, c)
	check := func(client *apptest.Client, path, docPath string) {
		t.Helper()
		res := client.Get(path)
		require.Equal(t, http.StatusOK, res.StatusCode, path)
		var v any
		require.NoError(t, json.Unmarshal([]byte(res.Body), &v))
		schema := doc.Paths.Find(docPath).Get.Responses.Status(200).Value.Content.Get("application/json").Schema.Value
		require.NoError(t, schema.VisitJSON(v), path)
	}
	check(c, "/api/greenRating", "/api/greenRating")
	check(c, "/api/public/companies", "/api/public/companies")
	check(c, "/api/public/services", "/api/public/services")
	me := app.Client()
	me.SignInAs(app.CreateUser("me@example.com"))
	// The goals section's picks, as docs/profile.md describes them.
	goals := []any{map[string]any{"description": "Our plan.", "goals": []any{map[string]any{"number": 13, "description": "Electric fleet."}},
		"principles": []any{map[string]any{"number": 8, "description": "We report our footprint."}}}}
	res := me.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1,
		"sustainabilityGoals": map[string]any{"status": "DEFINED", "details": goals}})
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	check(me, "/api/account/me", "/api/account/me")
	check(me, "/api/sustainability/me", "/api/sustainability/me")
	check(me, "/user/profile/export.json", "/user/profile/export.json")
	require.NoError(t, app.Server.Jobs.Drain(context.Background())) // the directory's copy the badge reads
	id, err := app.Server.Modules.Profiles.ProfileIDForUser(context.Background(), app.CreateUser("badge@example.com"))
	require.NoError(t, err)
	require.NoError(t, app.Server.Jobs.Drain(context.Background()))
	check(c, "/badge/"+id.String()+".json", "/badge/{id}.json")
}
