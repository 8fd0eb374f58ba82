// Package db opens the PostgreSQL pools (the primary and its read replicas), applies the
// migrations and sends the public pages' reads to a replica when they can (replicas.go).
package db

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// defaultMaxConns is each instance's pool size unless DATABASE_URL sets pool_max_conns.
const defaultMaxConns = 20

// Open connects a pool to the primary and checks the connection.
func Open(ctx context.Context, url string) (*pgxpool.Pool, error) {
	cfg, err := poolConfig(url)
	if err != nil {
		return nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := pool.Ping(pingCtx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("database unreachable: %w", err)
	}
	return pool, nil
}

// poolConfig is url's pool configuration with our defaults.
func poolConfig(url string) (*pgxpool.Config, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, err
	}
	if !strings.Contains(url, "pool_max_conns") {
		// pgx's default (the number of CPUs, at least 4) queues requests behind a few
		// connections, and a handler that needs a second connection inside a transaction
		// then waits on the others. 20 per instance; DATABASE_URL's pool_max_conns says more.
		cfg.MaxConns = defaultMaxConns
	}
	cfg.MaxConnIdleTime = 5 * time.Minute
	// A database that does not answer fails a request in seconds (a 503), not minutes.
	cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	// A request that writes reads from the primary from then on (route.go).
	cfg.ConnConfig.Tracer = writeTracer{}
	cfg.AfterConnect = registerUUID
	return cfg, nil
}
