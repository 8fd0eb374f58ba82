// Package dbtest gives each test a fresh PostgreSQL database built from the migrations.
//
// The server is $TEST_DATABASE_URL when set (make test starts one cluster for the whole run),
// else an embedded cluster started once per test binary. The migrated schema is built once
// per server as a template database; each test clones it, which takes milliseconds.
package dbtest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/db"
	"greenconnect/app/jobs"
	"greenconnect/app/pgembed"
	"greenconnect/sql/migrations"
)

var (
	serverOnce sync.Once
	serverURL  func(dbname string) string
	serverErr  error
	tmplName   string
)

// New returns a pool on a new database, dropped when the test ends.
func New(t testing.TB) *pgxpool.Pool {
	t.Helper()
	pool, _ := NewWithURL(t)
	return pool
}

// NewWithURL is New that also gives the database's connection string, for code under
// test that opens its own connections.
func NewWithURL(t testing.TB) (*pgxpool.Pool, string) {
	t.Helper()
	ctx := context.Background()
	serverOnce.Do(func() { serverErr = prepare(ctx) })
	if serverErr != nil {
		t.Fatalf("test database: %v", serverErr)
	}
	name := "t_" + randomHex(8)
	admin := connect(t, ctx, serverURL("postgres"))
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, fmt.Sprintf("CREATE DATABASE %s TEMPLATE %s", name, tmplName)); err != nil {
		t.Fatalf("clone template: %v", err)
	}
	url := serverURL(name)
	pool, err := db.Open(ctx, url)
	if err != nil {
		t.Fatalf("open test database: %v", err)
	}
	t.Cleanup(func() {
		pool.Close()
		admin := connect(t, ctx, serverURL("postgres"))
		defer admin.Close(ctx)
		_, _ = admin.Exec(ctx, fmt.Sprintf("DROP DATABASE IF EXISTS %s WITH (FORCE)", name))
	})
	return pool, url
}

// prepare finds or starts the server and builds the template for the current migrations.
func prepare(ctx context.Context) error {
	if base := os.Getenv("TEST_DATABASE_URL"); base != "" {
		cfg, err := pgx.ParseConfig(base)
		if err != nil {
			return fmt.Errorf("TEST_DATABASE_URL: %w", err)
		}
		serverURL = func(dbname string) string {
			return fmt.Sprintf("postgres://%s:%s@%s:%d/%s?sslmode=disable",
				cfg.User, cfg.Password, cfg.Host, cfg.Port, dbname)
		}
	} else {
		removeStaleClusters()
		dir, err := os.MkdirTemp("", "greenconnect-testpg-")
		if err != nil {
			return err
		}
		_ = os.Chmod(dir, 0o755)
		if err := claim(dir); err != nil {
			return err
		}
		cluster, err := pgembed.Start(ctx, pgembed.Options{DataDir: dir + "/data", Fast: true})
		if err != nil {
			return err
		}
		// The cluster dies with this process (Pdeathsig); its folder is temporary.
		serverURL = cluster.DatabaseURL
	}
	sum, err := migrationsHash()
	if err != nil {
		return err
	}
	tmplName = "tmpl_" + sum
	return buildTemplate(ctx)
}

// buildTemplate creates the template once per server, under an advisory lock because the
// test binaries of several packages run at the same time.
func buildTemplate(ctx context.Context) error {
	admin, err := pgx.Connect(ctx, serverURL("postgres"))
	if err != nil {
		return err
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, "SELECT pg_advisory_lock(4242)"); err != nil {
		return err
	}
	defer admin.Exec(ctx, "SELECT pg_advisory_unlock(4242)") //nolint:errcheck
	var exists bool
	if err := admin.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", tmplName).Scan(&exists); err != nil {
		return err
	}
	if exists {
		return nil
	}
	building := tmplName + "_building"
	_, _ = admin.Exec(ctx, "DROP DATABASE IF EXISTS "+building+" WITH (FORCE)")
	if _, err := admin.Exec(ctx, "CREATE DATABASE "+building); err != nil {
		return err
	}
	pool, err := db.Open(ctx, serverURL(building))
	if err != nil {
		return err
	}
	err = db.Migrate(ctx, pool, nil)
	pool.Close()
	if err != nil {
		return err
	}
	_, err = admin.Exec(ctx, fmt.Sprintf("ALTER DATABASE %s RENAME TO %s", building, tmplName))
	return err
}

func migrationsHash() (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "river:%d\n", jobs.SchemaVersion())
	err := fs.WalkDir(migrations.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(migrations.FS, path)
		h.Write([]byte(path))
		h.Write(b)
		return err
	})
	return hex.EncodeToString(h.Sum(nil))[:16], err
}

func connect(t testing.TB, ctx context.Context, url string) *pgx.Conn {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatalf("connect to test server: %v", err)
	}
	return conn
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
