package account

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/modules/account/store"
)

// DeleteHook is another module's part of deleting an account: it removes the personal data
// it keeps about userID and anonymises what must stay (a blog post may stay, without its
// author's name). It runs in the deletion's transaction: if any hook fails, nothing is
// deleted. What cannot roll back (files in blob storage) goes in the returned cleanup,
// which runs only once the transaction has committed; it may be nil.
type DeleteHook func(ctx context.Context, tx pgx.Tx, userID uuid.UUID) (cleanup func(context.Context), err error)

// OnDelete registers a module's hook; modules call it at wiring time. Tables that only
// reference users(id) need no hook: the account row stays (emptied), so nothing points
// nowhere, and rows that must go with the account use ON DELETE CASCADE on a table of
// their own module only through a hook.
func (s *Service) OnDelete(h DeleteHook) { s.onDelete = append(s.onDelete, h) }

// DeleteAccount removes the account's personal data: its sign-in methods, factors, tokens,
// history and photo are deleted, every hook runs, and the users row is kept but emptied
// (no email, name, company, password, roles or preferences) so that rows of other modules
// that point at it stay valid and anonymous. Every session ends. The caller has checked
// that the person really means it (password or typed confirmation). lang is the language of
// the page that asked, for the letter when the account has none saved.
func (s *Service) DeleteAccount(ctx context.Context, userID uuid.UUID, lang string) error {
	var d deletion
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		u, err := s.q.WithTx(tx).GetUserByID(ctx, userID)
		if err != nil {
			return err
		}
		d, err = s.deleteAccountTx(ctx, tx, u, lang, true)
		return err
	})
	if err != nil {
		return err
	}
	d.finish(ctx, s)
	return nil
}

// deletion is what remains to do once a deletion's transaction has committed: files.
type deletion struct {
	avatar   string
	cleanups []func(context.Context)
}

func (d deletion) finish(ctx context.Context, s *Service) {
	for _, cleanup := range d.cleanups {
		cleanup(ctx)
	}
	if d.avatar != "" {
		_ = s.uploads.Delete(ctx, d.avatar) // the row no longer points at it; a leftover file is harmless
	}
}

// deleteAccountTx is the one deletion, inside tx: the hooks, the module's own rows, the
// emptied users row, and (when notify) the letter. Its deletion is finished after commit.
func (s *Service) deleteAccountTx(ctx context.Context, tx pgx.Tx, u store.User, lang string, notify bool) (deletion, error) {
	var d deletion
	if u.DeletedAt != nil {
		return d, nil
	}
	if u.AvatarKey != nil {
		d.avatar = *u.AvatarKey
	}
	for _, h := range s.onDelete {
		cleanup, err := h(ctx, tx, u.ID)
		if err != nil {
			return d, err
		}
		if cleanup != nil {
			d.cleanups = append(d.cleanups, cleanup)
		}
	}
	if u.Email != "" && notify {
		if err := s.mailer.SendTx(ctx, tx, s.deletedLetter(u, lang)); err != nil {
			return d, err
		}
	}
	for _, del := range []string{"mfa_recovery_codes", "mfa_factors", "sms_codes", "api_tokens", "sign_ins",
		"account_tokens", "user_identities"} {
		// Fixed table names, not input: the list is this module's own tables.
		if _, err := tx.Exec(ctx, "DELETE FROM "+del+" WHERE user_id = $1", u.ID); err != nil {
			return d, err
		}
	}
	return d, s.q.WithTx(tx).AnonymiseUser(ctx, store.AnonymiseUserParams{ID: u.ID, Now: s.now()})
}
