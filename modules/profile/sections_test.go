package profile_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
)

func TestTheSectionsAreTheRatingsThenTheTwoUnrated(t *testing.T) {
	t.Parallel()
	for i, s := range rating.Sections {
		require.Equal(t, s.Key(), profile.SectionKeys[i])
	}
	raw, err := json.Marshal(profile.SectionSet{})
	require.NoError(t, err)
	var inJSON map[string]any
	require.NoError(t, json.Unmarshal(raw, &inJSON))
	require.Len(t, inJSON, len(profile.SectionKeys))
	var set profile.SectionSet
	for _, key := range profile.SectionKeys {
		require.Contains(t, inJSON, key, "a record names each section by its key")
		require.NotNil(t, set.Get(key))
		require.True(t, profile.IsSectionKey(key))
	}
	require.Len(t, profile.ReportSections, 8)
	require.NotContains(t, profile.ReportSections, rating.ESGReport.Key(), "the report shows it in its rating block")
}
