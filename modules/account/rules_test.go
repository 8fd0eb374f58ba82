package account_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/account"
)

func TestPasswordRules(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"":                         "account.password.required",
		"1234567":                  "account.password.too_short",
		"ünïcødé":                  "account.password.too_short", // 7 characters, more bytes
		strings.Repeat("a", 129):   "account.password.too_long",
		"ada@example.com":          "account.password.like_email",
		"Password123":              "account.password.common",
		"greenconnect-demo":        "account.password.common",
		"ünïcødé!":                 "",
		strings.Repeat("ab", 64):   "",
		"correct horse battery st": "",
	}
	for pw, want := range cases {
		got := account.CheckPasswordRules(pw, "Ada@Example.com")
		if want == "" {
			require.Nil(t, got, pw)
			continue
		}
		require.NotNil(t, got, pw)
		require.Equal(t, want, got.Key, pw)
	}
}

func TestPasswordStrength(t *testing.T) {
	t.Parallel()
	for pw, want := range map[string]string{
		"short":                   account.StrengthWeak,
		"password1":               account.StrengthWeak,
		"aaaaaaaaaaaaaaaa":        account.StrengthWeak,
		"abcdefgh":                account.StrengthWeak,
		"Abcdef1!":                account.StrengthFair,
		"tulip-rain":              account.StrengthFair,
		"tulip-rain-sky":          account.StrengthGood,
		"tulip rain mountain":     account.StrengthStrong,
		"Tulip rain, mountain 42": account.StrengthStrong,
	} {
		require.Equal(t, want, account.PasswordStrength(pw), pw)
	}
}

func TestCheckEmail(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"ada@example.com", "a.b+tag@sub.example.co.uk", " ada@example.com "} {
		require.Nil(t, account.CheckEmail(ok), ok)
	}
	for _, bad := range []string{"", "ada", "ada@", "@example.com", "ada@localhost", "Ada <ada@example.com>",
		"ada@example.com.", strings.Repeat("a", 250) + "@example.com", "a b@example.com"} {
		require.NotNil(t, account.CheckEmail(bad), bad)
	}
}

func TestMicrosoftMultiTenantIssuerCheck(t *testing.T) {
	t.Parallel()
	const microsoft = "https://login.microsoftonline.com/{tenantid}/v2.0"
	require.NoError(t, account.CheckIssuer(microsoft, "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0", "9188040d-6c67-4c5b-b112-36a304b66dad"))
	require.Error(t, account.CheckIssuer(microsoft, "https://evil.example/9188/v2.0", "9188"), "another issuer")
	require.Error(t, account.CheckIssuer(microsoft, "https://login.microsoftonline.com/aaaa/v2.0", "bbbb"), "the tenant must be the token's own")
	require.Error(t, account.CheckIssuer(microsoft, "https://login.microsoftonline.com//v2.0", ""), "no tenant")
	require.NoError(t, account.CheckIssuer("https://accounts.google.com", "https://accounts.google.com", ""), "a fixed issuer is itself")
	require.Error(t, account.CheckIssuer("https://accounts.google.com", "https://evil.example", ""))
}

func TestTOTPCheckAcceptsOneStepOfDriftAndNothingElse(t *testing.T) {
	t.Parallel()
	e, err := account.TOTP{}.Enroll("ada@example.com")
	require.NoError(t, err)
	now := mustTime(t, "2026-11-22T12:00:10Z")
	for _, off := range []int64{-30, 0, 30} {
		step, ok := account.TOTP{}.Check(e.Secret, account.TOTPCode(string(e.Secret), now.Add(timeSeconds(off))), now)
		require.True(t, ok, off)
		require.Equal(t, now.Unix()/30+off/30, step)
	}
	_, ok := account.TOTP{}.Check(e.Secret, account.TOTPCode(string(e.Secret), now.Add(timeSeconds(90))), now)
	require.False(t, ok, "three steps away")
	_, ok = account.TOTP{}.Check(e.Secret, "12345", now)
	require.False(t, ok)
}
