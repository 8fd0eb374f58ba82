// Package apptest runs the real, fully wired app against a fresh database for HTTP tests:
// no mocks, the same middleware, modules and templates as production.
package apptest

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/audit"
	"greenconnect/app/config"
	"greenconnect/app/db/dbtest"
	"greenconnect/app/server"
)

// BaseURL is the address the test app believes it serves.
const BaseURL = "http://greenconnect.test"

// App is a running test app.
type App struct {
	T      testing.TB
	Server *server.Server
	Pool   *pgxpool.Pool
	DBURL  string
	Clock  *Clock
	Config config.Config
}

// Option changes the configuration before the app is built.
type Option func(*config.Config)

// New builds the app on a new database. The clock starts at 2026-11-22 12:00 UTC.
func New(t testing.TB, opts ...Option) *App {
	t.Helper()
	pool, url := dbtest.NewWithURL(t)
	cfg := config.Config{
		Env: config.Test, Host: "127.0.0.1", Port: 3000, BaseURL: BaseURL,
		SessionSecret: "test-secret-test-secret-test-secret", ClientLogging: true,
		GreenCheckURL: "http://localhost:3001", LogLevel: "error", DataDir: t.TempDir(),
		MailFrom: "Green Connect <no-reply@greenconnect.test>", PageCacheMB: 16,
	}
	cfg.BlobURL = "file://" + cfg.DataDir + "/uploads?create_dir=true"
	for _, o := range opts {
		o(&cfg)
	}
	clock := &Clock{t: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	return NewOn(t, pool, url, cfg, clock)
}

// NewOn builds another app instance on an existing database: a second server behind the
// same load balancer, or the same server after a restart.
func NewOn(t testing.TB, pool *pgxpool.Pool, url string, cfg config.Config, clock *Clock) *App {
	t.Helper()
	log := slog.New(slog.NewJSONHandler(io.Discard, nil))
	if testing.Verbose() {
		log = slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	srv, err := server.New(server.Deps{Config: cfg, Pool: pool, Log: log, Now: clock.Now})
	if err != nil {
		t.Fatalf("build app: %v", err)
	}
	t.Cleanup(srv.Close)
	return &App{T: t, Server: srv, Pool: pool, DBURL: url, Clock: clock, Config: cfg}
}

// CreateUser makes a verified account with the given roles and returns its id.
func (a *App) CreateUser(email string, roles ...string) uuid.UUID {
	a.T.Helper()
	u, err := accountUser(email, roles)
	if err != nil {
		a.T.Fatalf("hash the test password: %v", err)
	}
	id, err := a.Server.Modules.Accounts.Create(context.Background(), u)
	if err != nil {
		a.T.Fatalf("create user %s: %v", email, err)
	}
	return id
}

// SetPoints saves the points table with key set to points, as an admin's edit does (every
// rating changes).
func (a *App) SetPoints(key string, points int) {
	a.T.Helper()
	ctx := context.Background()
	cur, err := a.Server.Modules.Ratings.Table(ctx)
	if err != nil {
		a.T.Fatalf("read the points table: %v", err)
	}
	table := cur.Table.Points()
	table[key] = points
	if _, err := a.Server.Modules.Ratings.SaveTable(ctx, audit.System("test"), table, cur.Version); err != nil {
		a.T.Fatalf("save the points table: %v", err)
	}
}

// Clock is a settable clock shared by the app and the test.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// Now is the current test time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Set moves the clock to t.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	c.t = t
	c.mu.Unlock()
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) { c.Set(c.Now().Add(d)) }

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) { w.t.Log(string(p)); return len(p), nil }
