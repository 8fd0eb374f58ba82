// Package static embeds the files served under /static: images and the bundles esbuild
// writes to dist/ (built by `make assets`, never committed).
package static

import "embed"

// FS holds dist/ and img/.
//
//go:embed all:dist img
var FS embed.FS
