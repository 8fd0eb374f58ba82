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
	var avatar string
	var cleanups []func(context.Context)
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		u, err := q.GetUserByID(ctx, userID)
		if err != nil {
			return err
		}
		if u.DeletedAt != nil {
			return nil
		}
		if u.AvatarKey != nil {
			avatar = *u.AvatarKey
		}
		for _, h := range s.onDelete {
			cleanup, err := h(ctx, tx, userID)
			if err != nil {
				return err
			}
			if cleanup != nil {
				cleanups = append(cleanups, cleanup)
			}
		}
		if u.Email != "" {
			if err := s.mailer.SendTx(ctx, tx, s.deletedLetter(u, lang)); err != nil {
				return err
			}
		}
		for _, del := range []string{"mfa_recovery_codes", "mfa_factors", "api_tokens", "sign_ins",
			"account_tokens", "user_identities"} {
			// Fixed table names, not input: the list is this module's own tables.
			if _, err := tx.Exec(ctx, "DELETE FROM "+del+" WHERE user_id = $1", userID); err != nil {
				return err
			}
		}
		return q.AnonymiseUser(ctx, store.AnonymiseUserParams{ID: userID, Now: s.now()})
	})
	if err != nil {
		return err
	}
	for _, cleanup := range cleanups {
		cleanup(ctx)
	}
	if avatar != "" {
		_ = s.uploads.Delete(ctx, avatar) // the row no longer points at it; a leftover file is harmless
	}
	return nil
}
