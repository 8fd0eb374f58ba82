// Command greenconnect is the whole application in one binary:
//
//	greenconnect serve            run the web server (migrates first; demo data in development)
//	greenconnect migrate          apply the database migrations
//	greenconnect seed             load the demo data (idempotent; never in production)
//	greenconnect seed-loadtest    load the benchmark's set: 2,000 companies, 10,000 services
//	greenconnect admin create --email EMAIL [--role admin|moderator]
//	                              give an account a role, creating it if needed
//	greenconnect with-db -- CMD   run CMD with TEST_DATABASE_URL set to a throwaway cluster
//
// Configuration comes from environment variables only (see the README).
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"greenconnect/app/config"
)

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1], os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "greenconnect:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, cmd string, args []string) error {
	if cmd == "with-db" {
		return withDB(ctx, args)
	}
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	log := newLogger(cfg)
	switch cmd {
	case "serve":
		return serve(ctx, cfg, log)
	case "migrate":
		return migrateOnly(ctx, cfg, log)
	case "seed":
		return seed(ctx, cfg, log)
	case "seed-loadtest":
		return seedLoadTest(ctx, cfg, log)
	case "admin":
		return admin(ctx, cfg, log, args, os.Stdout)
	}
	usage()
	return fmt.Errorf("unknown command %q", cmd)
}

func usage() {
}

func newLogger(cfg config.Config) *slog.Logger {
	var level slog.Level
	if err := level.UnmarshalText([]byte(cfg.LogLevel)); err != nil {
		level = slog.LevelInfo
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	slog.SetDefault(log)
	return log
}
