// Package bounded is a concurrent map that holds at most a given number of entries, for
// values that are cheap to make again and keyed by what visitors choose (a listing's
// filters): a crawler's long tail cannot grow it. Past its bound otter (the page cache's
// store) evicts the entries least likely to be asked for again.
package bounded

import (
	"sync"

	"github.com/maypok86/otter/v2"
)

// Map maps K to V; its zero value is empty and holds DefaultBound entries at most.
type Map[K comparable, V any] struct {
	once  sync.Once
	cache *otter.Cache[K, V]
}

// DefaultBound is how many entries a Map holds at most.
const DefaultBound = 1024

func (m *Map[K, V]) c() *otter.Cache[K, V] {
	m.once.Do(func() { m.cache = otter.Must(&otter.Options[K, V]{MaximumSize: DefaultBound}) })
	return m.cache
}

// Load is the value kept for k.
func (m *Map[K, V]) Load(k K) (V, bool) { return m.c().GetIfPresent(k) }

// Store keeps v for k.
func (m *Map[K, V]) Store(k K, v V) { m.c().Set(k, v) }
