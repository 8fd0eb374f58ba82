package site

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/audit"
	"greenconnect/app/mail"
	"greenconnect/app/web"
	"greenconnect/modules/site/store"
)

// Service is the site module's API for the rest of the app: the suggestions people send
// and the admins answer (docs/shell.md, "Suggestions"). It takes and returns domain values
// and knows nothing of requests.
type Service struct {
	q      *store.Queries
	pool   *pgxpool.Pool
	mailer *mail.Mailer
	audit  *audit.Log
	users  UserLookup
	now    func() time.Time
}

// UserLookup reads an account (its address, name and language) by id: the account
// module's, given at wiring time, so the site imports no product module.
type UserLookup func(ctx context.Context, id uuid.UUID) (*web.User, error)

// ServiceDeps is what the service needs.
type ServiceDeps struct {
	Pool   *pgxpool.Pool
	Mailer *mail.Mailer
	Audit  *audit.Log
	Users  UserLookup
	Now    func() time.Time
}

// NewService returns the service. Its dependencies stay private: other modules hold it.
func NewService(d ServiceDeps) *Service {
	return &Service{q: store.New(d.Pool), pool: d.Pool, mailer: d.Mailer, audit: d.Audit, users: d.Users, now: d.Now}
}
