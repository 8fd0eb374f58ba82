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
	HasPassword   bool   // it signs in with a password (else with a provider only)
	Disabled      bool   // an admin disabled it: it cannot sign in
	Lang          string // the language saved on the account, "" when none
}

func identityOf(u store.User) Identity {
	id := Identity{ID: u.ID, Email: u.Email, DisplayName: u.DisplayName, CompanyName: u.CompanyName,
		Roles: u.Roles, EmailVerified: u.EmailVerifiedAt != nil, HasPassword: u.PasswordHash != nil,
		Disabled: u.DisabledAt != nil}
	if u.Prefs != nil {
		id.Lang = web.DecodePrefs(*u.Prefs).Locale
	}
	return id
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

// LinkedIdentity is a provider identity linked to an account.
type LinkedIdentity struct {
	Provider string // google, microsoft
	Subject  string // the provider's id of the person
	Email    string // the address the provider gave
}

// Identities lists the provider identities linked to the account.
func (s *Service) Identities(ctx context.Context, userID uuid.UUID) ([]LinkedIdentity, error) {
	rows, err := s.q.ListIdentities(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]LinkedIdentity, len(rows))
	for i, r := range rows {
		out[i] = LinkedIdentity{Provider: r.Provider, Subject: r.Subject, Email: r.Email}
	}
	return out, nil
}

// Unlink removes a provider from the account, unless it is the last way to sign in.
func (s *Service) Unlink(ctx context.Context, userID uuid.UUID, name string) error {
	u, err := s.q.GetUserByID(ctx, userID)
	if err != nil {
		return err
	}
	ids, err := s.q.ListIdentities(ctx, userID)
	if err != nil {
		return err
	}
	if u.PasswordHash == nil && len(ids) <= 1 {
		return IdentityError(CodeNoSignInMethodRemain, nil)
	}
	_, err = s.q.DeleteIdentity(ctx, store.DeleteIdentityParams{UserID: userID, Provider: name})
	return err
}
