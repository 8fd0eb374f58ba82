package config

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// METRICS_ADDR: 127.0.0.1:9090 when unset, off when set and empty, refused when it is not
// an address to listen on.
func TestMetricsAddrDefaultsToLoopbackAndEmptyTurnsItOff(t *testing.T) {
	t.Setenv("APP_ENV", Development)
	t.Setenv("METRICS_ADDR", "")
	require.NoError(t, os.Unsetenv("METRICS_ADDR"))
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1:9090", c.MetricsAddr)

	t.Setenv("METRICS_ADDR", "")
	c, err = Load()
	require.NoError(t, err)
	require.Empty(t, c.MetricsAddr)

	t.Setenv("METRICS_ADDR", "10.0.0.5:9100")
	c, err = Load()
	require.NoError(t, err)
	require.Equal(t, "10.0.0.5:9100", c.MetricsAddr)

	for _, bad := range []string{"9090", "localhost", "127.0.0.1:"} {
		t.Setenv("METRICS_ADDR", bad)
		_, err := Load()
		require.ErrorContains(t, err, "METRICS_ADDR must be an address to listen on", bad)
	}
}

func TestPageCacheStaleIsBoundedSeconds(t *testing.T) {
	t.Setenv("APP_ENV", Development)
	c, err := Load()
	require.NoError(t, err)
	require.Equal(t, 30*time.Second, c.PageCacheStale)
	t.Setenv("PAGE_CACHE_STALE_SECONDS", "0")
	c, err = Load()
	require.NoError(t, err)
	require.Zero(t, c.PageCacheStale)
	for _, bad := range []string{"-1", "3601", "soon"} {
		t.Setenv("PAGE_CACHE_STALE_SECONDS", bad)
		_, err := Load()
		require.ErrorContains(t, err, "PAGE_CACHE_STALE_SECONDS must be a number of seconds (0 to 3600)", bad)
	}
}
