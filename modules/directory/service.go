// Package directory is what visitors browse: the green directory of approved companies,
// the services marketplace with its filters, the service pages and overlay, the training
// page and the embeddable rating badge; for companies, the management of their services;
// for admins, every service and its takedown. It reads profiles and ratings only through
// profile.Service (the admins' list reads the owners' addresses: docs/directory.md,
// "Administration"). Its rules are in docs/directory.md.
package directory

import (
	"context"
	"embed"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/jobs"
	"greenconnect/app/mail"
	"greenconnect/app/signal"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/profile"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Service is the directory module's API for the rest of the app (wiring, seeding, the
// account deletion hook). It takes and returns domain values and knows nothing of requests.
type Service struct {
	q          *store.Queries
	listings   store.DBTX // the listings' statements with filter values (companies_sql.go, services_sql.go), planned for each call's values (db.CustomPlans)
	unfiltered store.DBTX // the listings' statements with one plan for any value: prepared, planned once (listingDB)
	walks      store.DBTX // a search's walk of its word's start (byWord): as unfiltered, without bitmap scans
	pool       *pgxpool.Pool
	profiles   *profile.Service
	accounts   *account.Service
	uploads    *upload.Store
	jobs       *jobs.Queue
	mailer     *mail.Mailer
	audit      *audit.Log
	now        func() time.Time
	facets     facets
	counts     keptCounts
	built      db.Built                      // the listings' statements, built once per filter and window
	searches   db.SearchQueries              // the search texts' queries
	groups     *signal.Memo[benchmarkGroups] // the peer benchmark's groups (benchmark.go)
	onChange   []func(ctx context.Context, tags ...string)
}

// ServiceDeps is what the service needs.
type ServiceDeps struct {
	Pool     *pgxpool.Pool
	Reads    *db.Reads // the public pages' reads, a replica's when they ask (docs/conventions.md, "Database"); nil: Pool
	Profiles *profile.Service
	Accounts *account.Service // the owners of services an admin takes down are told by mail
	Uploads  *upload.Store
	Jobs     *jobs.Queue // the service registers its jobs' workers on it
	Mailer   *mail.Mailer
	Audit    *audit.Log
	Signals  *signal.Hub // drops the benchmark's groups on every instance when a rebuild moves them; nil: read on every use
	Now      func() time.Time
}

// NewService returns the service and registers its jobs' workers. Its dependencies stay
// private: other modules hold it.
func NewService(d ServiceDeps) *Service {
	reads := db.ReadsOr(d.Reads, d.Pool)
	s := &Service{q: store.New(reads), listings: db.CustomPlans{DBTX: reads}, unfiltered: db.GenericPlans{DBTX: reads}, walks: db.WalkPlans{DBTX: reads}, pool: d.Pool, profiles: d.Profiles, accounts: d.Accounts, uploads: d.Uploads,
		jobs: d.Jobs, mailer: d.Mailer, audit: d.Audit, now: d.Now}
	s.groups = signal.NewMemo(d.Signals, "directory_benchmarks", s.loadGroups)
	jobs.Register(d.Jobs, &syncWorker{svc: s})
	jobs.Register(d.Jobs, &refreshWorker{svc: s})
	return s
}

// OnChange registers f, called after a change to what the public pages show is committed
// (a service saved, published or deleted; a company's copy updated), with the page-cache
// tags of the pages that show it (DirectoryTag, MarketTag, profile.PageTag).
func (s *Service) OnChange(f func(ctx context.Context, tags ...string)) {
	s.onChange = append(s.onChange, f)
}

// company is a profile's directory row, copied from its listing first if it was never
// synced (a new company previewing its first service); web.NotFound for no profile.
func (s *Service) company(ctx context.Context, id uuid.UUID) (Company, error) {
	row, err := s.q.GetDirectoryCompany(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		if err := s.sync(ctx, id); err != nil {
			return Company{}, err
		}
		row, err = s.q.GetDirectoryCompany(ctx, id)
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return Company{}, web.NotFound()
	}
	if err != nil {
		return Company{}, err
	}
	return Company{
		ID: row.ProfileID, Name: row.CompanyName, LogoURL: row.LogoUrl, Country: row.Country, Level: row.Level,
		Stars: int(row.Stars), Total: int(row.Total), Active: row.Active, Listed: row.Listed, Status: row.Status,
		VerifiedAt: verifiedDate(row.VerifiedAt), ValidatedAt: verifiedDate(row.ValidatedAt),
		VerifiedItems: int(row.VerifiedItems), ItemsVerifiedAt: verifiedDate(row.ItemsVerifiedAt),
		Evidence: profile.EvidenceSummary{Answers: int(row.Answers), Backed: int(row.Backed), Verified: int(row.VerifiedAnswers)},
	}, nil
}

// ProfileOf is the profile id of a signed-in user (the profile module makes a draft
// profile on first use), or uuid.Nil for no user (uuid.Nil).
func (s *Service) ProfileOf(ctx context.Context, userID uuid.UUID) (uuid.UUID, error) {
	if userID == uuid.Nil {
		return uuid.Nil, nil
	}
	return s.profiles.ProfileIDForUser(ctx, userID)
}

// verifiedDate is when a listing was last verified, or the zero time.
func verifiedDate(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return *t
}
