package config

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestContactEmailMustBeAPlainAddress(t *testing.T) {
	t.Setenv("APP_ENV", Development)
	t.Setenv("CONTACT_EMAIL", "privacy@example.com")
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, "privacy@example.com", c.ContactEmail)

	for _, bad := range []string{"not an address", "Privacy <privacy@example.com>"} {
		t.Setenv("CONTACT_EMAIL", bad)
		_, err := Load()
		require.ErrorContains(t, err, "CONTACT_EMAIL must be a plain email address", bad)
	}
}
