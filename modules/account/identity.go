package account

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
)

// Identity is what other modules may know of an account.
type Identity struct {
	ID            uuid.UUID
	Email         string
	DisplayName   string
	CompanyName   string // as given at sign-up; the profile module starts from it
	Roles         []string
	EmailVerified bool
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
	return Identity{ID: u.ID, Email: u.Email, DisplayName: u.DisplayName, CompanyName: u.CompanyName,
		Roles: u.Roles, EmailVerified: u.EmailVerifiedAt != nil}, nil
}
