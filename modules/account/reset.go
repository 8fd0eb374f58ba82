package account

import (
	"context"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/account/store"
)

// CheckResetLink reports whether a reset link can still be used, without using it.
func (s *Service) CheckResetLink(ctx context.Context, token string) error {
	_, err := s.peekToken(ctx, s.q, PurposeReset, token)
	return err
}

// ResetPassword spends a reset link and sets the new password. Every session and API token
// of the account ends (whoever knew the old password is out), and the account is told by
// mail. Following
// the link proves the mailbox, so an unverified address counts as verified from now on, and
// the identities linked before that proof are dropped (identity_proof.go). A password the
// rules refuse is a 422 (web.Invalid) and spends nothing.
func (s *Service) ResetPassword(ctx context.Context, token, password, lang string) error {
	return db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		t, err := s.peekToken(ctx, q, PurposeReset, token)
		if err != nil {
			return err
		}
		u, err := q.GetUserByID(ctx, t.UserID)
		if err != nil {
			return err
		}
		if broken := CheckPasswordRules(password, u.Email); broken != nil {
			return web.InvalidField("password", broken.Key, broken.Data)
		}
		if _, err := s.useToken(ctx, q, PurposeReset, token); err != nil {
			return err
		}
		if err := s.setPassword(ctx, q, u, password); err != nil {
			return err
		}
		if err := q.RevokeAllAPITokens(ctx, store.RevokeAllAPITokensParams{UserID: u.ID, Now: s.now()}); err != nil {
			return err
		}
		n, err := q.MarkEmailVerified(ctx, store.MarkEmailVerifiedParams{ID: u.ID, Email: t.Email, Now: s.now()})
		if err != nil {
			return err
		}
		if n == 1 {
			if err := s.dropUnprovenIdentities(ctx, q, u.ID); err != nil {
				return err
			}
		}
		return s.mailer.SendTx(ctx, tx, s.passwordChangedLetter(u, lang))
	})
}

// setPassword stores a new password hash, voids open reset links and ends every session
// and what was pending (endEverySession).
func (s *Service) setPassword(ctx context.Context, q *store.Queries, u store.User, password string) error {
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	now := s.now()
	if err := q.SetUserPassword(ctx, store.SetUserPasswordParams{ID: u.ID, PasswordHash: &hash, Now: now}); err != nil {
		return err
	}
	if err := q.VoidAccountTokens(ctx, store.VoidAccountTokensParams{UserID: u.ID, Purpose: PurposeReset, Now: now}); err != nil {
		return err
	}
	return s.endEverySession(ctx, q, u.ID)
}
