package main

import (
	"math"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/require"
)

// current reads the collector's settings, leaving them as they were.
func current() (percent int, limit int64) {
	percent = debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1)
}

func TestTuneGC(t *testing.T) {
	percent, limit := current()
	t.Cleanup(func() { debug.SetGCPercent(percent); debug.SetMemoryLimit(limit) })

	t.Run("unset: four times the live heap, capped above the page cache", func(t *testing.T) {
		t.Setenv("GOGC", "")
		t.Setenv("GOMEMLIMIT", "")
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
		tuneGC(64)
		p, l := current()
		require.Equal(t, gcPercent, p)
		require.Equal(t, int64(64+gcHeadroomMB)<<20, l)
	})
	t.Run("the operator's choice stands", func(t *testing.T) {
		t.Setenv("GOGC", "150")
		t.Setenv("GOMEMLIMIT", "1GiB")
		debug.SetGCPercent(150)
		debug.SetMemoryLimit(1 << 30)
		tuneGC(64)
		p, l := current()
		require.Equal(t, 150, p)
		require.Equal(t, int64(1<<30), l)
	})
}
