package assets

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A test binary builds a server per test: the second Load of the same files must not
// compress them again (brotli's best level costs seconds of CPU for the bundles), and a Load
// compresses nothing until a file is asked for or the server warms them.
func TestLoadCompressesEachBodyOncePerProcess(t *testing.T) {
	t.Parallel()
	fsys := fstest.MapFS{"dist/app-X.js": {Data: []byte(strings.Repeat("console.log('green');\n", 100))}}
	a, err := Load(fsys)
	require.NoError(t, err)
	b, err := Load(fsys)
	require.NoError(t, err)
	fa, fb := a.byURL["dist/app-X.js"], b.byURL["dist/app-X.js"]
	require.NotNil(t, fa.enc)
	assert.Nil(t, fa.enc.br, "nothing is compressed before it is asked for")
	a.Warm()
	require.NotEmpty(t, fa.enc.br)
	require.NotEmpty(t, fa.enc.gz)
	gz, br := fb.compressed()
	assert.Same(t, &fa.enc.br[0], &br[0], "brotli output is shared, not made again")
	assert.Same(t, &fa.enc.gz[0], &gz[0], "gzip output is shared, not made again")
	assert.Less(t, len(br), len(fa.body))
}

// Brotli at the window that fits each file reads back as the file, at every size around a
// window's edge.
func TestBrotliFitsItsWindowAndReadsBack(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, 1, 1<<10 - 16, 1<<10 - 15, 40_000, 1<<17 - 16, 1<<17 - 15, 300_000} {
		body := make([]byte, n)
		for i := range body {
			body[i] = "green connect "[i%14] + byte(i/997%7)
		}
		out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(brotliBytes(body))))
		require.NoError(t, err, n)
		require.Equal(t, body, out, n)
	}
	assert.Equal(t, 10, brotliWindow(0))
	assert.Equal(t, 10, brotliWindow(1<<10-16))
	assert.Equal(t, 11, brotliWindow(1<<10-15))
	assert.Equal(t, 24, brotliWindow(1<<30))
}
