package directory_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

func serviceFields() url.Values {
	return url.Values{"version": {"0"}, "name": {"Wind audit"}, "industry": {"energy"}, "category": {"consulting"},
		"description": {"We audit wind parks."}, "explanation": {"Because wind."}, "tags": {"Wind, audit"},
		"url": {"wind.example.com"}}
}

func TestCompanyCreatesEditsPublishesAndDeletesAService(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, p := makeCompany(t, app, "a@example.com", company{Name: "Wind Co", Country: "DK", Industry: "energy"})
	c := app.Client()
	c.SignInAs(owner)
	ctx := context.Background()
	dir := app.Server.Modules.Directory

	res := c.Get("/my/services/new")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "multipart/form-data", res.Find("[data-testid=service-form]").AttrOr("enctype", ""))
	require.Equal(t, "A new service is saved as a draft: publish it from your list when it is ready.", res.Text("[data-testid=save-help]"))

	res = c.PostMultipart("/my/services", serviceFields(),
		apptest.File{Field: "logo", Name: "logo.png", Body: fixture.PNG(300, 200)}, apptest.File{Field: "pictures", Name: "a.png", Body: fixture.PNG(64, 48)}, apptest.File{Field: "pictures", Name: "b.png", Body: fixture.PNG(40, 40)})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, "/my/services", res.Header.Get("Location"))
	own, err := dir.OwnOfferings(ctx, p)
	require.NoError(t, err)
	require.Len(t, own, 1)
	o := own[0]
	require.False(t, o.Published, "a new service is a draft")
	require.Equal(t, []string{"wind", "audit"}, o.Tags)
	require.Equal(t, "https://wind.example.com", o.URL)
	require.NotEmpty(t, o.LogoKey)
	require.Len(t, o.Pictures, 2)
	require.Equal(t, [2]int{64, 48}, [2]int{o.Pictures[0].Width, o.Pictures[0].Height}, "sizes are the stored image's")
	logo := c.Get(o.LogoURL())
	require.Equal(t, http.StatusOK, logo.StatusCode)
	require.Contains(t, logo.Header.Get("Cache-Control"), "immutable")

	list := c.Get("/my/services")
	require.Contains(t, list.Text("[data-testid=flash], .flash"), "Saved successfully!")
	require.Equal(t, "Draft", list.Text("[data-testid=state]"))

	require.Equal(t, "This service is a draft: publish it from your list when it is ready.",
		c.Get("/my/services/"+o.ID.String()+"/edit").Text("[data-testid=save-help]"))

	// Edit: reorder the pictures, remove the logo.
	form := serviceFields()
	form.Set("version", "1")
	form.Set("name", "Wind audit plus")
	form["picture"] = []string{o.Pictures[0].Key, o.Pictures[1].Key}
	form.Set("position_"+o.Pictures[0].Key, "2")
	form.Set("position_"+o.Pictures[1].Key, "1")
	form.Set("logo_key", o.LogoKey)
	form.Set("remove_logo", "true")
	res = c.PostMultipart("/my/services/"+o.ID.String(), form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	edited, err := dir.OwnOffering(ctx, p, o.ID)
	require.NoError(t, err)
	require.Equal(t, "Wind audit plus", edited.Name)
	require.Equal(t, "", edited.LogoKey)
	require.Equal(t, []string{o.Pictures[1].Key, o.Pictures[0].Key}, []string{edited.Pictures[0].Key, edited.Pictures[1].Key})
	require.Equal(t, http.StatusNotFound, c.Get(o.LogoURL()).StatusCode, "the replaced logo's file is deleted")

	// Publish (and the public sees it), unpublish, delete.
	res = c.PostForm("/my/services/"+o.ID.String()+"/publish", url.Values{"version": {"2"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, http.StatusOK, app.Client().Get("/services/"+o.ID.String()).StatusCode)
	require.Equal(t, "Public", c.Get("/my/services").Text("[data-testid=state]"))
	require.Equal(t, "This service is public: your changes show on the marketplace as soon as you save.",
		c.Get("/my/services/"+o.ID.String()+"/edit").Text("[data-testid=save-help]"))
	res = c.PostForm("/my/services/"+o.ID.String()+"/unpublish", url.Values{"version": {"3"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, http.StatusNotFound, app.Client().Get("/services/"+o.ID.String()).StatusCode)
	res = c.PostForm("/my/services/"+o.ID.String()+"/delete", url.Values{"version": {"4"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	own, _ = dir.OwnOfferings(ctx, p)
	require.Empty(t, own)
	require.Equal(t, http.StatusNotFound, c.Get(edited.Pictures[0].URL()).StatusCode, "its pictures are deleted")
}

func TestRefusedFormKeepsWhatWasTypedAndUploaded(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, p := makeCompany(t, app, "a@example.com", company{Name: "Form Co", Country: "DK", Industry: "energy"})
	c := app.Client()
	c.SignInAs(owner)
	form := serviceFields()
	form.Set("name", "")
	form.Set("instagram", "https://example.com/not-instagram")
	res := c.PostMultipart("/my/services", form, apptest.File{Field: "logo", Name: "logo.png", Body: fixture.PNG(50, 50)},
		apptest.File{Field: "pictures", Name: "notes.txt", Body: []byte("just some text, not an image")})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Please fill in this field.", res.Text("#f-name-error"))
	summary := res.Find("#form-alert[role=alert] li a")
	require.Equal(t, "#f-name", summary.First().AttrOr("href", ""), "the summary links to each field, in order")
	require.Equal(t, "Name: Please fill in this field.", summary.First().Text())
	require.Equal(t, "true", res.Find("#f-name").AttrOr("aria-invalid", ""))
	require.Contains(t, res.Find("#f-name").AttrOr("aria-describedby", ""), "f-name-error")
	require.Equal(t, "Please enter an address on Instagram.", res.Text("#f-instagram-error"))
	require.Contains(t, res.Text("#f-pictures-error"), "You can only use allowed file types")
	require.Equal(t, "We audit wind parks.", res.Find("#f-description").Text(), "typed text is kept")
	require.Equal(t, "Wind, audit", res.Find("#f-tags").AttrOr("value", ""))
	logoKey := res.Find("input[name=logo_key]").AttrOr("value", "")
	require.True(t, strings.HasPrefix(logoKey, "logo/"), "the uploaded logo is kept")

	// Sending the corrected form saves with that logo, without uploading it again.
	form.Set("name", "Fixed")
	form.Set("instagram", "")
	form.Set("logo_key", logoKey)
	res = c.PostMultipart("/my/services", form)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	own, _ := app.Server.Modules.Directory.OwnOfferings(context.Background(), p)
	require.Len(t, own, 1)
	require.Equal(t, logoKey, own[0].LogoKey)
}

func TestStaleEditIsRefusedNotOverwritten(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	owner, p := makeCompany(t, app, "a@example.com", company{Name: "Race Co", Country: "DK", Industry: "energy"})
	o := addService(t, app, p, offering("Original", "consulting"), false)
	c := app.Client()
	c.SignInAs(owner)

	first := serviceFields()
	first.Set("version", "1")
	first.Set("name", "First edit")
	require.Equal(t, http.StatusSeeOther, c.PostMultipart("/my/services/"+o.ID.String(), first).StatusCode)

	second := serviceFields()
	second.Set("version", "1") // opened before the first edit was saved
	second.Set("name", "Second edit")
	res := c.PostMultipart("/my/services/"+o.ID.String(), second)
	require.Equal(t, http.StatusConflict, res.StatusCode)
	require.Equal(t, 1, res.Find("[data-testid=conflict]").Length())
	require.Equal(t, "Second edit", res.Find("#f-name").AttrOr("value", ""), "the typed values are kept to copy")
	saved, _ := app.Server.Modules.Directory.OwnOffering(context.Background(), p, o.ID)
	require.Equal(t, "First edit", saved.Name)

	res = c.PostForm("/my/services/"+o.ID.String()+"/delete", url.Values{"version": {"1"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, c.Get("/my/services").Text(".flash"), "changed in another window")
	_, err := app.Server.Modules.Directory.OwnOffering(context.Background(), p, o.ID)
	require.NoError(t, err, "a stale delete deletes nothing")
}

func TestServicesAreTheirCompanysOnly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	_, p := makeCompany(t, app, "a@example.com", company{Name: "Mine Co", Country: "DK", Industry: "energy"})
	theirs := addService(t, app, p, offering("Theirs", "consulting"), false)
	intruder := app.Client()
	intruderID := app.CreateUser("intruder@example.com")
	intruder.SignInAs(intruderID)
	id := theirs.ID.String()
	require.Equal(t, http.StatusNotFound, intruder.Get("/my/services/"+id+"/edit").StatusCode)
	require.Equal(t, http.StatusNotFound, intruder.PostMultipart("/my/services/"+id, serviceFields()).StatusCode)
	require.Equal(t, http.StatusNotFound, intruder.PostForm("/my/services/"+id+"/publish", url.Values{"version": {"1"}}).StatusCode)
	require.Equal(t, http.StatusNotFound, intruder.PostForm("/my/services/"+id+"/delete", url.Values{"version": {"1"}}).StatusCode)

	// A form may not point at another company's files.
	owner := app.Client()
	owner.SignInAs(ownerOf(t, app, "a@example.com"))
	bad := serviceFields()
	bad.Set("name", "")
	res := owner.PostMultipart("/my/services", bad, apptest.File{Field: "logo", Name: "logo.png", Body: fixture.PNG(20, 20)})
	key := res.Find("input[name=logo_key]").AttrOr("value", "")
	require.NotEmpty(t, key)
	forged := serviceFields()
	forged.Set("logo_key", key)
	res = intruder.PostMultipart("/my/services", forged)
	require.Equal(t, http.StatusBadRequest, res.StatusCode)
	forged.Del("logo_key")
	forged["picture"] = []string{key}
	require.Equal(t, http.StatusBadRequest, intruder.PostMultipart("/my/services", forged).StatusCode)
}

func TestVisitorsAreSentToSignIn(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	res := app.Client().Get("/my/services")
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, res.Header.Get("Location"), "/signin?next=")
	require.Equal(t, http.StatusUnauthorized, app.Client().PostMultipart("/my/services", serviceFields()).StatusCode)
}

func ownerOf(t *testing.T, app *apptest.App, email string) uuid.UUID {
	t.Helper()
	u, err := app.Server.Modules.Accounts.ByEmail(context.Background(), email)
	require.NoError(t, err)
	return u.ID
}
