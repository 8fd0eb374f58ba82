package profile_test

import (
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/modules/profile"
)

// OnChange reports tags; a module that keeps something of a company reads its id back.
func TestTaggedProfileReadsAPageTag(t *testing.T) {
	t.Parallel()
	id := uuid.New()
	got, ok := profile.TaggedProfile(profile.PageTag(id))
	require.True(t, ok)
	require.Equal(t, id, got)
	for _, tag := range []string{profile.CompanyPagesTag, "company:", "company:not-an-id", "marketplace"} {
		_, ok := profile.TaggedProfile(tag)
		require.False(t, ok, tag)
	}
}
