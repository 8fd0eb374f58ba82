package account

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/base32"
	"encoding/base64"
	"image/png"
	"net/url"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// TOTP is the authenticator app's factor, RFC 6238: 6 digits, 30-second steps, SHA-1, which
// every authenticator app supports. One step of clock drift either way is accepted.
type TOTP struct{}

const totpIssuer = "Green Connect"

var totpOpts = totp.ValidateOpts{Period: 30, Skew: 1, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// Kind is FactorTOTP.
func (TOTP) Kind() string { return FactorTOTP }

// Enroll makes a new 20-byte secret for account, with its QR code and its text to type.
func (TOTP) Enroll(account string) (Enrollment, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: totpIssuer, AccountName: account, SecretSize: 20,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return Enrollment{}, err
	}
	return enrollmentFromKey(key)
}

func enrollmentFromKey(key *otp.Key) (Enrollment, error) {
	img, err := key.Image(240, 240)
	if err != nil {
		return Enrollment{}, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return Enrollment{}, err
	}
	return Enrollment{
		Secret: []byte(key.Secret()),
		Manual: groupsOf4(key.Secret()),
		URI:    key.URL(),
		QR:     "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()),
	}, nil
}

// Challenge sends nothing: the code is in the authenticator app.
func (TOTP) Challenge(context.Context, []byte) error { return nil }

// Check compares the code with the codes of the current step and its neighbours, in
// constant time, and returns the matching step.
func (TOTP) Check(secret []byte, code string, now time.Time) (int64, bool) {
	code = strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, code)
	if len(code) != 6 {
		return 0, false
	}
	if _, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(string(secret)); err != nil {
		return 0, false
	}
	for _, off := range []int64{-1, 0, 1} {
		at := now.Add(time.Duration(off) * 30 * time.Second)
		want, err := totp.GenerateCodeCustom(string(secret), at, totpOpts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return at.Unix() / 30, true
		}
	}
	return 0, false
}

// TOTPCode is the code an authenticator app shows for secret at t (tests use it).
func TOTPCode(secret string, t time.Time) string {
	code, _ := totp.GenerateCodeCustom(strings.ReplaceAll(secret, " ", ""), t, totpOpts)
	return code
}

func groupsOf4(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// enrollmentOf rebuilds what an enrolment shows from its secret (kept in the session
// between the page and its confirmation).
func enrollmentOf(secret, account string) (Enrollment, error) {
	key, err := otp.NewKeyFromURL((&url.URL{Scheme: "otpauth", Host: "totp", Path: "/" + totpIssuer + ":" + account,
		RawQuery: url.Values{"secret": {secret}, "issuer": {totpIssuer}, "algorithm": {"SHA1"}, "digits": {"6"}, "period": {"30"}}.Encode()}).String())
	if err != nil {
		return Enrollment{}, err
	}
	return enrollmentFromKey(key)
}
