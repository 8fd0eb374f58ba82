package jobs

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"
)

// Migrate creates or upgrades river's tables. db.Migrate calls it after the app's own
// migrations, so every database (and every test template) has them.
func Migrate(ctx context.Context, pool *pgxpool.Pool) (applied []int, err error) {
	m, err := rivermigrate.New(riverpgxv5.New(pool), nil)
	if err != nil {
		return nil, err
	}
	res, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return nil, fmt.Errorf("river migrations: %w", err)
	}
	for _, v := range res.Versions {
		applied = append(applied, v.Version)
	}
	return applied, nil
}

// SchemaVersion is the newest river migration this build knows; test templates are keyed
// by it, so upgrading river builds a fresh template.
func SchemaVersion() int {
	m, err := rivermigrate.New(riverpgxv5.New(nil), nil)
	if err != nil {
		return 0
	}
	all := m.AllVersions()
	if len(all) == 0 {
		return 0
	}
	return all[len(all)-1].Version
}
