package account_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/account"
)

// A code is good for ten minutes (docs/account-security.md): checked here through the
// enrolment, where no pending sign-in of its own expires alongside it.
func TestAnSMSCodeExpiresAfterTenMinutes(t *testing.T) {
	t.Parallel()
	app, p := smsApp(t)
	ctx := context.Background()
	accounts := app.Server.Modules.Accounts
	user := app.CreateUser("expiry@example.com")

	number, err := accounts.StartSMSEnrolment(ctx, user, "+40 721 234 567", "en", "203.0.113.1")
	require.NoError(t, err)
	require.Equal(t, phone, number)
	late := lastCode(t, app, p, phone)
	app.Clock.Advance(10*time.Minute + time.Second)
	_, err = accounts.ConfirmSMSEnrolment(ctx, user, phone, late, "en")
	require.ErrorIs(t, err, account.ErrBadCode, "past ten minutes, the code is refused")

	_, err = accounts.StartSMSEnrolment(ctx, user, "+40 721 234 567", "en", "203.0.113.1")
	require.NoError(t, err)
	fresh := lastCode(t, app, p, phone)
	require.NotEqual(t, late, fresh)
	app.Clock.Advance(9 * time.Minute)
	_, err = accounts.ConfirmSMSEnrolment(ctx, user, phone, fresh, "en")
	require.NoError(t, err, "nine minutes on, it is still good")
}
