package blog

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/modules/blog/store"
)

// AccountDeleted is the account deletion hook, run in the deletion's transaction before
// the profile's: the posts and their covers' rows go with the company's profile (ON DELETE
// CASCADE), and the company's cover files once the deletion is committed: those recorded in
// blog_files, never a key a post merely names.
func (s *Service) AccountDeleted(ctx context.Context, tx pgx.Tx, userID uuid.UUID) (func(context.Context), error) {
	keys, err := store.New(tx).ListBlogFileKeysOfUser(ctx, userID)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) {
		for _, k := range keys {
			s.deleteFile(ctx, k)
		}
		s.authors.forgetAll()
		s.changed(ctx, uuid.Nil)
	}, nil
}
