package account

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/config"
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
		got := CheckPasswordRules(pw, "Ada@Example.com")
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
		"short":                   StrengthWeak,
		"password1":               StrengthWeak,
		"aaaaaaaaaaaaaaaa":        StrengthWeak,
		"abcdefgh":                StrengthWeak,
		"Abcdef1!":                StrengthFair,
		"tulip-rain":              StrengthFair,
		"tulip-rain-sky":          StrengthGood,
		"tulip rain mountain":     StrengthStrong,
		"Tulip rain, mountain 42": StrengthStrong,
	} {
		require.Equal(t, want, PasswordStrength(pw), pw)
	}
}

func TestCheckEmail(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"ada@example.com", "a.b+tag@sub.example.co.uk", " ada@example.com "} {
		require.Nil(t, checkEmail(ok), ok)
	}
	for _, bad := range []string{"", "ada", "ada@", "@example.com", "ada@localhost", "Ada <ada@example.com>",
		"ada@example.com.", strings.Repeat("a", 250) + "@example.com", "a b@example.com"} {
		require.NotNil(t, checkEmail(bad), bad)
	}
}

func TestMicrosoftMultiTenantIssuerCheck(t *testing.T) {
	t.Parallel()
	p := &provider{ProviderInfo: ProviderInfo{Name: MethodMicrosoft},
		client: config.OIDCClient{IssuerURL: "https://login.microsoftonline.com/common/v2.0"},
		issuer: "https://login.microsoftonline.com/{tenantid}/v2.0"}
	require.NoError(t, p.checkIssuer("https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0", "9188040d-6c67-4c5b-b112-36a304b66dad"))
	require.Error(t, p.checkIssuer("https://evil.example/9188/v2.0", "9188"), "another issuer")
	require.Error(t, p.checkIssuer("https://login.microsoftonline.com/aaaa/v2.0", "bbbb"), "the tenant must be the token's own")
	require.Error(t, p.checkIssuer("https://login.microsoftonline.com//v2.0", ""), "no tenant")
	google := &provider{client: config.OIDCClient{IssuerURL: "https://accounts.google.com"}, issuer: "https://accounts.google.com"}
	require.NoError(t, google.checkIssuer("anything", ""), "the verifier checks a fixed issuer")
}

func TestBrowserOf(t *testing.T) {
	t.Parallel()
	require.Equal(t, "Firefox · Windows", browserOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"))
	require.Equal(t, "Chrome · Linux", browserOf("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"))
	require.Equal(t, "Edge · Windows", browserOf("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0"))
	require.Equal(t, "Safari · iOS", browserOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1"))
	require.Equal(t, "—", browserOf(""))
}

func TestTOTPCheckAcceptsOneStepOfDriftAndNothingElse(t *testing.T) {
	t.Parallel()
	e, err := totpFactor{}.Enroll("ada@example.com")
	require.NoError(t, err)
	now := mustTime(t, "2026-11-22T12:00:10Z")
	for _, off := range []int64{-30, 0, 30} {
		step, ok := totpFactor{}.Check(e.Secret, TOTPCode(string(e.Secret), now.Add(timeSeconds(off))), now)
		require.True(t, ok, off)
		require.Equal(t, now.Unix()/30+off/30, step)
	}
	_, ok := totpFactor{}.Check(e.Secret, TOTPCode(string(e.Secret), now.Add(timeSeconds(90))), now)
	require.False(t, ok, "three steps away")
	_, ok = totpFactor{}.Check(e.Secret, "12345", now)
	require.False(t, ok)
}
