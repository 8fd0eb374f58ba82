package main

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

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
		for _, cmd := range []string{"serve", "migrate", "admin"} {
			err := run(context.Background(), cmd, nil)
			require.ErrorContains(t, err, "production mode needs "+name, "%s without %s", cmd, name)
		}
	}
	t.Setenv("APP_ENV", "staging")
	t.Setenv("SESSION_SECRET", "")
	require.ErrorContains(t, run(context.Background(), "serve", nil), "staging mode needs SESSION_SECRET")
}
