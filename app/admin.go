package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"

	"greenconnect/app/audit"
	"greenconnect/app/config"
	"greenconnect/modules/account"
)

// adminFlags is `greenconnect admin create --email EMAIL [--role admin|moderator]`.
func adminFlags(fs *flag.FlagSet, stdout io.Writer) func(context.Context) error {
	email := fs.String("email", "", "the account's email address (required)")
	role := fs.String("role", account.RoleAdmin, "admin or moderator")
	return func(ctx context.Context) error {
		if fs.NArg() > 0 {
			return &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
		}
		if *email == "" {
			return &usageError{msg: "--email is required"}
		}
		if *role != account.RoleAdmin && *role != account.RoleModerator {
			return &usageError{msg: "--role must be admin or moderator"}
		}
		return withConfig(func(ctx context.Context, cfg config.Config, log *slog.Logger) error {
			return admin(ctx, cfg, log, *email, *role, stdout)
		})(ctx)
	}
}

// admin gives the account with that email the role, creating the account (verified,
// without a password) when there is none, and prints a one-hour link to set its password;
// the audit log records it as the command line's (docs/audit.md).
func admin(ctx context.Context, cfg config.Config, log *slog.Logger, email, role string, out io.Writer) error {
	srv, closeDB, err := openServer(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer closeDB()
	created, setPassword, err := srv.Modules.Accounts.EnsureRole(ctx, audit.System("cli"), email, role)
	if err != nil {
		return err
	}
	if !created {
		fmt.Fprintf(out, "%s has the %s role.\n", email, role)
		return nil
	}
	fmt.Fprintf(out, "%s is ready with the %s role. Set its password within an hour at:\n  %s%s\n",
		email, role, cfg.BaseURL, setPassword)
	return nil
}
