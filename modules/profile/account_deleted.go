package profile

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
)

// ExistingProfileID is the id of the user's profile, or uuid.Nil when there is none (unlike
// ProfileIDForUser, it never makes one).
func (s *Service) ExistingProfileID(ctx context.Context, userID uuid.UUID) (uuid.UUID, error) {
	row, err := s.q.GetProfileByUser(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, nil
	}
	return row.ID, err
}

// AccountDeleted is the profile module's part of deleting an account (account.OnDelete):
// the company's profile goes with the person who made it, and with it the company's public
// listing, its reviews and everything other modules keep under the profile (ON DELETE
// CASCADE). Modules that keep files under the profile register their hooks before this
// one, while their rows still say which files are theirs. The profile's own uploads are
// deleted once the deletion has committed.
func (s *Service) AccountDeleted(ctx context.Context, tx pgx.Tx, userID uuid.UUID) (func(context.Context), error) {
	q := s.q.WithTx(tx)
	keys, err := q.ListProfileFileKeysByUser(ctx, userID)
	if err != nil {
		return nil, err
	}
	if err := q.DeleteProfileByUser(ctx, userID); err != nil {
		return nil, err
	}
	return func(ctx context.Context) { s.deleteUploads(ctx, keys) }, nil
}

// deleteUploads deletes stored files whose rows are gone. A failure is only logged: the
// file is unreachable through the app (no row names it), so it costs space, not privacy of
// anything listed.
func (s *Service) deleteUploads(ctx context.Context, keys []string) {
	for _, k := range keys {
		if err := s.uploads.Delete(ctx, k); err != nil {
			web.Log(ctx).Warn("profile: delete file", "key", k, "err", err)
		}
	}
}
