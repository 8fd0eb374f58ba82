package directory

import (
	"context"
	"reflect"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/profile"
)

// The directory keeps a copy of every profile's public listing (directory_companies) to
// search and filter. It is updated by jobs, once per cluster:
//
//   - a change to a profile inserts a syncArgs job in the change's own transaction
//     (QueueSync, the profile module's OnChangeTx hook): the job exists exactly when the
//     change does, and survives a restart;
//   - RefreshArgs, every RefreshEvery (a periodic job of the elected instance), copies every
//     listing again: ratings change with time (PLANNING points expire, Green Room weeks
//     pass) without any profile event.
//
// Every copy reads the listing and writes it while holding one lock (LockDirectoryCopy), so
// the copies are serialised: a slow refresh that read a company before it was unpublished
// cannot write it back after the unpublish's own job, which waits for the refresh and then
// reads the company again.

// RefreshEvery is how often every company's row is copied again.
const RefreshEvery = 15 * time.Minute

// refreshBatch is how many listings are copied per transaction (and lock) while refreshing.
const refreshBatch = 200

// QueueSync asks for the profile's directory row to be copied again, inside tx: the profile
// module's OnChangeTx hook.
func (s *Service) QueueSync(ctx context.Context, tx pgx.Tx, profileID uuid.UUID) error {
	return s.jobs.InsertTx(ctx, tx, syncArgs{ProfileID: profileID}, nil)
}

// sync copies one profile's listing into the directory.
func (s *Service) sync(ctx context.Context, profileID uuid.UUID) error {
	// An unknown id (a badge asked for any id) never takes the lock.
	if _, err := s.profiles.Listing(ctx, profileID); web.IsNotFound(err) {
		return nil
	} else if err != nil {
		return err
	}
	changed := false
	err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		if err := q.LockDirectoryCopy(ctx); err != nil {
			return err
		}
		l, err := s.profiles.Listing(ctx, profileID) // again: what is current once we hold the lock
		if web.IsNotFound(err) {
			return nil // deleted: its row went with it (ON DELETE CASCADE)
		}
		if err != nil {
			return err
		}
		changed, err = s.copyListing(ctx, q, l)
		return err
	})
	if err == nil && changed {
		s.changed(ctx, profile.PageTag(profileID))
	}
	return err
}

// copyListing stores a listing as the company's directory row and copies its public state
// onto the company's services. changed is false when the row was already so.
func (s *Service) copyListing(ctx context.Context, q *store.Queries, l profile.Listing) (changed bool, err error) {
	n, err := q.UpsertDirectoryCompany(ctx, s.rowOf(l))
	if err != nil || n == 0 {
		return false, err
	}
	return true, q.CopyCompanyToServices(ctx, l.ID)
}

// RefreshAll copies every profile's listing again and returns how many rows changed.
func (s *Service) RefreshAll(ctx context.Context) (int, error) {
	ids, err := s.profiles.ListingIDs(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for start := 0; start < len(ids); start += refreshBatch {
		batch := ids[start:min(start+refreshBatch, len(ids))]
		var tags []string
		err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
			q := s.q.WithTx(tx)
			if err := q.LockDirectoryCopy(ctx); err != nil {
				return err
			}
			listings, err := s.profiles.Listings(ctx, batch)
			if err != nil {
				return err
			}
			kept, err := keptCopies(ctx, q, batch)
			if err != nil {
				return err
			}
			for _, l := range listings {
				if kept.holds(s.rowOf(l)) {
					continue // most rows: ratings change seldom (docs/directory.md, "Who appears")
				}
				changed, err := s.copyListing(ctx, q, l)
				if err != nil {
					return err
				}
				if changed {
					tags = append(tags, profile.PageTag(l.ID))
				}
			}
			return nil
		})
		if err != nil {
			return n, err
		}
		if len(tags) > 0 {
			s.changed(ctx, tags...)
			n += len(tags)
		}
	}
	// The peer benchmark is rebuilt with the copy (docs/directory.md, "Peer benchmark"); a
	// cached company page shows it within the page cache's lifetime.
	return n, s.rebuildBenchmarks(ctx)
}

func (s *Service) rowOf(l profile.Listing) store.UpsertDirectoryCompanyParams {
	return store.UpsertDirectoryCompanyParams{
		ProfileID: l.ID, CompanyName: l.CompanyName, About: l.About, City: l.City, Country: l.Country,
		Industry: l.Industry, Sector: l.Sector, Website: l.Website, LogoUrl: l.LogoURL,
		ServiceProvider: l.ServiceProvider, Status: string(l.Status), Published: l.Published, Listed: l.Listed,
		Total: int32(l.Rating.Total), Level: string(l.Rating.Level), Stars: int32(l.Rating.Stars),
		Active: l.Rating.Active, VerifiedAt: l.VerifiedAt, ValidatedAt: l.CompanyValidatedAt,
		VerifiedItems: int32(l.VerifiedItems), ItemsVerifiedAt: l.ItemsVerifiedAt, Answers: int32(l.Evidence.Answers), Backed: int32(l.Evidence.Backed),
		VerifiedAnswers: int32(l.Evidence.Verified), Sdgs: int32s(l.SDGs), Employees: int32(l.EmployeeCount), Now: s.now(),
	}
}

// copies are the directory's rows of a refresh's batch, by company.
type copies map[uuid.UUID]store.UpsertDirectoryCompanyParams

func keptCopies(ctx context.Context, q *store.Queries, ids []uuid.UUID) (copies, error) {
	rows, err := q.ListDirectoryCopies(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(copies, len(rows))
	for _, r := range rows {
		out[r.ProfileID] = store.UpsertDirectoryCompanyParams(r)
	}
	return out, nil
}

// holds reports whether the kept copy is row already, its time of copy aside. Times are
// compared as PostgreSQL keeps them (to the microsecond, in any zone). A difference it
// cannot see only costs a write: UpsertDirectoryCompany compares again and writes nothing.
func (c copies) holds(row store.UpsertDirectoryCompanyParams) bool {
	old, ok := c[row.ProfileID]
	if !ok {
		return false
	}
	a, b := asStored(old), asStored(row)
	a.Now = b.Now
	return reflect.DeepEqual(a, b)
}

func asStored(p store.UpsertDirectoryCompanyParams) store.UpsertDirectoryCompanyParams {
	for _, t := range []**time.Time{&p.VerifiedAt, &p.ValidatedAt, &p.ItemsVerifiedAt} {
		if *t != nil {
			v := (*t).Round(time.Microsecond).UTC()
			*t = &v
		}
	}
	if p.Sdgs == nil {
		p.Sdgs = []int32{}
	}
	return p
}

func int32s(ns []int) []int32 {
	out := make([]int32, len(ns))
	for i, n := range ns {
		out[i] = int32(n)
	}
	return out
}
