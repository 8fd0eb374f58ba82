package profile_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
)

func TestRecordAPIWithoutSignInIs401(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	require.Equal(t, http.StatusUnauthorized, c.JSON(http.MethodGet, "/api/sustainability/me", nil).StatusCode)
	require.Equal(t, http.StatusUnauthorized, c.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1}).StatusCode)
}

func TestSaveIsAPartialUpdateWithTheRatingComputedByTheServer(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))

	r := getMine(t, c)
	require.Equal(t, "draft", r.str("status"))
	require.EqualValues(t, 1, r.num("version"))
	require.EqualValues(t, 20, r.num("rating", "total"))
	require.Nil(t, r["co2Accounting"].(map[string]any)["status"], "unanswered is null")

	r = save(t, c, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting": defined(), "sustainabilityGoals": defined(map[string]any{"sdgs": []int{13, 7}})})
	require.EqualValues(t, 2, r.num("version"))
	require.Equal(t, "https://acme.example", r.str("company", "website"), "addresses are normalised")
	require.EqualValues(t, 20+25+60+50, r.num("rating", "total"))
	require.EqualValues(t, 60, r.num("rating", "sections", "co2Accounting", "points"))
	require.Equal(t, "live", r.str("co2Accounting", "visibility"))
	require.NotEmpty(t, r.str("co2Accounting", "answeredAt"))

	// Only what is sent changes: the visibility of one section, one company field.
	r = save(t, c, http.StatusOK, map[string]any{"version": 2, "co2Accounting": map[string]any{"visibility": "hidden"},
		"company": map[string]any{"city": "Iași"}})
	require.Equal(t, "hidden", r.str("co2Accounting", "visibility"))
	require.Equal(t, "DEFINED", r.str("co2Accounting", "status"))
	require.Len(t, r["co2Accounting"].(map[string]any)["details"], 1)
	require.Equal(t, "Iași", r.str("company", "city"))
	require.Equal(t, "Acme Green", r.str("company", "companyName"))

	// DEFINED2 is read as DEFINED; read-only keys sent back are ignored.
	r["sustainabilityTraining"] = map[string]any{"status": "DEFINED2", "details": []any{map[string]any{"weblink": "acme.example/training"}}}
	delete(r, "sustainabilityESGReport")
	r = save(t, c, http.StatusOK, r)
	require.Equal(t, "DEFINED", r.str("sustainabilityTraining", "status"))
	require.EqualValues(t, 20+25+60+50+50, r.num("rating", "total"))
}

func TestStaleVersionIs409AndChangesNothing(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	tab1, tab2 := app.Client(), app.Client()
	user := app.CreateUser("acme@example.com")
	tab1.SignInAs(user)
	tab2.SignInAs(user)
	save(t, tab1, http.StatusOK, map[string]any{"version": 1, "company": map[string]any{"city": "Tab one"}})

	res := tab2.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1, "company": map[string]any{"city": "Tab two"}})
	require.Equal(t, http.StatusConflict, res.StatusCode)
	var e struct {
		Error struct{ Code, Message string }
	}
	res.DecodeJSON(&e)
	require.Equal(t, "conflict", e.Error.Code)
	require.Contains(t, e.Error.Message, "another tab")
	require.Equal(t, "Tab one", getMine(t, tab1).str("company", "city"))
}

func TestBadInputIs422ByField(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	res := c.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1,
		"company": map[string]any{"facebook": "https://x.com/acme", "website": "not a site", "country": "XX",
			"industry": "energy", "sector": "banking", "employeeCount": 0},
		"co2Accounting":               map[string]any{"status": "PLANNING"},
		"environmentalPolicies":       map[string]any{"status": "PLANNING", "plannedFor": "2020-01-01"},
		"sustainabilityESGReport":     map[string]any{"status": "DEFINED", "details": []any{}},
		"environmentalAccreditations": defined(),
		"sustainabilityTraining":      map[string]any{"status": "MAYBE"},
		"sustainabilityGoals":         defined(map[string]any{"sdgs": []int{18}}),
		"environmentalInitiatives":    defined(map[string]any{"attachment": "/media/attachment/not-mine.pdf"}),
		"greenWebTraffic":             map[string]any{"visibility": "everyone"},
	})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, res.Body)
	var e struct {
		Error struct {
			Code   string
			Fields map[string]string
		}
	}
	res.DecodeJSON(&e)
	require.Equal(t, "validation", e.Error.Code)
	want := map[string]string{
		"co2Accounting.plannedFor":                             "Give the target date of your plan.",
		"environmentalPolicies.plannedFor":                     "The target date cannot be in the past.",
		"sustainabilityESGReport.details":                      "Add at least one piece of evidence: a link, a web link, a file or a description.",
		"environmentalAccreditations.details[0].accreditation": "Choose the type of accreditation: carbon, ESG or others.",
		"sustainabilityTraining.status":                        "Choose one of the answers.",
		"sustainabilityGoals.details[0].sdgs":                  "Pick goals from 1 to 17, each at most once.",
		"environmentalInitiatives.details[0].attachment":       "This file was not uploaded for your profile. Upload it again.",
		"greenWebTraffic.visibility":                           "Choose hidden, in report or live.",
	}
	for path, msg := range want {
		require.Equal(t, msg, e.Error.Fields[path], path)
	}
	require.Equal(t, 1, int(getMine(t, c).num("version")), "nothing saved")

	// Company problems, each with its own message.
	e.Error.Fields = nil
	res = c.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1,
		"company": map[string]any{"facebook": "https://x.com/acme", "website": "not a site", "country": "XX",
			"industry": "energy", "sector": "banking", "employeeCount": 0, "representativeLinkedin": "linkedin.com/company/acme"}})
	res.DecodeJSON(&e)
	require.Equal(t, map[string]string{
		"company.facebook":               "Enter a link to a Facebook page, such as https://www.facebook.com/yourcompany.",
		"company.website":                "Enter a full web address, such as https://www.example.com.",
		"company.country":                "Please select a country from the list.",
		"company.sector":                 "Please select a sector of the chosen industry.",
		"company.employeeCount":          "Enter a whole number from 1 to 10,000,000.",
		"company.representativeLinkedin": "Enter a link to a person’s LinkedIn profile, such as https://www.linkedin.com/in/yourname.",
	}, e.Error.Fields)

	e.Error.Fields = nil
	res = c.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1, "colour": "green",
		"company": map[string]any{"employeeCount": "many", "shoeSize": 3}})
	res.DecodeJSON(&e)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, e.Error.Fields, "colour")
	require.Contains(t, e.Error.Fields, "company.shoeSize")

	e.Error.Fields = nil
	res = c.JSON(http.MethodPost, "/api/sustainability", map[string]any{"company": map[string]any{"city": "x"}})
	res.DecodeJSON(&e)
	require.Equal(t, "Send the version of the record you are editing.", e.Error.Fields["version"])
}

func TestOnlyOwnerAndAdminsSeeADraftAndVisitorsSeeLiveSectionsOfListedProfiles(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, other, admin := app.Client(), app.Client(), app.Client()
	ownerID := app.CreateUser("acme@example.com")
	owner.SignInAs(ownerID)
	other.SignInAs(app.CreateUser("other@example.com"))
	adminID := app.CreateUser("admin@example.com", account.RoleAdmin)
	admin.SignInAs(adminID)
	r := save(t, owner, http.StatusOK, map[string]any{"version": 1, "company": company(),
		"co2Accounting": defined(), "environmentalPolicies": map[string]any{"status": "DEFINED", "visibility": "hidden",
			"details": []any{map[string]any{"description": "Secret policy"}}}})
	path := "/api/sustainability/" + r.str("id")

	require.Equal(t, http.StatusNotFound, other.JSON(http.MethodGet, path, nil).StatusCode)
	require.Equal(t, http.StatusNotFound, app.Client().JSON(http.MethodGet, path, nil).StatusCode)
	require.Equal(t, http.StatusOK, admin.JSON(http.MethodGet, path, nil).StatusCode)
	require.Equal(t, http.StatusNotFound, other.JSON(http.MethodGet, "/api/sustainability/not-a-uuid", nil).StatusCode)

	res := owner.JSON(http.MethodPost, "/api/sustainability/publish", map[string]any{"version": 2})
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	require.Equal(t, http.StatusNotFound, other.JSON(http.MethodGet, path, nil).StatusCode, "pending is not public")

	require.NoError(t, app.Server.Modules.Profiles.Approve(context.Background(), mustUUID(r.str("id")), adminID, 2))
	res = app.Client().JSON(http.MethodGet, path, nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	var pub record
	res.DecodeJSON(&pub)
	require.NotContains(t, pub, "status", "visitors get public fields only (record_public_test.go)")
	require.Equal(t, "DEFINED", pub.str("co2Accounting", "status"))
	require.NotContains(t, pub, "environmentalPolicies", "hidden sections stay hidden")
	require.NotContains(t, res.Body, "Secret policy")
	require.EqualValues(t, 20+25+60+50, pub.num("rating", "total"), "the rating counts every published answer")

	require.Equal(t, http.StatusOK, owner.JSON(http.MethodPost, "/api/sustainability/unpublish", nil).StatusCode)
	require.Equal(t, http.StatusNotFound, app.Client().JSON(http.MethodGet, path, nil).StatusCode, "unpublished at once")
	require.Equal(t, http.StatusConflict, owner.JSON(http.MethodPost, "/api/sustainability/unpublish", nil).StatusCode)
}

func TestUploadsAreCheckedAndOnlyOwnFilesCanBeReferenced(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c, other := app.Client(), app.Client()
	c.SignInAs(app.CreateUser("acme@example.com"))
	other.SignInAs(app.CreateUser("other@example.com"))

	res := uploadFile(c, "attachment", "policy.png", fixture.PNG(8, 8))
	require.Equal(t, http.StatusCreated, res.StatusCode, res.Body)
	var f struct{ URL, Name, Kind string }
	res.DecodeJSON(&f)
	require.Equal(t, "policy.png", f.Name)
	require.Regexp(t, `^/media/attachment/`, f.URL)

	res = uploadFile(c, "attachment", "evil.pdf", []byte("<script>alert(1)</script>"))
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Body, "You can only use allowed file types")

	r := save(t, c, http.StatusOK, map[string]any{"version": 1, "environmentalPolicies": defined(map[string]any{"attachment": f.URL})})
	require.Equal(t, f.URL, r["environmentalPolicies"].(map[string]any)["details"].([]any)[0].(map[string]any)["attachment"])

	// Someone else's file, or a file of another kind, is refused.
	res = other.JSON(http.MethodPost, "/api/sustainability", map[string]any{"version": 1,
		"environmentalPolicies": defined(map[string]any{"attachment": f.URL})})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	save(t, c, http.StatusUnprocessableEntity, map[string]any{"version": 2, "company": map[string]any{"logo": f.URL}})
}

func TestAdminsMayEditAnyProfileByID(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, admin, other := app.Client(), app.Client(), app.Client()
	owner.SignInAs(app.CreateUser("acme@example.com"))
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	other.SignInAs(app.CreateUser("other@example.com"))
	id := getMine(t, owner).str("id")

	res := admin.JSON(http.MethodPost, "/api/sustainability?id="+id, map[string]any{"version": 1, "company": map[string]any{"city": "Fixed by support"}})
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	require.Equal(t, "Fixed by support", getMine(t, owner).str("company", "city"))

	// Anyone else naming the id edits only their own profile.
	res = other.JSON(http.MethodPost, "/api/sustainability?id="+id, map[string]any{"version": 1, "company": map[string]any{"city": "Hijacked"}})
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "Fixed by support", getMine(t, owner).str("company", "city"))
	require.Equal(t, "Hijacked", getMine(t, other).str("company", "city"))

	// An admin's changes of someone else's profile are audited with what they changed, by
	// action; the owner's own are not.
	save(t, owner, http.StatusOK, map[string]any{"version": 2, "company": company()})
	res = admin.PostMultipart("/api/sustainability/files?id="+id, url.Values{"kind": {"logo"}},
		apptest.File{Field: "file", Name: "logo.png", Body: fixture.PNG(60, 60)})
	require.Equal(t, http.StatusCreated, res.StatusCode, res.Body)
	require.Equal(t, http.StatusOK, admin.JSON(http.MethodPost, "/api/sustainability/publish?id="+id, map[string]any{"version": 3}).StatusCode)
	require.Equal(t, http.StatusOK, admin.JSON(http.MethodPost, "/api/sustainability/unpublish?id="+id, nil).StatusCode)
	page, err := app.Server.Audit.List(context.Background(), audit.Filter{ObjectType: "profile", ObjectID: id})
	require.NoError(t, err)
	got := map[string]audit.Recorded{}
	for _, e := range page.Entries {
		require.Equal(t, "admin@example.com", e.Actor.Label, e.Entry.Action)
		got[e.Entry.Action] = e
	}
	require.Len(t, got, 4, "save, upload, publish, unpublish; never the owner's save")
	require.Equal(t, audit.Pair{Before: `""`, After: `"Fixed by support"`}, got["profile.record.save"].Changes["company.city"])
	require.Equal(t, audit.Pair{Before: "1", After: "2"}, got["profile.record.save"].Changes["version"])
	require.Equal(t, `"logo"`, got["profile.file.upload"].Changes["kind"].After)
	require.Equal(t, audit.Pair{Before: `"draft"`, After: `"pending"`}, got["profile.record.publish"].Changes["status"])
	require.Equal(t, audit.Pair{Before: "true", After: "false"}, got["profile.record.unpublish"].Changes["published"])
}
