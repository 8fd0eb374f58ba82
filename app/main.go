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
// Every command answers --help. Configuration comes from environment variables only (see
// the README).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"greenconnect/app/config"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// Exit codes: 2 is a command line that could not be understood (as flag's own).
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// cli runs the command line args and returns the process's exit code.
func cli(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	name, rest := args[0], args[1:]
	if name == "help" || name == "-h" || name == "-help" || name == "--help" {
		usage(stdout)
		return exitOK
	}
	cmd, ok := commandNamed(name)
	if !ok {
		fmt.Fprintf(stderr, "greenconnect: unknown command %q\n\n", name)
		usage(stderr)
		return exitUsage
	}
	err := cmd.run(ctx, rest, stdout)
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errHelp):
		return exitOK
	case errors.As(err, new(*usageError)):
		fmt.Fprintln(stderr, "greenconnect:", err)
		return exitUsage
	default:
		fmt.Fprintln(stderr, "greenconnect:", err)
		return exitError
	}
}

// usage lists the commands, as the package comment does.
func usage(w io.Writer) {
	fmt.Fprintln(w, "Usage: greenconnect COMMAND [arguments]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Commands:")
	for _, c := range commands {
		line := c.name + " " + c.args
		if len(line) > 28 {
			fmt.Fprintf(w, "  %s\n  %-28s %s\n", line, "", c.summary)
		} else {
			fmt.Fprintf(w, "  %-28s %s\n", line, c.summary)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Every command answers --help. Configuration comes from environment variables (see README.md).")
}

// withConfig wraps a command that needs the configuration and the logger.
func withConfig(f func(ctx context.Context, cfg config.Config, log *slog.Logger) error) func(context.Context) error {
	return func(ctx context.Context) error {
		cfg, err := config.Load()
		if err != nil {
			return err
		}
		return f(ctx, cfg, newLogger(cfg))
	}
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
