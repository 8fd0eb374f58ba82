package rating_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/modules/rating"
)

func TestTheLevelsCoverEveryTotalOnceAndAgreeWithLevelFor(t *testing.T) {
	t.Parallel()
	require.Equal(t, 1, rating.Levels[0].From)
	require.Equal(t, rating.MaxTotal, rating.Levels[len(rating.Levels)-1].To)
	for i, l := range rating.Levels {
		if i > 0 {
			require.Equal(t, rating.Levels[i-1].To+1, l.From, "no gap or overlap below %s", l.Level)
		}
		for _, total := range []int{l.From, l.To} {
			level, stars := rating.LevelFor(total)
			require.Equal(t, l.Level, level, "total %d", total)
			require.Equal(t, l.Stars, stars, "total %d", total)
		}
		found, ok := rating.LevelByKey(string(l.Level))
		require.True(t, ok)
		require.Equal(t, l, found)
		require.Equal(t, "rating.level."+string(l.Level), l.Level.MessageKey())
	}
	_, ok := rating.LevelByKey("none")
	require.False(t, ok, "none is not a level one can filter by")
	require.Equal(t, "rating.level.none", rating.Level("").MessageKey())
	require.Equal(t, "rating.level.none", rating.Level("gold").MessageKey())
}
