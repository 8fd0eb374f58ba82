package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/config"
	"greenconnect/app/db"
	"greenconnect/app/pgembed"
)

// openDatabase connects to DATABASE_URL, or starts the embedded cluster under DATA_DIR
// when it is unset, and applies the migrations. close stops whatever it started.
func openDatabase(ctx context.Context, cfg config.Config, log *slog.Logger) (pool *pgxpool.Pool, close func(), err error) {
	url := cfg.DatabaseURL
	stopCluster := func() {}
	if url == "" {
		if err := os.MkdirAll(cfg.DataDir, 0o755); err != nil {
			return nil, nil, err
		}
		logFile, err := os.OpenFile(filepath.Join(cfg.DataDir, "postgres.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return nil, nil, err
		}
		cluster, err := pgembed.Start(ctx, pgembed.Options{
			DataDir: filepath.Join(cfg.DataDir, "postgres"), Port: cfg.EmbeddedPGPort,
			Database: "greenconnect", Log: logFile,
		})
		if err != nil {
			logFile.Close()
			return nil, nil, fmt.Errorf("embedded PostgreSQL (log: %s): %w", logFile.Name(), err)
		}
		log.Info("embedded PostgreSQL started", "port", cfg.EmbeddedPGPort, "data", filepath.Join(cfg.DataDir, "postgres"))
		url = cluster.URL()
		stopCluster = func() { cluster.Stop(); logFile.Close() }
	}
	pool, err = db.Open(ctx, url)
	if err != nil {
		stopCluster()
		return nil, nil, err
	}
	if err := db.Migrate(ctx, pool, log); err != nil {
		pool.Close()
		stopCluster()
		return nil, nil, err
	}
	return pool, func() { pool.Close(); stopCluster() }, nil
}

func migrateOnly(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	_, closeDB, err := openDatabase(ctx, cfg, log)
	if err != nil {
		return err
	}
	closeDB()
	log.Info("migrations up to date")
	return nil
}

// openReplicas makes a pool for each of DATABASE_REPLICA_URLS, without connecting: a
// replica that is down is skipped by the health checks until it answers (db.Reads).
func openReplicas(cfg config.Config, log *slog.Logger) (pools []*pgxpool.Pool, close func(), err error) {
	close = func() {
		for _, p := range pools {
			p.Close()
		}
	}
	for _, url := range cfg.DatabaseReplicaURLs {
		p, err := db.OpenReplica(url)
		if err != nil {
			close()
			return nil, nil, err
		}
		pools = append(pools, p)
	}
	return pools, close, nil
}
