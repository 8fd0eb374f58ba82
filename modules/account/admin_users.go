package account

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// The admin area's work on accounts (docs/accounts.md, "Administration"): every change
// runs in one transaction with its audit entry (docs/audit.md) and its letters, on the
// account row locked and compared with the version the admin saw.

// AdminUser is an account as the admin pages show it: never a secret.
type AdminUser struct {
	ID           uuid.UUID
	Email        string
	DisplayName  string
	CompanyName  string
	Roles        []string
	Verified     bool
	Disabled     bool
	HasPassword  bool
	CreatedAt    time.Time
	Version      int64  // changes with every change of the account: an action names the one it saw
	PendingEmail string // an address change waiting for its confirmation, if any
}

func adminUserOf(u store.User) AdminUser {
	return AdminUser{ID: u.ID, Email: u.Email, DisplayName: u.DisplayName, CompanyName: u.CompanyName,
		Roles: u.Roles, Verified: u.EmailVerifiedAt != nil, Disabled: u.DisabledAt != nil,
		HasPassword: u.PasswordHash != nil, CreatedAt: u.CreatedAt, Version: u.UpdatedAt.UnixMicro()}
}

// UserFilter is what an admin list asks for (from a web.ListQuery).
type UserFilter struct {
	Q, Role, Status, Sort string
	Desc                  bool
	Limit, Offset         int32
}

// Administered roles and statuses, as the users list filters them.
var (
	AdminRoles    = []string{RoleAdmin, RoleModerator}
	AdminStatuses = []string{"active", "unverified", "disabled"}
)

// AdminUsers is a page of accounts and how many match in all.
func (s *Service) AdminUsers(ctx context.Context, f UserFilter) ([]AdminUser, int, error) {
	rows, err := s.q.ListAdminUsers(ctx, store.ListAdminUsersParams{Q: f.Q, Role: f.Role, Status: f.Status,
		Sort: f.Sort, Descending: f.Desc, Lim: f.Limit, Off: f.Offset})
	if err != nil {
		return nil, 0, err
	}
	n, err := s.q.CountAdminUsers(ctx, store.CountAdminUsersParams{Q: f.Q, Role: f.Role, Status: f.Status})
	out := make([]AdminUser, len(rows))
	for i, u := range rows {
		out[i] = adminUserOf(u)
	}
	return out, int(n), err
}

// AdminUser is one account for the admin page; web.NotFound when missing or deleted.
func (s *Service) AdminUser(ctx context.Context, id uuid.UUID) (AdminUser, error) {
	u, err := s.q.GetUserByID(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && u.DeletedAt != nil) {
		return AdminUser{}, web.NotFound()
	}
	if err != nil {
		return AdminUser{}, err
	}
	a := adminUserOf(u)
	a.PendingEmail, err = s.PendingEmail(ctx, id)
	return a, err
}

// adminChange runs change on the account locked in a transaction of its own (see
// adminChangeTx).
func (s *Service) adminChange(ctx context.Context, id uuid.UUID, version int64, change func(tx pgx.Tx, q *store.Queries, u store.User) error) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		return s.adminChangeTx(ctx, tx, id, version, func(q *store.Queries, u store.User) error { return change(tx, q, u) })
	})
}

func userEntry(action string, u store.User, before, after any) audit.Entry {
	return audit.Entry{Action: action, ObjectType: "user", ObjectID: u.ID.String(), ObjectLabel: u.Email,
		Before: before, After: after}
}

// AdminChangeEmail starts the account's email change to newEmail through the owner's own
// flow: a confirmation link to the new address, and the notice to the old one when it is
// followed. An address another account uses is a 409; a bad one a 422 on "email".
func (s *Service) AdminChangeEmail(ctx context.Context, actor audit.Actor, id uuid.UUID, version int64, newEmail string) error {
	newEmail = strings.TrimSpace(newEmail)
	var errs web.FieldErrors
	addProblem(&errs, "email", CheckEmail(newEmail))
	if err := errs.Err(); err != nil {
		return err
	}
	return s.adminChange(ctx, id, version, func(tx pgx.Tx, q *store.Queries, u store.User) error {
		if strings.EqualFold(newEmail, u.Email) {
			return web.InvalidField("email", "account.email.same", nil)
		}
		if _, err := q.GetUserByEmail(ctx, newEmail); err == nil {
			return web.Conflict("account.admin.email_taken")
		} else if !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		if err := s.mailEmailChangeLink(ctx, tx, q, u, newEmail, ""); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, actor, userEntry("account.user.email_change", u,
			map[string]any{"email": u.Email}, map[string]any{"email": newEmail, "confirmed": false}))
	})
}

// AdminSendReset mails the account a password reset link through the /forgot flow.
func (s *Service) AdminSendReset(ctx context.Context, actor audit.Actor, id uuid.UUID) error {
	return s.adminChange(ctx, id, 0, func(tx pgx.Tx, q *store.Queries, u store.User) error {
		if err := s.mailResetLink(ctx, tx, q, u, ""); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, actor, userEntry("account.user.password_reset", u, map[string]any{"hasPassword": u.PasswordHash != nil},
			map[string]any{"hasPassword": u.PasswordHash != nil, "resetLinkSentTo": u.Email, "earlierResetLinks": "void"}))
	})
}

// AdminSetRoles sets the account's roles (of AdminRoles). Taking the admin role from the last
// admin who can act is a 409.
func (s *Service) AdminSetRoles(ctx context.Context, actor audit.Actor, id uuid.UUID, version int64, roles []string) error {
	want := []string{}
	for _, r := range AdminRoles {
		if slices.Contains(roles, r) {
			want = append(want, r)
		}
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		if err := s.q.WithTx(tx).LockAdminRoles(ctx); err != nil {
			return err
		}
		return s.adminChangeTx(ctx, tx, id, version, func(q *store.Queries, u store.User) error {
			if slices.Equal(u.Roles, want) {
				return nil
			}
			if slices.Contains(u.Roles, RoleAdmin) && !slices.Contains(want, RoleAdmin) {
				if err := s.keepAnAdmin(ctx, q, u); err != nil {
					return err
				}
			}
			if err := q.SetUserRoles(ctx, store.SetUserRolesParams{ID: u.ID, Roles: want, Now: s.now()}); err != nil {
				return err
			}
			return s.audit.Record(ctx, tx, actor, userEntry("account.user.roles", u,
				map[string]any{"roles": u.Roles}, map[string]any{"roles": want}))
		})
	})
}

// AdminSetDisabled disables or enables the account. Disabling ends its sessions and API
// tokens at once, voids its pending email-change and verification links (and, with the new
// session epoch, its known-device marks), and sign-in is refused until it is enabled; an admin cannot disable their
// own account, nor the last admin who can act (409).
func (s *Service) AdminSetDisabled(ctx context.Context, actor audit.Actor, id uuid.UUID, version int64, disabled bool) error {
	if disabled && actor.ID == id {
		return web.Conflict("account.admin.disable_self")
	}
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		if err := s.q.WithTx(tx).LockAdminRoles(ctx); err != nil {
			return err
		}
		return s.adminChangeTx(ctx, tx, id, version, func(q *store.Queries, u store.User) error {
			if (u.DisabledAt != nil) == disabled {
				return nil
			}
			var at *time.Time
			action := "account.user.enable"
			if disabled {
				now := s.now()
				at, action = &now, "account.user.disable"
				if slices.Contains(u.Roles, RoleAdmin) {
					if err := s.keepAnAdmin(ctx, q, u); err != nil {
						return err
					}
				}
				if err := q.RevokeAllAPITokens(ctx, store.RevokeAllAPITokensParams{UserID: u.ID, Now: now}); err != nil {
					return err
				}
				if err := q.VoidPendingLinks(ctx, store.VoidPendingLinksParams{UserID: u.ID, Now: now}); err != nil {
					return err
				}
			}
			if err := q.SetUserDisabled(ctx, store.SetUserDisabledParams{ID: u.ID, DisabledAt: at, Now: s.now()}); err != nil {
				return err
			}
			return s.audit.Record(ctx, tx, actor, userEntry(action, u,
				map[string]any{"disabled": !disabled}, map[string]any{"disabled": disabled}))
		})
	})
}

// adminChangeTx runs change on the account locked in tx, when it still is the version the
// admin saw (0: any): web.NotFound when it is gone, 409 when it changed since.
func (s *Service) adminChangeTx(ctx context.Context, tx pgx.Tx, id uuid.UUID, version int64, change func(q *store.Queries, u store.User) error) error {
	q := s.q.WithTx(tx)
	u, err := q.LockUser(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return web.NotFound()
	}
	if err != nil {
		return err
	}
	if version != 0 && u.UpdatedAt.UnixMicro() != version {
		return web.Conflict(changedKey)
	}
	return change(q, u)
}

// changedKey is the 409 of an action on an account changed since its page was opened.
const changedKey = "account.admin.changed"

// keepAnAdmin refuses a change that would leave no admin who can act.
func (s *Service) keepAnAdmin(ctx context.Context, q *store.Queries, u store.User) error {
	n, err := q.CountOtherAdmins(ctx, u.ID)
	if err != nil {
		return err
	}
	if n == 0 {
		return web.Conflict("account.admin.last_admin")
	}
	return nil
}
