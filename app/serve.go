package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/config"
	"greenconnect/app/server"
)

func serve(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	pool, closeDB, err := openDatabase(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB()
	srv, err := server.New(server.Deps{Config: cfg, Pool: pool, Log: log})
	if err != nil {
		return err
	}
	if cfg.DemoData {
		if err := srv.SeedDemo(ctx); err != nil {
			return fmt.Errorf("demo data: %w", err)
		}
	}
	go srv.RunJanitor(ctx, log)
	go srv.Modules.Directory.RunRefresher(ctx, log)

	fmt.Printf("\n  Green Connect is running at %s\n", cfg.BaseURL)
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
	return withServer(ctx, cfg, log, func(srv *server.Server) error { return srv.SeedDemo(ctx) })
}

// seedLoadTest loads the benchmark's data set (scripts/bench.sh).
func seedLoadTest(ctx context.Context, cfg config.Config, log *slog.Logger) error {
	return withServer(ctx, cfg, log, func(srv *server.Server) error {
		n, err := srv.SeedLoadTest(ctx)
		if err == nil {
			fmt.Printf("load-test set ready (%d services added)\n", n)
		}
		return err
	})
}

// withServer runs f on the assembled app, for the data commands (never in production).
func withServer(ctx context.Context, cfg config.Config, log *slog.Logger, f func(*server.Server) error) error {
	if cfg.IsProduction() {
		return errors.New("demo data is never loaded in production")
	}
	pool, closeDB, err := openDatabase(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB()
	srv, err := server.New(server.Deps{Config: cfg, Pool: pool, Log: log})
	if err != nil {
		return err
	}
	return f(srv)
}
