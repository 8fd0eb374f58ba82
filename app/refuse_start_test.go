package main

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// refusal runs a command line through cli and returns what it printed on stderr, requiring
// the exit code of a command that failed after its command line was understood.
func refusal(t *testing.T, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := cli(context.Background(), args, &stdout, &stderr)
	require.Equal(t, exitError, code, "%v: %s", args, stderr.String())
	return stderr.String()
}

// Every command reads the configuration first: these refusals happen before anything
// (database, port, mail) is touched. The rules themselves are tested in app/config.
func TestProductionAndStagingRefuseToStartWithoutTheirSettings(t *testing.T) {
	complete := map[string]string{"APP_ENV": "production", "DATABASE_URL": "postgres://db.internal/greenconnect",
		"SESSION_SECRET": "a-production-secret-of-32-characters+", "BASE_URL": "https://greenconnect.example",
		"SMTP_URL": "smtps://mailer:secret@smtp.example:465"}
	for _, name := range []string{"DATABASE_URL", "SESSION_SECRET", "BASE_URL", "SMTP_URL"} {
		for k, v := range complete {
			t.Setenv(k, v)
		}
		t.Setenv(name, "")
		for _, args := range [][]string{{"serve"}, {"migrate"}, {"admin", "create", "--email", "ops@example.com"}} {
			require.Contains(t, refusal(t, args...), "production mode needs "+name, "%s without %s", args[0], name)
		}
	}
	t.Setenv("APP_ENV", "staging")
	t.Setenv("SESSION_SECRET", "")
	require.Contains(t, refusal(t, "serve"), "staging mode needs SESSION_SECRET")
}
