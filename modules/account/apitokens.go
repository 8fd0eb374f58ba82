package account

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// API tokens: "gc_" and 43 URL-safe characters (256 random bits). The prefix lets secret
// scanners recognise a leaked token; only a SHA-256 of it is stored.
const (
	apiTokenPrefix  = "gc_"
	APITokensMax    = 20 // per account
	apiTokenNameMax = 60
)

// APITokenLifetimes are the lifetimes a token may be given at creation, in days; the
// default is APITokenDefaultDays (docs/account-security.md#credentials).
var APITokenLifetimes = []int{7, 30, 90, 365}

// APITokenDefaultDays is the lifetime of a token unless another is chosen.
const APITokenDefaultDays = 90

// APIToken is a personal token as settings list it (never the secret).
type APIToken struct {
	ID         uuid.UUID
	Name       string
	Hint       string // its last four characters
	CreatedAt  time.Time
	LastUsedAt *time.Time
	ExpiresAt  time.Time
}

// CreateAPIToken makes a token that works for days (one of APITokenLifetimes) and returns
// its secret: shown once, never again. A refused name or lifetime is a 422 (web.Invalid).
// The caller has checked a fresh proof.
func (s *Service) CreateAPIToken(ctx context.Context, userID uuid.UUID, name string, days int) (string, error) {
	name = strings.TrimSpace(name)
	if err := checkToken(name, days).Err(); err != nil {
		return "", err
	}
	now := s.now()
	n, err := s.q.CountAPITokens(ctx, store.CountAPITokensParams{UserID: userID, Now: now})
	if err != nil {
		return "", err
	}
	if n >= APITokensMax {
		return "", web.InvalidField("name", "account.tokens.too_many", map[string]any{"Max": APITokensMax})
	}
	secret := apiTokenPrefix + newSecret()
	_, err = s.q.CreateAPIToken(ctx, store.CreateAPITokenParams{UserID: userID, Name: name,
		TokenHash: hashSecret(secret), Hint: secret[len(secret)-4:], Now: now, ExpiresAt: now.AddDate(0, 0, days)})
	return secret, err
}

// checkToken is what is wrong with a new token's name and lifetime, if anything.
func checkToken(name string, days int) web.FieldErrors {
	var errs web.FieldErrors
	addProblem(&errs, "name", checkText(strings.TrimSpace(name), apiTokenNameMax, "account.tokens.name_required"))
	if !slices.Contains(APITokenLifetimes, days) {
		errs.Add("expires", "account.tokens.expires_invalid", nil)
	}
	return errs
}

// APITokens lists the account's tokens that are not revoked.
func (s *Service) APITokens(ctx context.Context, userID uuid.UUID) ([]APIToken, error) {
	rows, err := s.q.ListAPITokens(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]APIToken, len(rows))
	for i, r := range rows {
		out[i] = APIToken{ID: r.ID, Name: r.Name, Hint: r.Hint, CreatedAt: r.CreatedAt, LastUsedAt: r.LastUsedAt,
			ExpiresAt: r.ExpiresAt}
	}
	return out, nil
}

// RevokeAPIToken revokes one of the account's tokens; web.NotFound for any other id.
func (s *Service) RevokeAPIToken(ctx context.Context, userID, id uuid.UUID) error {
	n, err := s.q.RevokeAPIToken(ctx, store.RevokeAPITokenParams{ID: id, UserID: userID, Now: s.now()})
	if err != nil {
		return err
	}
	if n == 0 {
		return web.NotFound()
	}
	return nil
}

// UserForToken authenticates an API request by its bearer token: the token must be
// known, not revoked, not expired, and its account verified and not deleted. Its last use
// is recorded (at most once a minute). The user it answers carries no roles: a token never
// acts as an admin or moderator (RequireRole refuses it too).
func (s *Service) UserForToken(ctx context.Context, secret string) (*web.User, error) {
	invalid := IdentityError(CodeInvalidToken, nil)
	if !strings.HasPrefix(secret, apiTokenPrefix) || len(secret) > 100 {
		return nil, invalid
	}
	now := s.now()
	t, err := s.q.GetAPITokenByHash(ctx, hashSecret(secret))
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && (t.RevokedAt != nil || !now.Before(t.ExpiresAt))) {
		return nil, invalid
	}
	if err != nil {
		return nil, err
	}
	u, err := s.q.GetUserByID(ctx, t.UserID)
	if err != nil {
		return nil, err
	}
	if u.DeletedAt != nil || u.DisabledAt != nil || u.EmailVerifiedAt == nil || u.Email == "" {
		return nil, invalid
	}
	if err := s.q.TouchAPIToken(ctx, store.TouchAPITokenParams{ID: t.ID, Now: now, Cutoff: now.Add(-time.Minute)}); err != nil {
		return nil, err
	}
	wu := s.toWebUser(u)
	wu.Roles = []string{}
	return wu, nil
}
