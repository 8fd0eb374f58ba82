// Package directory is what visitors browse: the green directory of approved companies,
// the services marketplace with its filters, the service pages and overlay, the training
// page and the embeddable rating badge; and, for companies, the management of their
// services. It reads profiles and ratings only through profile.Service.
package directory

import (
	"context"
	"embed"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/jobs"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/profile"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Service is the directory module's API for the rest of the app (wiring, seeding, the
// profile pages' badge snippet and service list).
type Service struct {
	q        *store.Queries
	pool     *pgxpool.Pool
	profiles *profile.Service
	uploads  *upload.Store
	jobs     *jobs.Queue
	now      func() time.Time
	facets   facets

	// OnChange are called after a change to what the public pages show is committed (a
	// service saved, published or deleted; a company's copy updated), with the page-cache
	// tags of the pages that show it (DirectoryTag, MarketTag, profile.PageTag).
	OnChange []func(ctx context.Context, tags ...string)
}

// NewService returns the service and registers its jobs' workers on queue.
func NewService(pool *pgxpool.Pool, profiles *profile.Service, uploads *upload.Store, queue *jobs.Queue,
	now func() time.Time) *Service {
	s := &Service{q: store.New(pool), pool: pool, profiles: profiles, uploads: uploads, jobs: queue, now: now}
	jobs.Register(queue, &syncWorker{svc: s})
	jobs.Register(queue, &refreshWorker{svc: s})
	return s
}

// company is a profile's directory row, copied from its listing first if it was never
// synced (a new company previewing its first service).
func (s *Service) company(ctx context.Context, id uuid.UUID) (store.GetDirectoryCompanyRow, error) {
	row, err := s.q.GetDirectoryCompany(ctx, id)
	if !errors.Is(err, pgx.ErrNoRows) {
		return row, err
	}
	if err := s.sync(ctx, id); err != nil {
		return row, err
	}
	row, err = s.q.GetDirectoryCompany(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return row, web.NotFound()
	}
	return row, err
}

// ProfileOf is the profile id of a signed-in user (the profile module makes a draft
// profile on first use), or uuid.Nil for a visitor.
func (s *Service) ProfileOf(ctx context.Context, u *web.User) (uuid.UUID, error) {
	if u == nil {
		return uuid.Nil, nil
	}
	return s.profiles.ProfileIDForUser(ctx, u.ID)
}
