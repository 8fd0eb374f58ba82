package web

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strconv"
	"sync"
)

// BuildID names the running program's build: what it keeps drawn in the database (the
// company page drawn at its build, docs/profile.md) holds for this build only, since another
// may draw it otherwise. It is the executable's size and modification time, hashed: a
// deploy's new binary has another, and the instances of one image share it. "dev" when the
// executable cannot be read.
var BuildID = sync.OnceValue(func() string {
	path, err := os.Executable()
	if err != nil {
		return "dev"
	}
	info, err := os.Stat(path)
	if err != nil {
		return "dev"
	}
	sum := sha256.Sum256([]byte(strconv.FormatInt(info.Size(), 10) + "/" + strconv.FormatInt(info.ModTime().UnixNano(), 10)))
	return hex.EncodeToString(sum[:6])
})
