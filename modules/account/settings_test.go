package account_test

import (
	"bytes"
	"context"
	"image"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/apptest/fixture"
)

func uploadPhoto(c *apptest.Client, name string, body []byte) *apptest.Response {
	return c.PostMultipart("/user/profile/photo", nil, apptest.File{Field: "photo", Name: name, Body: body})
}

func TestSettingsNameAndPhoto(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	page := c.Get("/user/profile")
	require.Equal(t, http.StatusOK, page.StatusCode)
	require.Equal(t, "no-store", page.Header.Get("Cache-Control"))
	require.Contains(t, page.Find(".avatar-large").AttrOr("src", ""), "avatar", "the default avatar")

	res := c.PostForm("/user/profile/name", url.Values{"name": {strings.Repeat("n", 101)}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "This is too long: at most 100 characters.", fieldError(res, "name"))
	require.Equal(t, strings.Repeat("n", 101), res.Find("#f-name").AttrOr("value", ""))
	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/name", url.Values{"name": {"Ada Lovelace"}}).StatusCode)
	require.Equal(t, "Ada Lovelace", c.Get("/user/profile").Text(".user-name"), "the header shows the new name")

	res = uploadPhoto(c, "me.png", []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`))
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "You can only use allowed file types (PNG, JPEG, GIF, WebP).", fieldError(res, "photo"), "checked by content, not by name")
	res = uploadPhoto(c, "big.png", bytes.Repeat([]byte{1}, 3<<20))
	require.Equal(t, "The file is too large: the limit is 2 MB.", fieldError(res, "photo"))

	res = uploadPhoto(c, "me.png", fixture.PNG(900, 600))
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	src := c.Get("/user/profile").Find(".avatar-large").AttrOr("src", "")
	require.True(t, strings.HasPrefix(src, "/media/avatar/"), src)
	img := c.Get(src)
	require.Equal(t, http.StatusOK, img.StatusCode)
	cfg, _, err := image.DecodeConfig(strings.NewReader(img.Body))
	require.NoError(t, err)
	require.Equal(t, 512, cfg.Width, "re-encoded and downscaled")

	require.Equal(t, http.StatusSeeOther, c.PostForm("/user/profile/photo/remove", nil).StatusCode)
	require.Equal(t, http.StatusNotFound, c.Get(src).StatusCode, "the old file is deleted")
}

func TestChangingTheEmailVerifiesTheNewAddressAndTellsTheOld(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("old@example.com"))

	res := c.PostForm("/user/profile/email", url.Values{"email": {"new@example.com"}, "current": {"wrong"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "This is not your current password.", fieldError(res, "email-current"))
	require.Equal(t, "new@example.com", res.Find("#f-email-email").AttrOr("value", ""))
	res = c.PostForm("/user/profile/email", url.Values{"email": {"OLD@example.com"}, "current": {apptest.Password}})
	require.Equal(t, "This is already your email address.", fieldError(res, "email-email"))

	res = c.PostForm("/user/profile/email", url.Values{"email": {"new@example.com"}, "current": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Contains(t, c.Get("/user/profile").Text("[data-testid=pending-email]"), "new@example.com")
	require.Equal(t, "old@example.com", signedInAs(t, c), "nothing changes before the link is followed")
	link := app.LinkIn(app.LastMailTo("new@example.com"), "/email/confirm/")

	require.Equal(t, http.StatusSeeOther, confirmEmailChange(t, c, link).StatusCode)
	require.Equal(t, "new@example.com", signedInAs(t, c))
	notice := app.LastMailTo("old@example.com")
	require.Equal(t, "Your Green Connect email address was changed", notice.Subject)
	require.Contains(t, notice.Text, "new@example.com")
	require.Equal(t, http.StatusGone, c.Get(link).StatusCode, "the link works once")
	require.Equal(t, http.StatusGone, c.PostForm(link, nil).StatusCode)
	require.Equal(t, http.StatusSeeOther, signIn(app.Client(), "new@example.com", apptest.Password).StatusCode)
}

func TestEmailChangeLinkExpiresAndNeverTakesAnotherAccountsAddress(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := app.Client()
	c.SignInAs(app.CreateUser("ada@example.com"))
	app.CreateUser("bob@example.com")

	c.PostForm("/user/profile/email", url.Values{"email": {"bob@example.com"}, "current": {apptest.Password}})
	require.Equal(t, "You already have a Green Connect account", app.LastMailTo("bob@example.com").Subject,
		"the owner of the address is told; the form reveals nothing")

	c.PostForm("/user/profile/email", url.Values{"email": {"later@example.com"}, "current": {apptest.Password}})
	link := app.LinkIn(app.LastMailTo("later@example.com"), "/email/confirm/")
	app.Clock.Advance(25 * time.Hour)
	res := c.Get(link)
	require.Equal(t, http.StatusGone, res.StatusCode)
	require.Contains(t, res.Text("[role=alert]"), "This link has expired.")
}

func TestChangingThePasswordKeepsThisSessionOnly(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	id := app.CreateUser("ada@example.com")
	c, other := app.Client(), app.Client()
	c.SignInAs(id)
	other.SignInAs(id)

	res := c.PostForm("/user/profile/password", url.Values{"current": {"nope"}, "password": {"short"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "This is not your current password.", fieldError(res, "password-current"))
	require.Equal(t, "Use at least 8 characters.", fieldError(res, "password-password"))

	res = c.PostForm("/user/profile/password", url.Values{"current": {apptest.Password}, "password": {goodPassword}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, "ada@example.com", signedInAs(t, c), "this browser carries on")
	require.Empty(t, signedInAs(t, other), "other sessions end")
	require.Equal(t, "Your Green Connect password was changed", app.LastMailTo("ada@example.com").Subject)
}

func TestDeletingTheAccountRemovesPersonalDataAndOrphansNothing(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx := context.Background()
	id := app.CreateUser("ada@example.com")
	var hooked uuid.UUID
	app.Server.Modules.Accounts.OnDelete(func(_ context.Context, tx pgx.Tx, userID uuid.UUID) (func(context.Context), error) {
		hooked = userID
		return nil, nil
	})
	c, phone := app.Client(), app.Client()
	c.SignInAs(id)
	phone.SignInAs(id)
	createToken(t, c, "script")
	uploadPhoto(c, "me.png", fixture.PNG(40, 40))
	src := c.Get("/user/profile").Find(".avatar-large").AttrOr("src", "")

	res := c.PostForm("/user/profile/delete", url.Values{"confirm": {"someone@example.com"}, "current": {"wrong"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode)
	require.Equal(t, "Type your email address exactly as shown.", fieldError(res, "delete-confirm"))
	require.Equal(t, "This is not your current password.", fieldError(res, "delete-current"))
	require.Equal(t, "ada@example.com", signedInAs(t, c), "nothing was deleted")

	res = c.PostForm("/user/profile/delete", url.Values{"confirm": {"ada@example.com"}, "current": {apptest.Password}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Equal(t, id, hooked, "other modules' hooks ran")
	require.Empty(t, signedInAs(t, c))
	require.Empty(t, signedInAs(t, phone), "every session ended")
	require.Equal(t, "Your Green Connect account was deleted", app.LastMailTo("ada@example.com").Subject)
	require.Equal(t, http.StatusNotFound, c.Get(src).StatusCode, "the photo is gone")

	var email, name, company string
	var hash *string
	var deleted *time.Time
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT email, display_name, company_name, password_hash, deleted_at FROM users WHERE id = $1`, id).
		Scan(&email, &name, &company, &hash, &deleted))
	require.Empty(t, email+name+company)
	require.Nil(t, hash)
	require.NotNil(t, deleted, "the row stays, anonymous, so references to it stay valid")
	for _, table := range []string{"sign_ins", "api_tokens", "account_tokens", "user_identities", "mfa_factors", "mfa_recovery_codes"} {
		var n int
		require.NoError(t, app.Pool.QueryRow(ctx, "SELECT count(*) FROM "+table+" WHERE user_id = $1", id).Scan(&n))
		require.Zero(t, n, table)
	}
	require.Equal(t, http.StatusUnprocessableEntity, signIn(app.Client(), "ada@example.com", apptest.Password).StatusCode)
	require.Equal(t, http.StatusSeeOther, signUp(app.Client(), "ada@example.com", goodPassword, "Fresh Start").StatusCode,
		"the address is free for a new account")
}

func TestDisplaySettingsFollowTheAccountToEveryDevice(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	id := app.CreateUser("ada@example.com")
	laptop, phone := app.Client(), app.Client()
	laptop.SignInAs(id)
	form := laptop.Get("/user/profile").Find("#display form")
	require.Equal(t, "/preferences", form.AttrOr("action", ""), "the settings page carries the display form")
	res := laptop.PostForm("/preferences", url.Values{"mode": {"dark"}, "palette": {"pink"}, "back": {"/user/profile#display"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	phone.SignInAs(id)
	page := phone.Get("/user/profile")
	require.Equal(t, "dark", page.Find("html").AttrOr("data-mode", ""))
	require.Equal(t, "pink", page.Find("html").AttrOr("data-palette", ""))
}
