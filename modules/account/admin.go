package account

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/modules/account/store"
)

// EnsureRole gives the account with this email a role (admin or moderator), creating the
// account when there is none: verified (the operator vouches for the address), without a
// password. For a new account (or one nobody had verified) it returns a one-hour password
// link for the operator to pass on. `greenconnect admin create --email ...` uses it, as
// audit.System("cli"): the change and its audit entry (docs/audit.md) are one transaction.
func (s *Service) EnsureRole(ctx context.Context, actor audit.Actor, email, role string) (created bool, setPasswordPath string, err error) {
	if role != RoleAdmin && role != RoleModerator {
		return false, "", errors.New("role must be admin or moderator")
	}
	email = strings.TrimSpace(email)
	if r := CheckEmail(email); r != nil {
		return false, "", errors.New("not a valid email address: " + email)
	}
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByEmail(ctx, email)
		if errors.Is(err, pgx.ErrNoRows) {
			now := s.now()
			u, err = q.CreateUser(ctx, store.CreateUserParams{Email: email, EmailVerifiedAt: &now, Roles: []string{role}})
			if err != nil {
				return err
			}
			created = true
			if setPasswordPath, err = s.passwordLinkTx(ctx, q, u); err != nil {
				return err
			}
			return s.audit.Record(ctx, tx, actor, userEntry("account.user.create", u, map[string]any{},
				map[string]any{"email": u.Email, "roles": u.Roles, "verified": true}))
		}
		if err != nil {
			return err
		}
		if u.EmailVerifiedAt == nil {
			// Nobody has proven this address: whoever set its password may not own it, and it
			// is about to get a role. Start it over, as a new account would.
			if err := s.restartUnproven(ctx, q, u); err != nil {
				return err
			}
			if setPasswordPath, err = s.passwordLinkTx(ctx, q, u); err != nil {
				return err
			}
			created = true
		}
		before := map[string]any{"roles": u.Roles, "verified": u.EmailVerifiedAt != nil}
		after := map[string]any{"roles": u.Roles, "verified": true}
		if !slices.Contains(u.Roles, role) {
			if err := q.AddUserRole(ctx, store.AddUserRoleParams{ID: u.ID, Role: role}); err != nil {
				return err
			}
			after["roles"] = append(slices.Clone(u.Roles), role)
		} else if !created {
			return nil // nothing changed
		}
		return s.audit.Record(ctx, tx, actor, userEntry("account.user.roles", u, before, after))
	})
	return created, setPasswordPath, err
}
