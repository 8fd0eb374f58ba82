package db

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"greenconnect/app/jobs"
	"greenconnect/sql/migrations"
)

// Migrate applies every pending migration, the app's and then the job queue's. Goose runs as a library: its CLI cannot be
// installed here, and the binary should carry its own schema anyway.
func Migrate(ctx context.Context, pool *pgxpool.Pool, log *slog.Logger) error {
	sqlDB := stdlib.OpenDBFromPool(pool)
	defer sqlDB.Close()
	// Modules number their migrations in reserved ranges, so a database may see a lower
	// number after a higher one has landed; that is expected, not an error.
	provider, err := goose.NewProvider(goose.DialectPostgres, sqlDB, migrations.FS,
		goose.WithAllowOutofOrder(true))
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	results, err := provider.Up(ctx)
	for _, r := range results {
		if log != nil {
			log.Info("migration applied", "version", r.Source.Version, "file", r.Source.Path, "took", r.Duration)
		}
	}
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	// The job queue's own tables (river), versioned by river itself.
	versions, err := jobs.Migrate(ctx, pool)
	if log != nil && len(versions) > 0 {
		log.Info("job queue migrations applied", "versions", versions)
	}
	return err
}
