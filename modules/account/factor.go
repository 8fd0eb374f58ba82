package account

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"time"
)

// Factor is a kind of second factor whose codes are checked from its secret alone: TOTP (an
// authenticator app). The SMS factor (sms.go) is stored the same way, sealed by kind, but its
// codes are made and kept by the server (sms_codes), so it is checked there and not through
// this interface.
type Factor interface {
	// Kind is the stored kind ("totp").
	Kind() string
	// Enroll starts an enrolment for the account: a new secret and what the person needs
	// to set it up. The secret is kept only once a first code confirms it.
	Enroll(account string) (Enrollment, error)
	// Challenge prepares a sign-in challenge: an SMS factor sends its code; TOTP has nothing
	// to do, the code is in the app.
	Challenge(ctx context.Context, secret []byte) error
	// Check tests a code. The step identifies the accepted code and only grows, so a code
	// is accepted once (replay protection); ok is false for a wrong code.
	Check(secret []byte, code string, now time.Time) (step int64, ok bool)
}

// Enrollment is what an enrolment shows.
type Enrollment struct {
	Secret []byte // raw secret, sealed when stored
	Manual string // the secret to type in when the QR code cannot be scanned
	URI    string // otpauth:// address
	QR     string // the URI as a PNG data: URL (our CSP allows img-src data:)
}

// Factor kinds.
const FactorTOTP = "totp"

// ErrBadCode: the code is wrong, expired or already used.
var ErrBadCode = errors.New("account: wrong second-factor code")

// sealKey derives the key that seals factor secrets. It comes from SESSION_SECRET: changing
// that secret makes enrolled authenticator apps unreadable, and their owners then sign in
// with a recovery code and enrol again (the README says so).
func sealKey(secret string) []byte {
	k := sha256.Sum256([]byte("greenconnect/mfa-seal/v1\x00" + secret))
	return k[:]
}

func (s *Service) aead() (cipher.AEAD, error) {
	block, err := aes.NewCipher(s.sealKey)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// seal encrypts with AES-256-GCM; the nonce leads the output.
func (s *Service) seal(plain []byte) ([]byte, error) {
	gcm, err := s.aead()
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

func (s *Service) unseal(sealed []byte) ([]byte, error) {
	gcm, err := s.aead()
	if err != nil {
		return nil, err
	}
	if len(sealed) < gcm.NonceSize() {
		return nil, errors.New("account: sealed secret too short")
	}
	return gcm.Open(nil, sealed[:gcm.NonceSize()], sealed[gcm.NonceSize():], nil)
}
