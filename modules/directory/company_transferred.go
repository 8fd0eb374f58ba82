package directory

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/modules/directory/store"
	"greenconnect/modules/profile"
)

// CompanyTransferred is the directory's part of a company moving to another account
// (profile.OnTransferTx, in the transfer's transaction). The company's services are its
// profile's and stay; the services of the new owner's draft, which the company replaces,
// join the company rather than go with the draft (docs/directory.md, "A company's new
// owner"). The company's sync, queued by the same change, updates their copy.
func (s *Service) CompanyTransferred(ctx context.Context, tx pgx.Tx, t profile.Transfer) error {
	if t.Replaced == uuid.Nil {
		return nil
	}
	q := store.New(tx)
	p := store.MoveDraftServicesParams{ProfileID: t.ProfileID, ReplacedID: t.Replaced}
	if err := q.MoveDraftServices(ctx, p); err != nil {
		return err
	}
	return q.MoveDraftServiceFiles(ctx, store.MoveDraftServiceFilesParams(p))
}
