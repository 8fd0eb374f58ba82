package directory_test

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/url"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/directory/model"
)

// company describes a test company's public profile.
type company struct {
	Name, Country, Industry, City, About string
	Provider                             bool
	Status                               string // approved (default), pending, rejected, draft
	Unpublished                          bool
}

// makeCompany makes an account whose profile the public sees as described, and returns
// the account and profile ids. The profile module does not yet offer publish and approve
// through its service, so the test set-up writes its row; the code under test reads it
// only through profile.Service.
func makeCompany(t *testing.T, app *apptest.App, email string, c company) (userID, profileID uuid.UUID) {
	t.Helper()
	ctx := context.Background()
	userID = app.CreateUser(email)
	profileID, err := app.Server.Modules.Profiles.ProfileIDForUser(ctx, userID)
	require.NoError(t, err)
	if c.Status == "" {
		c.Status = "approved"
	}
	body, _ := json.Marshal(map[string]any{"company": map[string]any{
		"companyName": c.Name, "country": c.Country, "industry": c.Industry, "city": c.City, "about": c.About,
		"serviceProvider": c.Provider, "website": "https://example.com"}})
	_, err = app.Pool.Exec(ctx, `UPDATE company_profiles SET status = $2, published = $3, published_record = $4,
		verified_at = CASE WHEN $2 = 'approved' THEN $5::timestamptz END WHERE id = $1`,
		profileID, c.Status, c.Status != "draft" && !c.Unpublished, body, app.Clock.Now().AddDate(0, 0, -3))
	require.NoError(t, err)
	app.Server.Modules.Directory.Sync(ctx, profileID)
	return userID, profileID
}

// setListed changes a profile's public state, as publish/unpublish/approve would, and
// runs the profile module's change hooks.
func setListed(t *testing.T, app *apptest.App, profileID uuid.UUID, status string, published bool) {
	t.Helper()
	ctx := context.Background()
	_, err := app.Pool.Exec(ctx, `UPDATE company_profiles SET status = $2, published = $3 WHERE id = $1`, profileID, status, published)
	require.NoError(t, err)
	for _, f := range app.Server.Modules.Profiles.OnChange {
		f(ctx, profileID)
	}
}

// offering is a valid service for tests; change fields as needed.
func offering(name, category string, tags ...string) model.Offering {
	return model.Offering{Name: name, Industry: "energy", Category: category, Tags: tags,
		Description: "About " + name, Explanation: "Why " + name + " is green.", URL: "https://example.com/" + url.PathEscape(name)}
}

// addService creates a service for the company, published unless told otherwise.
func addService(t *testing.T, app *apptest.App, profileID uuid.UUID, o model.Offering, publish bool) model.Offering {
	t.Helper()
	ctx := context.Background()
	svc := app.Server.Modules.Directory
	created, err := svc.Create(ctx, profileID, o)
	require.NoError(t, err)
	if !publish {
		return created
	}
	published, err := svc.SetPublished(ctx, profileID, created.ID, created.Version, true)
	require.NoError(t, err)
	return published
}

func pngBytes(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{0, uint8(x), uint8(y), 255})
		}
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

// file is one file of a multipart form.
type file struct {
	field, name string
	body        []byte
}

// postMultipart submits a multipart form as the service form's page would.
func postMultipart(c *apptest.Client, path string, fields url.Values, files ...file) *apptest.Response {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	if fields.Get("_csrf") == "" {
		fields.Set("_csrf", c.Token())
	}
	for k, vs := range fields {
		for _, v := range vs {
			_ = w.WriteField(k, v)
		}
	}
	for _, f := range files {
		part, _ := w.CreateFormFile(f.field, f.name)
		_, _ = part.Write(f.body)
	}
	_ = w.Close()
	req, _ := http.NewRequest(http.MethodPost, apptest.BaseURL+path, &buf)
	req.Header.Set("Content-Type", w.FormDataContentType())
	return c.Do(req)
}
