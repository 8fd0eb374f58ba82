package profile

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A drawing holds until the last second before an item's evidence reads old, found by
// halving: exact on the calendar's steps too (a leap day given, a month's last day).
func TestGrowsOldIsTheLastSecondEvidenceReadsCurrent(t *testing.T) {
	t.Parallel()
	for _, since := range []time.Time{
		time.Date(2024, 2, 29, 10, 30, 0, 0, time.UTC),
		time.Date(2024, 1, 31, 23, 59, 59, 0, time.UTC),
		time.Date(2025, 6, 15, 0, 0, 0, 0, time.UTC),
		time.Date(2025, 12, 31, 12, 0, 0, 500, time.UTC),
	} {
		for _, now := range []time.Time{since, since.AddDate(1, 11, 27)} {
			at := growsOld(since, now)
			require.False(t, evidenceOld(since, at), "%s is current at %s", since, at)
			require.True(t, evidenceOld(since, at.Add(time.Second)), "%s is old a second after %s", since, at)
		}
	}
}
