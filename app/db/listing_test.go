package db

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCountsAreBoundedAndSaySo(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		n, bound int32
		total    int
		more     bool
	}{{0, 1000, 0, false}, {1000, 1000, 1000, false}, {1001, 1000, 1000, true}, {201, 200, 200, true}} {
		total, more := Counted(c.n, c.bound)
		require.Equal(t, c.total, total)
		require.Equal(t, c.more, more)
	}
}

func TestBoundsAreWrittenAsNumbers(t *testing.T) {
	t.Parallel()
	require.Equal(t, "LIMIT 10 OFFSET 990", Window(10, 990))
	require.Equal(t, "LIMIT 1001", LimitTo(1001))
}
