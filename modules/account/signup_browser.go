package account

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"

	"greenconnect/modules/account/store"
)

// A sign-up's password waits on its verification link (docs/account-security.md#pending-passwords).
// A link sent again carries it only for the browser that typed it, and a sign-in to the
// unverified account checks that browser's first: the browser holds a random key in its
// session, the link keeps the key's hash.

const sessionSignUpKey = "signup_key"

// signUpBrowser is the hash of this browser's sign-up key, made on its first sign-up.
func (s *Service) signUpBrowser(ctx context.Context) []byte {
	if s.sessions.GetString(ctx, sessionSignUpKey) == "" {
		s.sessions.Put(ctx, sessionSignUpKey, newSecret())
	}
	return s.browserHash(ctx)
}

// browserHash is the hash of this browser's sign-up key, nil when it has none.
func (s *Service) browserHash(ctx context.Context) []byte {
	key := s.sessions.GetString(ctx, sessionSignUpKey)
	if key == "" {
		return nil
	}
	h := sha256.Sum256([]byte("greenconnect/signup/v1|" + key))
	return h[:]
}

// signedUpHere reports whether this browser made the sign-up that sent the link.
func (s *Service) signedUpHere(ctx context.Context, t store.AccountToken) bool {
	mine := s.browserHash(ctx)
	return mine != nil && len(t.BrowserHash) == len(mine) && subtle.ConstantTimeCompare(t.BrowserHash, mine) == 1
}
