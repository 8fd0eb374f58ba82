package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/config"
	"greenconnect/app/metrics"
	"greenconnect/app/server"
	"greenconnect/modules/profile"
)

func serve(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	tuneGC(cfg.PageCacheMB)
	pool, closeDB, err := openDatabase(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB()
	replicas, closeReplicas, err := openReplicas(cfg, log)
	if err != nil {
		return err
	}
	defer closeReplicas()
	srv, err := server.New(server.Deps{Config: cfg, Pool: pool, Replicas: replicas, Log: log})
	if err != nil {
		return err
	}
	defer srv.Close()
	if len(replicas) > 0 {
		srv.Reads.Start(ctx) // the replicas' health checks, until ctx ends
		log.Info("public pages read from replicas", "replicas", srv.Reads.Names())
	}
	if err := srv.Modules.Billing.ApplyConfiguredPrices(ctx); err != nil {
		return err
	}
	if cfg.DemoData {
		if err := srv.SeedDemo(ctx); err != nil {
			return fmt.Errorf("demo data: %w", err)
		}
	}
	// The janitor and the directory refresh are periodic jobs: once per cluster.
	if err := srv.Jobs.Start(context.WithoutCancel(ctx)); err != nil { // stopped below, gracefully
		return err
	}
	// A deploy's code draws the company pages anew (docs/profile.md, "The page drawn at its
	// build"): the sweep runs at each start, not only at the first of the hour's.
	if err := srv.Jobs.Insert(ctx, profile.PagePartsArgs{}, nil); err != nil {
		return err
	}
	// Invalidations from the other instances; stopped when ctx ends.
	srv.Signals.Start(ctx, 5*time.Second)
	defer srv.Signals.Stop()
	defer func() {
		// Let jobs in flight (a mail being handed over) finish; what is left is retried later.
		stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		if err := srv.Jobs.Stop(stopCtx); err != nil {
			log.Warn("job queue stop", "err", err)
		}
	}()

	// Metrics on their own listener, never on the public port (README, "Beyond one machine").
	var metricsAt net.Addr
	if cfg.MetricsAddr != "" {
		if metricsAt, err = srv.Metrics.Listen(ctx, cfg.MetricsAddr, log); err != nil {
			return fmt.Errorf("METRICS_ADDR %s: %w (choose another address, or set METRICS_ADDR= to serve no metrics)", cfg.MetricsAddr, err)
		}
	}

	// The bundles' brotli and gzip forms are made now, beside the first requests, rather than
	// by the first visitor's (app/assets).
	go srv.Assets.Warm()

	fmt.Printf("\n  Green Connect is running at %s\n", cfg.BaseURL)
	if metricsAt != nil {
		fmt.Printf("  Metrics (Prometheus): http://%s%s\n", metricsAt, metrics.Path)
	}
	if cfg.DemoData {
		fmt.Printf("  Demo sign-ins (password %q): %s (admin), %s (company)\n", server.DemoPassword,
			server.DemoAdminEmail, server.DemoCompanyEmail)
	}
	fmt.Printf("  Press Ctrl-C to stop.\n\n")

	err = srv.App.Listen(cfg.Addr(), fiber.ListenConfig{
		DisableStartupMessage: true,
		GracefulContext:       ctx,
		ShutdownTimeout:       10 * time.Second,
	})
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	log.Info("server stopped")
	return nil
}

func seed(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	if cfg.IsProduction() {
		return errors.New("demo data is never loaded in production")
	}
	srv, closeDB, err := openServer(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB()
	if err := srv.SeedDemo(ctx); err != nil {
		return err
	}
	return srv.Jobs.DrainWithin(ctx, 5*time.Minute) // the directory's copies, the mail
}

// seedLoadTestFlags reads seed-loadtest's sizes (README, "Performance").
func seedLoadTestFlags(fs *flag.FlagSet, _ io.Writer) func(context.Context) error {
	companies := fs.Int("companies", server.LoadTestCompanies, "listed companies")
	services := fs.Int("services", server.LoadTestCompanies*server.LoadTestServicesEach, "published services")
	return func(ctx context.Context) error {
		if fs.NArg() > 0 {
			return &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
		}
		if *companies < 1 || *companies > 1_000_000 || *services < 0 || *services > 10_000_000 {
			return &usageError{msg: "--companies must be 1…1,000,000 and --services 0…10,000,000"}
		}
		return withConfig(func(ctx context.Context, cfg config.Config, log *slog.Logger) error {
			return seedLoadTest(ctx, cfg, log, *companies, *services)
		})(ctx)
	}
}

// seedLoadTest loads the benchmark's data set (scripts/bench.sh); never in production.
func seedLoadTest(ctx context.Context, cfg config.Config, log *slog.Logger, companies, services int) error {
	if cfg.IsProduction() {
		return errors.New("demo data is never loaded in production")
	}
	srv, closeDB, err := openServer(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB()
	n, err := srv.SeedLoadTest(ctx, companies, services)
	if err != nil {
		return err
	}
	// The profiles' changes queued the directory's copies, and then the company pages' kept
	// parts are built (docs/profile.md, "Company page sections"): work them now, not when
	// the server (and a benchmark) starts.
	if err := srv.Jobs.DrainWithin(ctx, 15*time.Minute); err != nil {
		return err
	}
	if err := srv.Jobs.Insert(ctx, profile.PagePartsArgs{}, nil); err != nil {
		return err
	}
	if err := srv.Jobs.DrainWithin(ctx, 30*time.Minute); err != nil {
		return err
	}
	fmt.Printf("load-test set ready (%d services added)\n", n)
	return nil
}

// openServer opens the database and builds the app without serving it, for commands that
// use the modules (seed, admin). close releases the database.
func openServer(ctx context.Context, cfg config.Config, log *slog.Logger) (*server.Server, func(), error) {
	pool, closeDB, err := openDatabase(ctx, cfg, log)
	if err != nil {
		return nil, nil, err
	}
	srv, err := server.New(server.Deps{Config: cfg, Pool: pool, Log: log})
	if err != nil {
		closeDB()
		return nil, nil, err
	}
	return srv, func() { srv.Close(); closeDB() }, nil
}
