package directory

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/modules/profile"
)

// AccountDeleted is the directory's part of deleting an account (account.OnDelete): the
// company's services, their files and its directory row go with its profile. The rows go
// by ON DELETE CASCADE when the profile module deletes the profile, so this hook runs
// first and only collects the files, which are deleted once the deletion has committed
// (dropFiles then finds their rows already gone).
func (s *Service) AccountDeleted(ctx context.Context, tx pgx.Tx, userID uuid.UUID) (func(context.Context), error) {
	profileID, err := s.profiles.ExistingProfileID(ctx, userID)
	if err != nil || profileID == uuid.Nil {
		return nil, err
	}
	keys, err := s.q.WithTx(tx).ListServiceFileKeys(ctx, profileID)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) {
		s.changed(ctx, profile.PageTag(profileID)) // its pages are gone, its services out of the filters
		s.dropFiles(ctx, profileID, keys)
	}, nil
}
