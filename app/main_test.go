package main

import (
	"bytes"
	"context"
	"errors"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMain lets a test run the real main() in a child process (GC_RUN_MAIN=1), to see the
// exit code the shell sees.
func TestMain(m *testing.M) {
	if os.Getenv("GC_RUN_MAIN") == "1" {
		os.Args = append([]string{"greenconnect"}, strings.Fields(os.Getenv("GC_ARGS"))...)
		main()
		return
	}
	os.Exit(m.Run())
}

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = cli(context.Background(), args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestNoArgumentPrintsTheCommandsAndExits2(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI()
	require.Equal(t, 2, code)
	require.Empty(t, out)
	require.Contains(t, errOut, "Usage: greenconnect COMMAND")
	for _, c := range commands {
		require.Contains(t, errOut, "\n  "+c.name+" ", "usage lists %s", c.name)
	}
}

func TestUnknownCommandSaysSoAndExits2(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI("serv")
	require.Equal(t, 2, code)
	require.Empty(t, out)
	require.True(t, strings.HasPrefix(errOut, `greenconnect: unknown command "serv"`), errOut)
	require.Contains(t, errOut, "Usage: greenconnect COMMAND")
}

func TestHelpListsTheCommandsOnStdout(t *testing.T) {
	t.Parallel()
	for _, arg := range []string{"help", "--help", "-h"} {
		code, out, errOut := runCLI(arg)
		require.Equal(t, 0, code, arg)
		require.Empty(t, errOut, arg)
		require.Contains(t, out, "  with-db -- CMD", arg)
	}
}

// Every command answers --help without reading the configuration or touching a database:
// APP_ENV is invalid here, so a command that loaded it would fail.
func TestEveryCommandAnswersHelp(t *testing.T) {
	t.Setenv("APP_ENV", "not-an-environment")
	for _, c := range commands {
		for _, flag := range []string{"--help", "-h"} {
			code, out, errOut := runCLI(c.name, flag)
			require.Equal(t, 0, code, "%s %s: %s", c.name, flag, errOut)
			require.Empty(t, errOut, c.name)
			require.True(t, strings.HasPrefix(out, "Usage: greenconnect "+c.name), "%s: %s", c.name, out)
			require.Contains(t, out, strings.ToUpper(c.summary[:1])+c.summary[1:], c.name)
		}
	}
	_, out, _ := runCLI("admin", "create", "--help")
	require.Contains(t, out, "-email string")
	require.Contains(t, out, "-role string")
}

// Command lines a command does not understand exit 2 before any configuration is read.
func TestBadCommandLinesExit2(t *testing.T) {
	t.Setenv("APP_ENV", "not-an-environment")
	cases := map[string][]string{
		"unexpected argument":   {"serve", "now"},
		"unknown flag":          {"migrate", "--force"},
		"admin without create":  {"admin", "--email", "a@example.com"},
		"admin without email":   {"admin", "create"},
		"admin with a bad role": {"admin", "create", "--email", "a@example.com", "--role", "owner"},
		"with-db without CMD":   {"with-db", "--"},
	}
	for name, args := range cases {
		code, out, errOut := runCLI(args...)
		require.Equal(t, 2, code, "%s: %s", name, errOut)
		require.Empty(t, out, name)
		require.Contains(t, errOut, "greenconnect "+args[0]+" --help", name)
		require.NotContains(t, errOut, "APP_ENV", name)
	}
}

// A command that fails after parsing its command line exits 1 with the reason.
func TestFailingCommandExits1(t *testing.T) {
	t.Setenv("APP_ENV", "not-an-environment")
	code, _, errOut := runCLI("migrate")
	require.Equal(t, 1, code)
	require.Contains(t, errOut, "greenconnect: APP_ENV must be")
}

// The process itself exits with cli's code (the bug this guards against: main printed
// nothing for a missing or unknown command).
func TestTheBinaryExitsWithTheCode(t *testing.T) {
	for args, want := range map[string]int{"": 2, "nonsense": 2, "seed --help": 0} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "GC_RUN_MAIN=1", "GC_ARGS="+args)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			code = exit.ExitCode()
		} else {
			require.NoError(t, err)
		}
		require.Equal(t, want, code, "greenconnect %s: %s", args, stderr.String())
		if want == 2 {
			require.Contains(t, stderr.String(), "Usage: greenconnect COMMAND")
		}
	}
}

// The package comment (go doc greenconnect) lists the same commands as usage().
func TestPackageCommentListsEveryCommand(t *testing.T) {
	t.Parallel()
	f, err := parser.ParseFile(token.NewFileSet(), "main.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	require.NoError(t, err)
	doc := f.Doc.Text()
	for _, c := range commands {
		require.Contains(t, doc, "greenconnect "+c.name+" ", c.name)
	}
}
