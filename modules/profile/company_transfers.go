package profile

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile/store"
)

// Transfer is a company profile moving to another account, as the hooks of its transaction
// see it (OnTransferTx).
type Transfer struct {
	ProfileID uuid.UUID
	From, To  uuid.UUID // the old and the new owner's accounts
	// Replaced is the new owner's untouched draft, which the company replaces: it is deleted
	// after the hooks ran, so what another module keeps under it must move to ProfileID
	// first (it follows its author into the company). uuid.Nil when there was none.
	Replaced uuid.UUID
}

// OnTransferTx registers f, called inside each transfer's transaction before the owner
// changes: a module that keys something of the company by its owner's account (the blog's
// posts) moves it to the new owner there, so both happen or neither. An error rolls the
// transfer back.
func (s *Service) OnTransferTx(f func(ctx context.Context, tx pgx.Tx, t Transfer) error) {
	s.onTransferTx = append(s.onTransferTx, f)
}

// TransferCompany moves the company profile id to the account of email, as of the version
// the admin saw (AdminCompany.Version): web.NotFound when it is gone, a 409 when it changed
// since. The new owner must be a verified account that is not disabled, not the owner
// already, and without a company of its own with content (422 on "email"); its untouched
// draft is replaced. The old owner loses the company at once (the profile is found by its
// owner on every request); both are told by letter; the owners' plans and billing stay with
// their accounts. The change, the hooks' work, the letters and the audit entry are saved
// together or not at all; then the company's public pages are dropped from the cache.
func (s *Service) TransferCompany(ctx context.Context, actor audit.Actor, id uuid.UUID, version int64, email string) error {
	email = strings.TrimSpace(email)
	if m := account.CheckEmail(email); m != nil {
		return web.InvalidField("email", m.Key, m.Data)
	}
	var t Transfer
	var files []string
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		row, err := q.LockProfile(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			return web.NotFound()
		}
		if err != nil {
			return err
		}
		if row.UpdatedAt.UnixMicro() != version {
			return web.Conflict("profile.companies.changed")
		}
		from, err := s.accounts.Identity(ctx, row.UserID)
		if err != nil {
			return err
		}
		to, err := s.newOwner(ctx, row.UserID, email)
		if err != nil {
			return err
		}
		t = Transfer{ProfileID: id, From: row.UserID, To: to.ID}
		if t.Replaced, files, err = s.replacedDraft(ctx, q, to.ID); err != nil {
			return err
		}
		for _, f := range s.onTransferTx {
			if err := f(ctx, tx, t); err != nil {
				return err
			}
		}
		if t.Replaced != uuid.Nil {
			if err := q.DeleteProfile(ctx, t.Replaced); err != nil {
				return err
			}
		}
		if _, err := q.SetProfileOwner(ctx, store.SetProfileOwnerParams{ID: id, UserID: to.ID, Now: s.now()}); err != nil {
			return ownerTaken(err)
		}
		content, err := draftContent(row)
		if err != nil {
			return err
		}
		name := content.Company.CompanyName
		for _, l := range s.transferLetters(from, to, name) {
			if err := s.sendTx(ctx, tx, l); err != nil {
				return err
			}
		}
		if err := s.audit.Record(ctx, tx, actor, audit.Entry{Action: "profile.company.transfer", ObjectType: "profile",
			ObjectID: id.String(), ObjectLabel: name,
			Before: map[string]any{"owner": from.Email}, After: map[string]any{"owner": to.Email}}); err != nil {
			return err
		}
		return s.changedTx(ctx, tx, id)
	})
	if err != nil {
		return err
	}
	s.deleteUploads(ctx, files)
	if t.Replaced != uuid.Nil {
		s.changed(ctx, t.Replaced) // the pages of what moved out of it (its posts') name the company now
	}
	s.changed(ctx, id)
	return nil
}

// newOwner is the account a company may move to: a 422 on "email" when the address has no
// account, or one that is unverified, disabled, or the owner already.
func (s *Service) newOwner(ctx context.Context, owner uuid.UUID, email string) (account.Identity, error) {
	to, err := s.accounts.ByEmail(ctx, email)
	var key string
	switch {
	case web.IsNotFound(err):
		key = "profile.companies.owner_unknown"
	case err != nil:
		return to, err
	case to.ID == owner:
		key = "profile.companies.owner_same"
	case to.Disabled:
		key = "profile.companies.owner_disabled"
	case !to.EmailVerified:
		key = "profile.companies.owner_unverified"
	default:
		return to, nil
	}
	return to, web.InvalidField("email", key, nil)
}

// replacedDraft is the new owner's own profile, locked, when it is an untouched draft the
// company replaces (with its uploads' keys, deleted once the transfer is saved); uuid.Nil
// when it has none; a 422 on "email" when its company has content.
func (s *Service) replacedDraft(ctx context.Context, q *store.Queries, userID uuid.UUID) (uuid.UUID, []string, error) {
	own, err := q.LockProfileByUser(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, nil, nil
	}
	if err != nil {
		return uuid.Nil, nil, err
	}
	if err := refuseContent(own); err != nil {
		return uuid.Nil, nil, err
	}
	files, err := q.ListProfileFileKeysByUser(ctx, userID)
	return own.ID, files, err
}

// ownerTaken is the 409 of a race: the account got a profile of its own (its first page,
// another admin) while the change ran; an account owns one company.
func ownerTaken(err error) error {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return web.Conflict("profile.companies.owner_taken")
	}
	return err
}
