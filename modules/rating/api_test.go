package rating_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
	"greenconnect/modules/rating"
)

type tableAnswer struct {
	GreenRatings map[string]any
	TableFormat  []rating.Row
	Version      int
}

func TestGreenRatingAPI(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	visitor, company, admin := app.Client(), app.Client(), app.Client()
	company.SignInAs(app.CreateUser("acme@example.com"))
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))

	res := visitor.JSON(http.MethodGet, "/api/greenRating", nil)
	require.Equal(t, http.StatusOK, res.StatusCode)
	var got tableAnswer
	res.DecodeJSON(&got)
	require.EqualValues(t, 20, got.GreenRatings["signUpGreenRating"])
	require.Len(t, got.TableFormat, 26)
	require.Equal(t, 1, got.Version)

	rows := got.TableFormat
	rows[0].Points = 10
	body := map[string]any{"version": 1, "tableFormat": rows}
	require.Equal(t, http.StatusUnauthorized, visitor.JSON(http.MethodPost, "/api/greenRating", body).StatusCode)
	require.Equal(t, http.StatusForbidden, company.JSON(http.MethodPost, "/api/greenRating", body).StatusCode)

	res = admin.JSON(http.MethodPost, "/api/greenRating", body)
	require.Equal(t, http.StatusOK, res.StatusCode, res.Body)
	res.DecodeJSON(&got)
	require.EqualValues(t, 10, got.GreenRatings["signUpGreenRating"])
	require.Equal(t, 2, got.Version)

	entries, err := app.Server.Audit.List(context.Background(), audit.Filter{Action: "rating.table.save"})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1, "the save is audited")
	require.Equal(t, "admin@example.com", entries.Entries[0].Actor.Label)
	require.Equal(t, audit.Pair{Before: "20", After: "10"}, entries.Entries[0].Changes["signUpGreenRating"])

	res = admin.JSON(http.MethodPost, "/api/greenRating", body)
	require.Equal(t, http.StatusConflict, res.StatusCode, "version 1 is stale")

	greenRatings := rating.DefaultTable().GreenRatings()
	greenRatings["greenRoom"] = 60
	res = admin.JSON(http.MethodPost, "/api/greenRating", map[string]any{"version": 2, "greenRatings": greenRatings})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Body, "The best path would give 505 points, more than the maximum of 495. Lower some points.")

	greenRatings["greenRoom"] = -5
	res = admin.JSON(http.MethodPost, "/api/greenRating", map[string]any{"version": 2, "greenRatings": greenRatings})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Body, `"greenRoom":"Points cannot be negative."`)

	res = admin.JSON(http.MethodPost, "/api/greenRating", map[string]any{"version": 2})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "neither shape given")
}

func TestPointsTableEditorWithoutJavaScript(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	admin := app.Client()
	admin.SignInAs(app.CreateUser("admin@example.com", account.RoleAdmin))
	page := admin.Get("/admin/green-rating")
	require.Equal(t, http.StatusOK, page.StatusCode)
	form := url.Values{}
	page.Find(`[data-testid="rating-table-form"] input`).Each(func(_ int, s *goquerySelection) {
		form.Set(s.AttrOr("name", ""), s.AttrOr("value", ""))
	})
	require.Equal(t, "495", bestPathOf(page.Text(`[data-testid="best-path"]`)))

	form.Set("co2Accounting.DEFINED", "abc")
	form.Set("sustainabilityESGReport.DEFINED", "301")
	res := admin.PostForm("/admin/green-rating", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "496", bestPathOf(res.Text(`[data-testid="best-path"]`)), "the figure of the form as typed, never 0")
	require.Equal(t, "abc", res.Find(`input[name="co2Accounting.DEFINED"]`).AttrOr("value", ""), "what was typed is kept")
	require.Equal(t, "Enter a whole number of points.", res.Text(`#f-co2Accounting-DEFINED-error span`))
	require.Equal(t, "f-co2Accounting-DEFINED-error", res.Find(`#f-co2Accounting-DEFINED`).AttrOr("aria-describedby", ""))
	require.Equal(t, "#f-co2Accounting-DEFINED", res.Find(`#form-alert a`).AttrOr("href", ""), "the summary links to the field")
	require.Equal(t, "Carbon accounting · Yes, done", res.Text(`label.visually-hidden[for="f-co2Accounting-DEFINED"]`),
		"a cell's label is for screen readers: its row and column say it")

	form.Set("co2Accounting.DEFINED", "70")
	res = admin.PostForm("/admin/green-rating", form)
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Contains(t, res.Text(`#form-alert`), "496 points")
	require.Equal(t, "496", bestPathOf(res.Text(`[data-testid="best-path"]`)), "beside the error, the same figure")
	require.Equal(t, 1, res.Find(`#form-alert li`).Length(), "the entry that takes the best path there is named")
	require.Contains(t, res.Text(`#form-alert li`), "ESG reporting · Yes, done")
	require.Equal(t, "#f-sustainabilityESGReport-DEFINED", res.Find(`#form-alert a`).AttrOr("href", ""))
	require.Equal(t, "true", res.Find(`#f-sustainabilityESGReport-DEFINED`).AttrOr("aria-invalid", ""), "and marked")
	require.Equal(t, 1, res.Find(`#f-sustainabilityESGReport-DEFINED-error`).Length(), "visibly")
	require.Empty(t, res.Find(`#f-co2Accounting-DEFINED`).AttrOr("aria-invalid", ""), "a raise off the best path is fine")

	form.Set("sustainabilityESGReport.DEFINED", "300")
	res = admin.PostForm("/admin/green-rating", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	entries, err := app.Server.Audit.List(context.Background(), audit.Filter{Action: "rating.table.save"})
	require.NoError(t, err)
	require.Len(t, entries.Entries, 1, "the save is audited; the refused forms are not")
	require.Equal(t, audit.Pair{Before: "60", After: "70"}, entries.Entries[0].Changes["co2Accounting.DEFINED"])
	page = admin.Get("/admin/green-rating")
	require.Equal(t, "70", page.Find(`input[name="co2Accounting.DEFINED"]`).AttrOr("value", ""))
	require.Equal(t, "The points table was saved. Every rating now uses it.", page.Text("[data-flash-text]"))

	// On each change htmx asks the figure of the form as typed: no save, a fragment.
	form.Set("environmentalAccreditations.DEFINED.esg", "150")
	preview := admin.HTMX(http.MethodPost, "/admin/green-rating/preview", form)
	require.Equal(t, http.StatusOK, preview.StatusCode, preview.Body)
	require.NotContains(t, preview.Body, "<html", "a fragment")
	require.Equal(t, "545", bestPathOf(preview.Text(`[data-testid="best-path"]`)))
	require.Equal(t, "Environmental accreditations · Yes, done · ESG", preview.Text(`[data-testid="best-path-entries"] li`))
	form.Set("environmentalAccreditations.DEFINED.esg", "100")
	preview = admin.HTMX(http.MethodPost, "/admin/green-rating/preview", form)
	require.Equal(t, "495", bestPathOf(preview.Text(`[data-testid="best-path"]`)))
	require.Equal(t, 0, preview.Find(`[data-testid="best-path-entries"]`).Length())
	cur, err := app.Server.Modules.Ratings.Table(context.Background())
	require.NoError(t, err)
	require.Equal(t, 1+1, cur.Version, "a preview saves nothing")

	// The form of a second admin, read before that save, meets a conflict and keeps its values.
	form.Set("co2Accounting.DEFINED", "55")
	res = admin.PostForm("/admin/green-rating", form)
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, 1, res.Find(`[data-testid="conflict"]`).Length())
	require.Equal(t, "55", res.Find(`input[name="co2Accounting.DEFINED"]`).AttrOr("value", ""))
	require.Equal(t, "2", res.Find(`input[name="version"]`).AttrOr("value", ""), "saving again overwrites, knowingly")

	// With htmx: the form in place and a snackbar.
	form.Set("version", "2")
	hx := admin.HTMX(http.MethodPost, "/admin/green-rating", form)
	require.Equal(t, http.StatusOK, hx.StatusCode)
	require.Contains(t, hx.Header.Get("HX-Trigger"), "The points table was saved.")
	require.NotContains(t, hx.Body, "<html", "a fragment")
	require.Equal(t, 1, hx.Find(`form#rating-table-form`).Length())

	company := app.Client()
	company.SignInAs(app.CreateUser("acme@example.com"))
	require.Equal(t, http.StatusForbidden, company.Get("/admin/green-rating").StatusCode)
}
