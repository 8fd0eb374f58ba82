package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"

	"greenconnect/app/pgembed"
)

// withDBFlags is `greenconnect with-db -- CMD [ARGS...]` (the "--" may be left out when CMD
// does not start with a dash).
func withDBFlags(fs *flag.FlagSet, _ io.Writer) func(context.Context) error {
	return func(ctx context.Context) error {
		if fs.NArg() == 0 {
			return &usageError{msg: "no command given"}
		}
		return withDB(ctx, fs.Args())
	}
}

// withDB runs a command beside a throwaway PostgreSQL cluster (fsync off), with
// TEST_DATABASE_URL pointing at it, and stops the cluster afterwards. `make test` uses it so
// that every test package shares one server instead of starting its own.
func withDB(ctx context.Context, args []string) error {
	dir, err := os.MkdirTemp("", "greenconnect-withdb-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := os.Chmod(dir, 0o755); err != nil {
		return err
	}
	cluster, err := pgembed.Start(ctx, pgembed.Options{DataDir: dir + "/data", Fast: true})
	if err != nil {
		return err
	}
	defer cluster.Stop()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), "TEST_DATABASE_URL="+cluster.DatabaseURL("postgres"))
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return fmt.Errorf("%s exited with status %d", args[0], exit.ExitCode())
		}
		return err
	}
	return nil
}
