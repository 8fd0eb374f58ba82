// Package assets serves the embedded static files under content-hashed URLs with immutable
// caching, each compressed once (brotli and gzip, on its first request or by Warm) instead
// of on every request.
package assets

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"mime"
	"path"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// Prefix is where assets are served.
const Prefix = "/static/"

type file struct {
	body  []byte
	enc   *encodings // nil when the file is not worth compressing
	ctype string
	etag  string
}

// Assets is the set of static files and the esbuild manifest.
type Assets struct {
	byURL   map[string]*file  // served path (after Prefix) → file
	urls    map[string]string // logical name → URL
	entries map[string]string // entry name → URL of its JS or CSS bundle
}

// Load reads every file of fsys. Files under dist/ already carry esbuild's hash in their
// names; the others get one added (img/logo.svg → img/logo.1a2b3c4d5e.svg).
func Load(fsys fs.FS) (*Assets, error) {
	a := &Assets{byURL: map[string]*file{}, urls: map[string]string{}, entries: map[string]string{}}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), ".") || strings.HasSuffix(p, ".go") {
			return err
		}
		body, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		hash := hex.EncodeToString(sum[:])[:10]
		served := p
		if !strings.HasPrefix(p, "dist/") {
			ext := path.Ext(p)
			served = strings.TrimSuffix(p, ext) + "." + hash + ext
		}
		a.byURL[served] = newFile(p, body, sum, hash)
		a.urls[p] = Prefix + served
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a, a.readManifest(fsys)
}

// readManifest maps entry names to bundles. A missing manifest (assets not built, as in
// Go-only tests) leaves the pages without scripts rather than failing.
func (a *Assets) readManifest(fsys fs.FS) error {
	raw, err := fs.ReadFile(fsys, "dist/manifest.json")
	if err != nil {
		return nil
	}
	var m map[string]string
	if err := json.Unmarshal(raw, &m); err != nil {
		return fmt.Errorf("dist/manifest.json: %w", err)
	}
	for entry, file := range m {
		a.entries[entry] = Prefix + "dist/" + file
	}
	return nil
}

// URL is the hashed address of a static file such as "img/logo.svg"; an unknown name
// panics in tests through Check, and gives a plain path here.
func (a *Assets) URL(name string) string {
	if u, ok := a.urls[name]; ok {
		return u
	}
	return Prefix + name
}

// Entry is the address of a bundle ("chrome", "app.css", "wizard"), or "" when the
// assets are not built.
func (a *Assets) Entry(name string) string { return a.entries[name] }

// encoded holds a body's compressed forms, by the body's SHA-256: brotli at its best level
// takes about two seconds of CPU for the bundles, so a process that builds several servers on
// the same files (a test binary builds one per test) compresses each file once, when it is
// first asked for: a test binary that never asks for a bundle never compresses it, and a
// server warms them all in the background after it starts (Warm). The files are embedded and
// never change while the process runs.
var encoded sync.Map // [sha256.Size]byte → *encodings

type encodings struct {
	once   sync.Once
	gz, br []byte
}

func newFile(name string, body []byte, sum [sha256.Size]byte, hash string) *file {
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	f := &file{body: body, ctype: ctype, etag: `"` + hash + `"`}
	if compressible(ctype) && len(body) > 256 {
		v, _ := encoded.LoadOrStore(sum, &encodings{})
		f.enc = v.(*encodings)
	}
	return f
}

// compressed is the file's gzip and brotli forms (nil, nil when it is sent as it is),
// compressing it on the first call.
func (f *file) compressed() (gz, br []byte) {
	if f.enc == nil {
		return nil, nil
	}
	f.enc.once.Do(func() { f.enc.gz, f.enc.br = gzipBytes(f.body), brotliBytes(f.body) })
	return f.enc.gz, f.enc.br
}

// Warm compresses every file now, so no visitor waits on it: the server calls it in the
// background when it starts serving.
func (a *Assets) Warm() {
	for _, f := range a.byURL {
		f.compressed()
	}
}

func compressible(ctype string) bool {
	for _, p := range []string{"text/", "application/javascript", "application/json", "image/svg+xml"} {
		if strings.HasPrefix(ctype, p) {
			return true
		}
	}
	return false
}

func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = w.Write(b)
	_ = w.Close()
	return buf.Bytes()
}

func brotliBytes(b []byte) []byte {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: brotliWindow(len(b))})
	_, _ = w.Write(b)
	_ = w.Close()
	return buf.Bytes()
}

// brotliWindow is the log₂ of the smallest brotli window that holds n bytes (10 to 24). The
// encoder's memory follows its window, not the input: at the best level's own window (4 MB)
// it made and cleared 32 MB for each file, 1 GB of garbage to warm the bundles, and with
// the collector of app/gc.go a fresh instance peaked at 306 MB (157 MB now; README,
// "Performance"). The output is the same to a byte.
func brotliWindow(n int) int {
	lg := 10
	for lg < 24 && 1<<lg-16 < n { // a window of lg holds 2^lg - 16 bytes
		lg++
	}
	return lg
}
