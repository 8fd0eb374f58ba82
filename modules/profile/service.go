// Package profile is the company sustainability profile: the company's details, its
// answers to the nine sections, the lifecycle from draft to approved, and the pages and
// API around them. Other modules read profiles only through Service (Listing above all).
// Its rules are in docs/profile.md.
package profile

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
	"greenconnect/app/i18n"
	"greenconnect/app/jobs"
	"greenconnect/app/mail"
	"greenconnect/app/signal"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/profile/store"
	"greenconnect/modules/rating"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// GreenRoom is what the profile needs of the blog module to rate the Green Room rule: the
// blog's Service, given by UseGreenRoom at wiring (it is built after this one, which it
// reads); none means no posts.
type GreenRoom interface {
	// PublishedPostTimes are the publication moments of the company's published posts since.
	PublishedPostTimes(ctx context.Context, profileID uuid.UUID, since time.Time) ([]time.Time, error)
	// PublishedPostCount is how many published posts the user has.
	PublishedPostCount(ctx context.Context, userID uuid.UUID) (int, error)
}

// Service is the profile module's API for the rest of the app. It takes and returns domain
// values and knows nothing of requests.
type Service struct {
	q          *store.Queries
	pool       *pgxpool.Pool
	ratings    *rating.Service
	accounts   *account.Service
	uploads    *upload.Store
	mailer     *mail.Mailer
	greenRoom  GreenRoom
	billing    Billing
	audit      *audit.Log
	jobs       *jobs.Queue
	guidance   *signal.Memo[map[string]Guidance] // the wizard's help texts admins rewrote (guidance.go)
	now        func() time.Time
	onChange   []func(ctx context.Context, tags ...string)
	onChangeTx []func(ctx context.Context, tx pgx.Tx, profileID uuid.UUID) error
	// onTransferTx move what other modules key by a company's owner (company_transfers.go).
	onTransferTx []func(ctx context.Context, tx pgx.Tx, t Transfer) error
	// pageSections fill the public company page's blocks of other modules (page_sections.go).
	pageSections []pageSource
	bundle       *i18n.Bundle // nil: no kept parts
	// drawer draws a build's public page in ctx's language (the handler's, DrawPages); nil
	// draws none (page_drawn.go).
	drawer articleDrawer
	// ratingSections fill the owner's rating page's blocks (the peer benchmark).
	ratingSections []PageSections
}

// ServiceDeps is what the service needs.
type ServiceDeps struct {
	Pool     *pgxpool.Pool
	Reads    *db.Reads // the public page's reads, a replica's when it asks (docs/conventions.md, "Database"); nil: Pool
	Ratings  *rating.Service
	Accounts *account.Service
	Uploads  *upload.Store
	Mailer   *mail.Mailer // tells a company about review decisions; nil sends nothing
	// Billing says what a company's plan unlocks (Green Verification) and fills the owner's
	// billing and membership histories; nil unlocks nothing and leaves them empty.
	Billing Billing
	// Audit records the admins' Green Verification decisions.
	Audit *audit.Log
	// Jobs runs the history's recompute after a points table change; the service registers
	// its worker.
	Jobs *jobs.Queue
	// Signals tells the other instances the guidance changed; nil: read it on every use.
	Signals *signal.Hub
	// Bundle gives the company page's kept parts their texts in every language (page_parts.go);
	// nil keeps none, and the page reads its sources on each view.
	Bundle *i18n.Bundle
	Now    func() time.Time
}

// NewService returns the service.
func NewService(d ServiceDeps) *Service {
	s := &Service{q: store.New(db.ReadsOr(d.Reads, d.Pool)), pool: d.Pool, ratings: d.Ratings, accounts: d.Accounts, uploads: d.Uploads,
		mailer: d.Mailer, billing: d.Billing, audit: d.Audit, jobs: d.Jobs, bundle: d.Bundle, now: d.Now}
	jobs.Register(d.Jobs, &rerateWorker{svc: s})
	jobs.Register(d.Jobs, &pagePartsWorker{svc: s})
	s.guidance = signal.NewMemo(d.Signals, guidanceChannel, s.loadGuidance)
	return s
}

// queueRerate asks for the history's recompute under the current points table.
func (s *Service) queueRerate(ctx context.Context) error {
	tbl, err := s.ratings.Table(ctx)
	if err != nil {
		return err
	}
	return s.jobs.Insert(ctx, rerateArgs{TableVersion: tbl.Version}, nil)
}

// OnChange registers f, called after the change is committed with the tag (PageTag; read
// it with TaggedProfile) of every profile whose public face may have changed, one call each:
// a save of an approved profile, publish, unpublish, approve, reject, and every profile when
// the points table changes. Every module's OnChange takes the same func (docs/conventions.md,
// "Public pages and the page cache"). Hooks run in the request; keep them quick.
func (s *Service) OnChange(f func(ctx context.Context, tags ...string)) {
	s.onChange = append(s.onChange, f)
}

// UseGreenRoom takes the blog's service as the Green Room rule's source of posts, at wiring
// before the server starts (like OnChange).
func (s *Service) UseGreenRoom(g GreenRoom) { s.greenRoom = g }

// OnChangeTx registers f, called inside the transaction of each such change of one profile
// (not for the points table), before it commits: work it inserts there (a job) exists
// exactly when the change does. An error rolls the change back.
func (s *Service) OnChangeTx(f func(ctx context.Context, tx pgx.Tx, profileID uuid.UUID) error) {
	s.onChangeTx = append(s.onChangeTx, f)
}

// ProfileIDForUser is the id of the user's profile. A user without one gets a draft profile
// made now, named after the company given at sign-up: every account has a profile from its
// first use, so this never reports absence (web.NotFound only for an unknown user).
func (s *Service) ProfileIDForUser(ctx context.Context, userID uuid.UUID) (uuid.UUID, error) {
	row, err := s.byUser(ctx, userID)
	return row.ID, err
}

func (s *Service) byUser(ctx context.Context, userID uuid.UUID) (store.CompanyProfile, error) {
	row, err := s.q.GetProfileByUser(ctx, userID)
	if !errors.Is(err, pgx.ErrNoRows) {
		return row, err
	}
	id, err := s.accounts.Identity(ctx, userID)
	if err != nil {
		return row, err
	}
	company, err := encodeJSON(Company{CompanyName: id.CompanyName})
	if err != nil {
		return row, err
	}
	if err := s.q.EnsureProfile(ctx, store.EnsureProfileParams{UserID: userID, Company: company, Now: s.now()}); err != nil {
		return row, err
	}
	return s.q.GetProfileByUser(ctx, userID)
}

// get loads a profile row; web.NotFound when there is none.
func (s *Service) get(ctx context.Context, id uuid.UUID) (store.CompanyProfile, error) {
	row, err := s.q.GetProfile(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return row, web.NotFound()
	}
	return row, err
}

// changedTx runs the OnChangeTx hooks inside the change's transaction.
func (s *Service) changedTx(ctx context.Context, tx pgx.Tx, id uuid.UUID) error {
	for _, f := range s.onChangeTx {
		if err := f(ctx, tx, id); err != nil {
			return err
		}
	}
	return nil
}

// changed runs the OnChange hooks.
func (s *Service) changed(ctx context.Context, ids ...uuid.UUID) {
	for _, id := range ids {
		for _, f := range s.onChange {
			f(ctx, PageTag(id))
		}
	}
}

// Touch runs the OnChange hooks for the user's profile: something another module keeps
// and the rating reads changed (a post published, hidden or deleted changes the Green
// Room). A failure is logged; the directory's refresh repairs its copy.
func (s *Service) Touch(ctx context.Context, userID uuid.UUID) {
	row, err := s.q.GetProfileByUser(ctx, userID)
	if errors.Is(err, pgx.ErrNoRows) {
		return // no profile yet: nothing public to update
	}
	if err != nil {
		web.Log(ctx).Error("profile: touch", "user", userID, "err", err)
		return
	}
	s.changed(ctx, row.ID)
}

// TableChanged is the rating module's OnTableChange hook: every rating changed, and each
// public one gets a step in its history, by a job.
func (s *Service) TableChanged(ctx context.Context) {
	if err := s.queueRerate(ctx); err != nil {
		web.Log(ctx).Error("profile: queue the history's recompute after a points table change", "err", err)
	}
	ids, err := s.q.ListProfileIDs(ctx)
	if err != nil {
		web.Log(ctx).Error("profile: list profiles after a points table change", "err", err)
		return
	}
	s.changed(ctx, ids...)
}
