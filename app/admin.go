package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"

	"greenconnect/app/config"
	"greenconnect/modules/account"
)

// admin runs `greenconnect admin create --email EMAIL [--role admin|moderator]`: gives the
// account with that email the role, creating the account (verified, without a password)
// when there is none, and prints a one-hour link to set its password.
func admin(ctx context.Context, cfg config.Config, log *slog.Logger, args []string, out io.Writer) error {
	if len(args) == 0 || args[0] != "create" {
		return errors.New("usage: greenconnect admin create --email EMAIL [--role admin|moderator]")
	}
	fs := flag.NewFlagSet("admin create", flag.ContinueOnError)
	email := fs.String("email", "", "the account's email address")
	role := fs.String("role", account.RoleAdmin, "admin or moderator")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *email == "" {
		return errors.New("admin create: --email is required")
	}
	srv, closeDB, err := openServer(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB()
	created, setPassword, err := srv.Modules.Accounts.EnsureRole(ctx, *email, *role)
	if err != nil {
		return err
	}
	if !created {
		fmt.Fprintf(out, "%s has the %s role.\n", *email, *role)
		return nil
	}
	fmt.Fprintf(out, "%s is ready with the %s role. Set its password within an hour at:\n  %s%s\n",
		*email, *role, cfg.BaseURL, setPassword)
	return nil
}
