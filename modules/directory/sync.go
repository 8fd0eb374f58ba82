package directory

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/profile"
)

// RefreshEvery is how often every company's row is copied again: ratings change with time
// (PLANNING points expire, Green Room weeks pass) without any profile event.
const RefreshEvery = 15 * time.Minute

// refreshBatch is how many listings are read per query while refreshing.
const refreshBatch = 200

// Sync copies one profile's public listing into the directory. It is the profile module's
// OnChange hook; a failure is logged, and the next refresh repairs it.
func (s *Service) Sync(ctx context.Context, profileID uuid.UUID) {
	if err := s.sync(ctx, profileID); err != nil {
		web.Log(ctx).Error("directory: sync company", "profile", profileID, "err", err)
	}
}

func (s *Service) sync(ctx context.Context, profileID uuid.UUID) error {
	l, err := s.profiles.Listing(ctx, profileID)
	var notFound *web.Error
	if errors.As(err, &notFound) && notFound.Status == 404 {
		return nil // deleted: its row went with it (ON DELETE CASCADE)
	}
	if err != nil {
		return err
	}
	return s.copyListing(ctx, s.q, l)
}

// copyListing stores a listing as the company's directory row and copies its public state
// onto the company's services.
func (s *Service) copyListing(ctx context.Context, q *store.Queries, l profile.Listing) error {
	s.facets.forget()
	if err := q.UpsertDirectoryCompany(ctx, s.rowOf(l)); err != nil {
		return err
	}
	return q.CopyCompanyToServices(ctx, l.ID)
}

// RefreshAll copies every profile's listing again and returns how many it copied.
func (s *Service) RefreshAll(ctx context.Context) (int, error) {
	ids, err := s.profiles.ListingIDs(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for start := 0; start < len(ids); start += refreshBatch {
		end := min(start+refreshBatch, len(ids))
		listings, err := s.profiles.Listings(ctx, ids[start:end])
		if err != nil {
			return n, err
		}
		err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
			q := s.q.WithTx(tx)
			for _, l := range listings {
				if err := s.copyListing(ctx, q, l); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return n, err
		}
		n += len(listings)
	}
	return n, nil
}

// RunRefresher refreshes every company now and then every RefreshEvery until ctx ends.
// Every instance may run it: the copies are idempotent.
func (s *Service) RunRefresher(ctx context.Context, log *slog.Logger) {
	tick := time.NewTicker(RefreshEvery)
	defer tick.Stop()
	for {
		start := time.Now()
		if n, err := s.RefreshAll(ctx); err != nil && ctx.Err() == nil {
			log.Error("directory: refresh", "err", err)
		} else if err == nil {
			log.Info("directory: companies refreshed", "count", n, "took", time.Since(start).Round(time.Millisecond))
		}
		if err := s.sweepFiles(ctx); err != nil && ctx.Err() == nil {
			log.Warn("directory: sweep unused files", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

func (s *Service) rowOf(l profile.Listing) store.UpsertDirectoryCompanyParams {
	return store.UpsertDirectoryCompanyParams{
		ProfileID: l.ID, CompanyName: l.CompanyName, About: l.About, City: l.City, Country: l.Country,
		Industry: l.Industry, Sector: l.Sector, Website: l.Website, LogoUrl: l.LogoURL,
		ServiceProvider: l.ServiceProvider, Status: string(l.Status), Published: l.Published, Listed: l.Listed,
		Total: int32(l.Rating.Total), Level: string(l.Rating.Level), Stars: int32(l.Rating.Stars),
		Active: l.Rating.Active, VerifiedAt: l.VerifiedAt, Now: s.now(),
	}
}
