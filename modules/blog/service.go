// Package blog is The Green Room: the companies' posts, their listing, pages and feeds,
// the enquiries sent about business posts, reporting and moderation, the marquee, and the
// published-post times the rating's Green Room rule reads. Other modules reach it only
// through Service. Its rules are in docs/blog.md.
package blog

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
	"greenconnect/modules/blog/store"
	"greenconnect/modules/profile"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Service is the blog module's API for the rest of the app. It takes and returns domain
// values and knows nothing of requests.
type Service struct {
	q        *store.Queries
	pool     *pgxpool.Pool
	profiles *profile.Service
	accounts *account.Service
	uploads  *upload.Store
	mailer   *mail.Mailer
	audit    *audit.Log
	now      func() time.Time
	authors  *authorCache
	onChange []func(ctx context.Context, tags ...string)

	// The listing's statements (posts_sql.go), prepared on the public reads: their plans do
	// not depend on their values (docs/blog.md, "Listings at any size").
	listings db.DBTX
	built    db.Built         // the listing's statements, built once per category, search and page
	searches db.SearchQueries // the search texts' queries
	// The marquee's headlines, kept: the landing page and The Green Room show them on every
	// view (docs/blog.md, "Marquee").
	marquee *signal.Memo[Marquee]
}

// ServiceDeps is what the service needs.
type ServiceDeps struct {
	Pool     *pgxpool.Pool
	Reads    *db.Reads // the public pages' reads, a replica's when they ask (docs/conventions.md, "Database"); nil: Pool
	Profiles *profile.Service
	Accounts *account.Service
	Uploads  *upload.Store
	Mailer   *mail.Mailer
	Audit    *audit.Log
	Now      func() time.Time
	Signals  *signal.Hub // tells the other instances the marquee changed; nil: read on every use
	Jobs     *jobs.Queue // works the summaries job (summaries.go); nil: none
}

// NewService returns the service. Its dependencies stay private: other modules hold it.
func NewService(d ServiceDeps) *Service {
	reads := db.ReadsOr(d.Reads, d.Pool)
	s := &Service{q: store.New(reads), listings: reads, pool: d.Pool, profiles: d.Profiles, accounts: d.Accounts,
		uploads: d.Uploads, mailer: d.Mailer, audit: d.Audit, now: d.Now, authors: newAuthorCache(d.Now)}
	s.marquee = signal.NewMemo(d.Signals, marqueeChannel, func(ctx context.Context) (Marquee, error) {
		return marqueeOf(ctx, s.q)
	})
	if d.Jobs != nil {
		jobs.Register(d.Jobs, &summariesWorker{svc: s})
	}
	return s
}

// OnChange registers f, called after any change to what the public sees of the blog (a
// post published, changed, hidden, restored or deleted; the marquee saved) with the
// page-cache tags of the pages it shows on (tags.go).
func (s *Service) OnChange(f func(ctx context.Context, tags ...string)) {
	s.onChange = append(s.onChange, f)
}

// CompanyChanged is the profile module's OnChange hook: the author card of each company
// tagged (name, logo, level) is read again.
func (s *Service) CompanyChanged(_ context.Context, tags ...string) {
	for _, t := range tags {
		if id, ok := profile.TaggedProfile(t); ok {
			s.authors.forget(id)
		}
	}
}

// changed tells the profile module that the author's Green Room may have changed (so the
// directory copy, the badge and the company page follow) and the hooks which public pages
// changed: the listing and feeds, and the post's page.
func (s *Service) changed(ctx context.Context, userID uuid.UUID, tags ...string) {
	if userID != uuid.Nil {
		s.profiles.Touch(ctx, userID)
	}
	tags = append(tags, ListTag)
	for _, f := range s.onChange {
		f(ctx, tags...)
	}
}

// ProfileOf is the profile id of a signed-in user (the profile module makes a draft on
// first use).
func (s *Service) ProfileOf(ctx context.Context, userID uuid.UUID) (uuid.UUID, error) {
	return s.profiles.ProfileIDForUser(ctx, userID)
}

// get loads a post; web.NotFound when there is none.
func (s *Service) get(ctx context.Context, id uuid.UUID) (Post, error) {
	row, err := s.q.GetPost(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return Post{}, web.NotFound()
	}
	if err != nil {
		return Post{}, err
	}
	return postOf(row), nil
}
