package account_test

import (
	"context"
	"net/http"
	"net/url"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/audit"
	"greenconnect/modules/account"
)

// unverified makes an account that never confirmed its address, signed up days ago.
func unverified(t *testing.T, app *apptest.App, email string, days int) uuid.UUID {
	t.Helper()
	ctx := context.Background()
	id, err := app.Server.Modules.Accounts.Create(ctx, account.NewUser{Email: email, Password: goodPassword, CompanyName: "Co " + email})
	require.NoError(t, err)
	_, err = app.Pool.Exec(ctx, `UPDATE users SET created_at = $2 WHERE id = $1`, id, app.Clock.Now().AddDate(0, 0, -days))
	require.NoError(t, err)
	return id
}

func TestUnverifiedAccountsAreListedWithTheirAge(t *testing.T) {
	t.Parallel()
	app, c, _ := adminApp(t)
	unverified(t, app, "old@example.com", 40)
	unverified(t, app, "new@example.com", 2)
	res := c.Get("/admin/unverified")
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "Results: 2", res.Text(`[data-testid="list-count"]`), "verified accounts are not listed")
	require.Contains(t, res.Text(`[data-testid="unverified-table"] tbody tr:first-child`), "old@example.com")
	require.Contains(t, res.Text(`[data-testid="unverified-table"] tbody tr:first-child`), "40 days ago")
	res = c.Get("/admin/unverified?older=30")
	require.Equal(t, "Results: 1", res.Text(`[data-testid="list-count"]`))
	require.Equal(t, "30", res.Find(`#f-days option[selected]`).AttrOr("value", ""), "the delete form starts from the age filtered")
}

func TestAdminResendsTheVerificationLink(t *testing.T) {
	t.Parallel()
	app, c, _ := adminApp(t)
	id := unverified(t, app, "late@example.com", 3)
	res := c.PostForm("/admin/unverified/"+id.String()+"/resend", nil)
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	link := app.LinkIn(app.LastMailTo("late@example.com"), "/verify/")
	got := entries(t, app, id)
	require.Equal(t, "account.unverified.resend", got[0].Entry.Action)
	require.Equal(t, audit.Pair{After: `"late@example.com"`}, got[0].Changes["verificationLinkSentTo"])

	visitor := app.Client()
	visitor.Get(link)
	require.Equal(t, http.StatusSeeOther, visitor.PostForm(link, nil).StatusCode)
	res = c.PostForm("/admin/unverified/"+id.String()+"/resend", nil)
	require.Equal(t, http.StatusConflict, res.StatusCode, "confirmed meanwhile")
	require.Equal(t, http.StatusNotFound, c.PostForm("/admin/unverified/"+uuid.NewString()+"/resend", nil).StatusCode)
}

func TestOldUnverifiedAccountsAreDeletedThroughTheAccountDeletion(t *testing.T) {
	t.Parallel()
	app, c, _ := adminApp(t)
	var mu sync.Mutex
	var hooked []uuid.UUID
	app.Server.Modules.Accounts.OnDelete(func(_ context.Context, _ pgx.Tx, id uuid.UUID) (func(context.Context), error) {
		mu.Lock()
		defer mu.Unlock()
		hooked = append(hooked, id)
		return nil, nil
	})
	old := unverified(t, app, "old@example.com", 40)
	young := unverified(t, app, "young@example.com", 10)
	mailsBefore := len(app.Mails())

	res := c.PostForm("/admin/unverified/delete", url.Values{"days": {"30"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "the confirmation box is required")
	require.Equal(t, "Tick the box to confirm.", fieldError(res, "confirm"))
	require.Equal(t, "30", res.Find(`#f-days option[selected]`).AttrOr("value", ""), "what was chosen is kept")
	res = c.PostForm("/admin/unverified/delete", url.Values{"days": {"3"}, "confirm": {"true"}})
	require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, "only the offered ages")

	res = c.PostForm("/admin/unverified/delete", url.Values{"days": {"30"}, "confirm": {"true"}})
	require.Equal(t, http.StatusSeeOther, res.StatusCode, res.Body)
	require.Equal(t, []uuid.UUID{old}, hooked, "every module's deletion hook ran for it, and for it only")
	_, err := app.Server.Modules.Accounts.ByEmail(context.Background(), "old@example.com")
	require.Error(t, err)
	_, err = app.Server.Modules.Accounts.ByEmail(context.Background(), "young@example.com")
	require.NoError(t, err)
	require.Len(t, app.Mails(), mailsBefore, "nobody is mailed: the address was never proven")
	got := entries(t, app, old)
	require.Len(t, got, 1)
	require.Equal(t, "account.unverified.delete", got[0].Entry.Action)
	require.Empty(t, entries(t, app, young))
}
