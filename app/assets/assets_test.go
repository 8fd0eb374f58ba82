package assets

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A test binary builds a server per test: the second Load of the same files must not
// compress them again (brotli's best level costs seconds of CPU for the bundles).
func TestLoadCompressesEachBodyOncePerProcess(t *testing.T) {
	t.Parallel()
	fsys := fstest.MapFS{"dist/app-X.js": {Data: []byte(strings.Repeat("console.log('green');\n", 100))}}
	a, err := Load(fsys)
	require.NoError(t, err)
	b, err := Load(fsys)
	require.NoError(t, err)
	fa, fb := a.byURL["dist/app-X.js"], b.byURL["dist/app-X.js"]
	require.NotEmpty(t, fa.br)
	require.NotEmpty(t, fa.gz)
	assert.Same(t, &fa.br[0], &fb.br[0], "brotli output is shared, not made again")
	assert.Same(t, &fa.gz[0], &fb.gz[0], "gzip output is shared, not made again")
	assert.Less(t, len(fa.br), len(fa.body))
}
