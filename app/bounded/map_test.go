package bounded

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAMapKeepsWhatItIsGivenUpToItsBound(t *testing.T) {
	t.Parallel()
	var m Map[int, string]
	_, ok := m.Load(1)
	require.False(t, ok)
	m.Store(1, "a")
	v, ok := m.Load(1)
	require.True(t, ok)
	require.Equal(t, "a", v)
	for i := range 10 * DefaultBound {
		m.Store(i+2, "x")
	}
	m.cache.CleanUp()
	require.LessOrEqual(t, m.cache.EstimatedSize(), DefaultBound)
}

func TestAMapIsSafeForConcurrentUse(t *testing.T) {
	t.Parallel()
	var m Map[int, int]
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 2000 {
				m.Store(g*10000+i, i)
				m.Load(i)
			}
		})
	}
	wg.Wait()
	m.cache.CleanUp()
	require.LessOrEqual(t, m.cache.EstimatedSize(), DefaultBound)
}
