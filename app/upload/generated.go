package upload

import (
	"context"
	"sync"
)

// generated keeps the checked form of the images the server draws itself (demo data), by
// kind and name, for the life of the process: every app that seeds the demo data (each test
// of a package, the browser tests' server) stores the same images, and drawing and
// re-encoding them was most of the seeding's CPU (docs/conventions.md, "Tests").
var generated sync.Map // kind name + "/" + name → *generatedImage

type generatedImage struct {
	mu      sync.Mutex
	checked Checked
	ok      bool
}

// SaveGenerated stores an image the server draws (draw is a pure function of name: the same
// name, the same bytes), drawing and checking it only the first time the process asks for
// that kind and name. Each call stores a file of its own, as Save does. A failed check is
// not kept: the next call tries again.
func (s *Store) SaveGenerated(ctx context.Context, k Kind, name string, draw func() []byte) (Stored, error) {
	v, _ := generated.LoadOrStore(k.Name+"/"+name, &generatedImage{})
	g := v.(*generatedImage)
	g.mu.Lock()
	if !g.ok {
		c, err := s.Check(ctx, k, draw())
		if err != nil {
			g.mu.Unlock()
			return Stored{}, err
		}
		g.checked, g.ok = c, true
	}
	c := g.checked
	g.mu.Unlock()
	return s.Put(ctx, c)
}
