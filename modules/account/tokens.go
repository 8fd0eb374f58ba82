package account

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/modules/account/store"
)

// Purposes of the links sent by mail, and how long each stays valid.
const (
	PurposeVerify      = "verify"
	PurposeReset       = "reset"
	PurposeEmailChange = "email_change"
)

var tokenTTL = map[string]time.Duration{
	PurposeVerify:      24 * time.Hour,
	PurposeReset:       time.Hour,
	PurposeEmailChange: 24 * time.Hour,
}

// Why a link was refused; each maps to a message (and an identity code for the API).
var (
	ErrLinkInvalid = errors.New("account: link unknown or already used")
	ErrLinkExpired = errors.New("account: link expired")
	// ErrAlreadyConfirmed: a verification link that cannot be used again, for an address
	// that is confirmed (by this link or another): the person may simply sign in.
	ErrAlreadyConfirmed = errors.New("account: address already confirmed")
)

// newSecret is 32 random bytes in URL-safe base64: the token in a link or an API token.
func newSecret() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// hashSecret is what is stored of a token. Tokens carry 256 random bits, so a plain SHA-256
// cannot be reversed by guessing; a slow hash would only cost time on every request.
func hashSecret(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// issueToken makes a new link token for purpose, sent to email, and voids the user's older
// unused ones of the same purpose: only the newest link works.
func (s *Service) issueToken(ctx context.Context, q *store.Queries, userID uuid.UUID, purpose, email string) (string, error) {
	return s.issueTokenFor(ctx, q, userID, purpose, email, tokenTTL[purpose])
}

// issueTokenFor is issueToken with a link valid for ttl (an invitation's outlasts a reset's).
func (s *Service) issueTokenFor(ctx context.Context, q *store.Queries, userID uuid.UUID, purpose, email string, ttl time.Duration) (string, error) {
	if err := q.VoidAccountTokens(ctx, store.VoidAccountTokensParams{UserID: userID, Purpose: purpose, Now: s.now()}); err != nil {
		return "", err
	}
	return s.storeToken(ctx, q, userID, purpose, email, pendingSignUp{}, ttl)
}

// pendingSignUp is what a verification link applies when it is used: the password (hash)
// and company name of the sign-up that sent it (docs/account-security.md#pending-passwords).
// The password applies only in the browser that typed it: BrowserHash is the hash of the
// key that sign-up left in its session (signUpBrowser).
type pendingSignUp struct {
	PasswordHash *string
	CompanyName  *string
	BrowserHash  []byte
}

// newToken stores a new link token, leaving the user's other links as they are.
func (s *Service) newToken(ctx context.Context, q *store.Queries, userID uuid.UUID, purpose, email string, p pendingSignUp) (string, error) {
	return s.storeToken(ctx, q, userID, purpose, email, p, tokenTTL[purpose])
}

func (s *Service) storeToken(ctx context.Context, q *store.Queries, userID uuid.UUID, purpose, email string, p pendingSignUp, ttl time.Duration) (string, error) {
	now := s.now()
	token := newSecret()
	err := q.CreateAccountToken(ctx, store.CreateAccountTokenParams{
		UserID: userID, Purpose: purpose, TokenHash: hashSecret(token), Email: email,
		ExpiresAt: now.Add(ttl), CreatedAt: now, PasswordHash: p.PasswordHash, CompanyName: p.CompanyName, BrowserHash: p.BrowserHash,
	})
	return token, err
}

// peekToken finds a valid token without using it (a reset form shows first, then submits).
func (s *Service) peekToken(ctx context.Context, q *store.Queries, purpose, token string) (store.AccountToken, error) {
	if token == "" || len(token) > 100 {
		return store.AccountToken{}, ErrLinkInvalid
	}
	t, err := q.GetAccountToken(ctx, store.GetAccountTokenParams{TokenHash: hashSecret(token), Purpose: purpose})
	if errors.Is(err, pgx.ErrNoRows) {
		return t, ErrLinkInvalid
	}
	if err != nil {
		return t, err
	}
	if t.UsedAt != nil {
		return t, ErrLinkInvalid
	}
	if !s.now().Before(t.ExpiresAt) {
		return t, ErrLinkExpired
	}
	return t, nil
}

// useToken checks and spends a token in one step: of two requests with the same link, only
// one succeeds.
func (s *Service) useToken(ctx context.Context, q *store.Queries, purpose, token string) (store.AccountToken, error) {
	t, err := s.peekToken(ctx, q, purpose, token)
	if err != nil {
		return t, err
	}
	n, err := q.UseAccountToken(ctx, store.UseAccountTokenParams{ID: t.ID, Now: s.now()})
	if err != nil {
		return t, err
	}
	if n == 0 {
		return t, ErrLinkInvalid
	}
	return t, nil
}
