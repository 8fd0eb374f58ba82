package dbtest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// removeStaleClusters deletes the folders of embedded test clusters whose postgres is gone:
// an ad-hoc `go test` cannot remove its own folder, since the cluster outlives the tests.
func removeStaleClusters() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), "greenconnect-testpg-*"))
	for _, dir := range dirs {
		info, err := os.Stat(dir)
		if err != nil {
			continue
		}
		raw, err := os.ReadFile(filepath.Join(dir, "data", "postmaster.pid"))
		if err != nil {
			// No server yet: another test binary may be starting one; only old folders go.
			if time.Since(info.ModTime()) > 10*time.Minute {
				_ = os.RemoveAll(dir)
			}
			continue
		}
		pid, _ := strconv.Atoi(strings.TrimSpace(strings.SplitN(string(raw), "\n", 2)[0]))
		if pid <= 0 || syscall.Kill(pid, 0) == syscall.ESRCH {
			_ = os.RemoveAll(dir)
		}
	}
}
