package blog

import (
	"context"

	"github.com/jackc/pgx/v5"

	"greenconnect/modules/blog/store"
	"greenconnect/modules/profile"
)

// CompanyTransferred is the blog's part of a company moving to another account
// (profile.OnTransferTx, in the transfer's transaction): a post names its company and the
// account that wrote it, whose published posts the Green Room rule counts, so the company's
// posts become the new owner's; the posts of the draft the company replaces, and their covers,
// follow their author into the company (docs/blog.md, "A company's new owner"). The profile's change
// hook then drops the author cards and pages.
func (s *Service) CompanyTransferred(ctx context.Context, tx pgx.Tx, t profile.Transfer) error {
	q := store.New(tx)
	if err := q.MoveCompanyFiles(ctx, store.MoveCompanyFilesParams{ProfileID: t.ProfileID, ReplacedID: t.Replaced}); err != nil {
		return err
	}
	return q.MoveCompanyPosts(ctx, store.MoveCompanyPostsParams{UserID: t.To, ProfileID: t.ProfileID,
		ReplacedID: t.Replaced})
}
