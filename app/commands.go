package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// command is one of greenconnect's commands.
type command struct {
	name    string
	sub     string // the subcommand that must come first ("admin create"), if any
	args    string // what follows the name, for the usage lines
	summary string
	help    string // more than the summary, for --help; optional
	// flags declares the command's flags on fs and returns what runs once they are parsed
	// (positional arguments in fs.Args()).
	flags func(fs *flag.FlagSet, stdout io.Writer) func(ctx context.Context) error
}

// commands are listed in usage() in this order (the package comment lists them too).
var commands = []command{
	{name: "serve", summary: "run the web server (migrates first; demo data in development)",
		flags: noArgs(withConfig(serve))},
	{name: "migrate", summary: "apply the database migrations",
		flags: noArgs(withConfig(migrateOnly))},
	{name: "seed", summary: "load the demo data (idempotent; never in production)",
		flags: noArgs(withConfig(seed))},
	{name: "seed-loadtest", args: "[--companies N] [--services M]",
		summary: "load the benchmark's set: 2,000 companies, 10,000 services",
		help: "Loads N listed companies, about M published services (defaults 2,000 and 10,000)\n" +
			"and a Green Room post a company into the database of DATABASE_URL; a second run adds\n" +
			"only what is missing.",
		flags: seedLoadTestFlags},
	{name: "admin", sub: "create", args: "create --email EMAIL [--role admin|moderator]",
		summary: "give an account a role, creating it if needed",
		help: "An address without an account gets a new, verified one, and the command prints a\n" +
			"one-hour link to set its password.",
		flags: adminFlags},
	{name: "with-db", args: "-- CMD [ARGS...]", summary: "run CMD with TEST_DATABASE_URL set to a throwaway cluster",
		help: "The cluster (embedded PostgreSQL, fsync off) is removed when CMD ends; make test runs\n" +
			"the Go tests this way so that every package shares one server.",
		flags: withDBFlags},
}

func commandNamed(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// errHelp ends a command that printed its --help.
var errHelp = errors.New("help shown")

// usageError is a command line the command does not understand (exit code 2).
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(c command, format string, a ...any) error {
	return &usageError{msg: fmt.Sprintf(format, a...) + fmt.Sprintf(" (see: greenconnect %s --help)", c.name)}
}

// run parses the command's flags and runs it; --help prints its usage on stdout.
func (c command) run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are returned, help is printed below
	next := c.flags(fs, stdout)
	if c.sub != "" {
		switch {
		case len(args) > 0 && args[0] == c.sub:
			args = args[1:]
		case len(args) == 0 || !isHelpFlag(args[0]):
			return usagef(c, "%s: the only subcommand is %q", c.name, c.sub)
		}
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			c.printHelp(stdout, fs)
			return errHelp
		}
		return usagef(c, "%s: %v", c.name, err)
	}
	if err := next(ctx); err != nil {
		var u *usageError
		if errors.As(err, &u) {
			return usagef(c, "%s: %s", c.name, u.msg)
		}
		return err
	}
	return nil
}

func isHelpFlag(arg string) bool {
	switch arg {
	case "-h", "-help", "--help":
		return true
	}
	return false
}

func (c command) printHelp(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "Usage: greenconnect %s\n\n", strings.TrimSpace(c.name+" "+c.args))
	fmt.Fprintln(w, strings.ToUpper(c.summary[:1])+c.summary[1:]+".")
	if c.help != "" {
		fmt.Fprintln(w, c.help)
	}
	hasFlags := false
	fs.VisitAll(func(*flag.Flag) { hasFlags = true })
	if hasFlags {
		fmt.Fprintln(w, "\nFlags:")
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
}

// noArgs is the flag set of a command that takes no arguments.
func noArgs(run func(context.Context) error) func(*flag.FlagSet, io.Writer) func(context.Context) error {
	return func(fs *flag.FlagSet, _ io.Writer) func(context.Context) error {
		return func(ctx context.Context) error {
			if fs.NArg() > 0 {
				return &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0))}
			}
			return run(ctx)
		}
	}
}
