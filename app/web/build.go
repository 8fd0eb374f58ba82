package web

import (
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"os"
	"strconv"
	"sync"
)

// BuildID names the running program's build: what it keeps drawn in the database (the
// company page drawn at its build, docs/profile.md) holds for this build only, since another
// may draw it otherwise. It is the Go build ID the toolchain writes into the executable (a
// hash of what it was built from: the same code built again, by go build or go run, has the
// same), hashed short; where the executable holds none, its size and modification time.
// "dev" when the executable cannot be read.
var BuildID = sync.OnceValue(func() string {
	path, err := os.Executable()
	if err != nil {
		return "dev"
	}
	if f, err := elf.Open(path); err == nil {
		defer f.Close()
		if s := f.Section(".note.go.buildid"); s != nil {
			if note, err := s.Data(); err == nil && len(note) > 0 {
				return shortHash(note)
			}
		}
	}
	info, err := os.Stat(path)
	if err != nil {
		return "dev"
	}
	return shortHash([]byte(strconv.FormatInt(info.Size(), 10) + "/" + strconv.FormatInt(info.ModTime().UnixNano(), 10)))
})

func shortHash(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:6])
}
