package dbtest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

const ownerFile = "owner.pid"

// claim records which test binary owns a cluster folder. The cluster dies with that
// process (Pdeathsig), so the folder is stale exactly when its owner is gone.
func claim(dir string) error {
	return os.WriteFile(filepath.Join(dir, ownerFile), []byte(strconv.Itoa(os.Getpid())), 0o644)
}

// removeStaleClusters deletes the folders of embedded test clusters whose owner is gone:
// an ad-hoc `go test` cannot remove its own folder, since the cluster outlives the tests.
// (postmaster.pid is no guide: initdb's short-lived single-user servers write it too.)
func removeStaleClusters() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), "greenconnect-testpg-*"))
	for _, dir := range dirs {
		raw, err := os.ReadFile(filepath.Join(dir, ownerFile))
		if err != nil {
			// Not claimed yet, or from before claims: only old folders go.
			if info, err := os.Stat(dir); err == nil && time.Since(info.ModTime()) > time.Hour {
				_ = os.RemoveAll(dir)
			}
			continue
		}
		pid, _ := strconv.Atoi(strings.TrimSpace(string(raw)))
		if pid <= 0 || syscall.Kill(pid, 0) == syscall.ESRCH {
			_ = os.RemoveAll(dir)
		}
	}
}
