package account_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/modules/account"
)

// Sign-in does the same work whoever asks: one argon2id verification of a password of
// bounded length, for a known email, an unknown one, an account without a password, and
// whatever the length of what was typed. Timing then tells nothing about who is
// registered. The test counts the verifications instead of timing them.
func TestSignInVerifiesOncePerAttemptWhateverTheEmailAndLength(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	accounts := app.Server.Modules.Accounts
	app.CreateUser("ada@example.com")
	_, err := accounts.Create(context.Background(), account.NewUser{Email: "oidc-only@example.com", Verified: true})
	require.NoError(t, err)
	var checks []account.PasswordCheck
	accounts.RecordPasswordChecks(func(pc account.PasswordCheck) { checks = append(checks, pc) })

	long := strings.Repeat("x", 10_000)
	cases := []struct {
		name, email, password string
		dummy                 bool
	}{
		{"known email", "ada@example.com", "wrong password", false},
		{"unknown email", "nobody@example.com", "wrong password", true},
		{"known email, huge password", "ada@example.com", long, false},
		{"unknown email, huge password", "nobody@example.com", long, true},
		{"account without a password", "oidc-only@example.com", "wrong password", true},
	}
	var hashed []int
	for _, tc := range cases {
		checks = nil
		res := signIn(app.Client(), tc.email, tc.password)
		require.Equal(t, http.StatusUnprocessableEntity, res.StatusCode, tc.name)
		require.Equal(t, "The email or password is wrong.", alert(res), tc.name)
		require.Len(t, checks, 1, "%s: exactly one argon2id verification", tc.name)
		require.Equal(t, tc.dummy, checks[0].Dummy, tc.name)
		hashed = append(hashed, checks[0].Bytes)
	}
	require.Equal(t, hashed[2], hashed[3], "a huge password costs the same for a known and an unknown email")
	require.LessOrEqual(t, hashed[2], 4*account.PasswordMax, "and never more than a bounded length")

	checks = nil
	res := signIn(app.Client(), "ada@example.com", apptest.Password)
	require.Equal(t, http.StatusSeeOther, res.StatusCode)
	require.Len(t, checks, 1, "a right password costs the same as a wrong one")
}
