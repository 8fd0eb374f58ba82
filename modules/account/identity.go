package account

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// Identity is what other modules may know of an account: never its password hash or its
// secrets.
type Identity struct {
	ID            uuid.UUID
	Email         string
	DisplayName   string
	CompanyName   string // as given at sign-up; the profile module starts from it
	Roles         []string
	EmailVerified bool
	HasPassword   bool // it signs in with a password (else with a provider only)
}

func identityOf(u store.User) Identity {
	return Identity{ID: u.ID, Email: u.Email, DisplayName: u.DisplayName, CompanyName: u.CompanyName,
		Roles: u.Roles, EmailVerified: u.EmailVerifiedAt != nil, HasPassword: u.PasswordHash != nil}
}

// Identity returns an account's identity; web.NotFound when it does not exist.
func (s *Service) Identity(ctx context.Context, id uuid.UUID) (Identity, error) {
	u, err := s.q.GetUserByID(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return Identity{}, web.NotFound()
	}
	if err != nil {
		return Identity{}, err
	}
	return identityOf(u), nil
}
