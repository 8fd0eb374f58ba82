package account

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// Accounts that never confirmed their address (docs/accounts.md, "Administration").

// UnverifiedAges are the ages (in days) an admin may delete unverified accounts older than.
var UnverifiedAges = []int{7, 30, 90, 365}

// deleteBatch caps one deletion of unverified accounts: each is its own transaction with
// the hooks of every module, so a larger backlog takes several clicks, never a timeout.
const deleteBatch = 500

// Unverified is a page of accounts that never confirmed their address, created before
// before (nil: any), and how many match in all.
func (s *Service) Unverified(ctx context.Context, f UserFilter, before *time.Time) ([]AdminUser, int, error) {
	rows, err := s.q.ListUnverified(ctx, store.ListUnverifiedParams{Q: f.Q, Before: before, Sort: f.Sort,
		Descending: f.Desc, Lim: f.Limit, Off: f.Offset})
	if err != nil {
		return nil, 0, err
	}
	n, err := s.q.CountUnverified(ctx, store.CountUnverifiedParams{Q: f.Q, Before: before})
	out := make([]AdminUser, len(rows))
	for i, u := range rows {
		out[i] = adminUserOf(u)
	}
	return out, int(n), err
}

// AdminResendVerification mails an unverified account a new verification link, as "send
// the link again" does; an account confirmed meanwhile is a 409.
func (s *Service) AdminResendVerification(ctx context.Context, actor audit.Actor, id uuid.UUID) error {
	return s.adminChange(ctx, id, 0, func(tx pgx.Tx, q *store.Queries, u store.User) error {
		if u.EmailVerifiedAt != nil || u.Email == "" {
			return web.Conflict("account.admin.already_verified")
		}
		if err := s.mailVerifyLinkAgain(ctx, tx, q, u, ""); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, actor, userEntry("account.unverified.resend", u, map[string]any{"verified": false},
			map[string]any{"verified": false, "verificationLinkSentTo": u.Email}))
	})
}

// AdminDeleteUnverified deletes the accounts that never confirmed their address and are
// older than days, through the one account deletion and its hooks (profiles and files go
// too), each in its own transaction with its audit entry. Nobody is mailed: the address was
// never proven to be theirs. It returns how many were deleted.
func (s *Service) AdminDeleteUnverified(ctx context.Context, actor audit.Actor, days int) (int, error) {
	before := s.now().AddDate(0, 0, -days)
	ids, err := s.q.ListUnverifiedIDsBefore(ctx, store.ListUnverifiedIDsBeforeParams{Before: before, Lim: deleteBatch})
	if err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		var d deletion
		deleted := false
		err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
			u, err := s.q.WithTx(tx).LockUser(ctx, id)
			if errors.Is(err, pgx.ErrNoRows) {
				return nil
			}
			if err != nil {
				return err
			}
			if u.EmailVerifiedAt != nil || !u.CreatedAt.Before(before) {
				return nil // confirmed meanwhile: it stays
			}
			if d, err = s.deleteAccountTx(ctx, tx, u, "", false); err != nil {
				return err
			}
			deleted = true
			return s.audit.Record(ctx, tx, actor, audit.Entry{Action: "account.unverified.delete", ObjectType: "user",
				ObjectID: u.ID.String(), ObjectLabel: u.Email, Before: map[string]any{"email": u.Email, "verified": false},
				After: map[string]any{"deleted": true, "older_than_days": days}})
		})
		if err != nil {
			return n, err
		}
		if deleted {
			d.finish(ctx, s)
			n++
		}
	}
	return n, nil
}
