package pgembed

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
)

// StartReplica makes a streaming replica of c in opts.DataDir, empty or missing (a base
// backup taken with pg_basebackup -R, which also writes the standby's connection settings),
// and starts it: a read-only copy that replays c's changes as they happen. initdb's
// defaults allow it (wal_level=replica, replication from 127.0.0.1 in pg_hba.conf). c must
// run from binaries that include pg_basebackup (ReplicaBinDir); the replica uses the same.
func (c *Cluster) StartReplica(ctx context.Context, opts Options) (*Cluster, error) {
	bin := c.opts.BinDir
	if err := checkBinDir(bin, "pg_basebackup"); err != nil {
		return nil, fmt.Errorf("start the primary from ReplicaBinDir: %w", err)
	}
	opts.BinDir = bin
	who, err := unprivileged()
	if err != nil {
		return nil, err
	}
	if err := who.traversable(opts.DataDir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(opts.DataDir, 0o700); err != nil {
		return nil, err
	}
	if err := who.chownAll(opts.DataDir); err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, filepath.Join(bin, "pg_basebackup"), "-D", opts.DataDir,
		"-h", "127.0.0.1", "-p", strconv.Itoa(c.opts.Port), "-U", "postgres",
		"-R", "-X", "stream", "-c", "fast", "--no-sync")
	cmd.Dir = "/"
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: who.cred}
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pg_basebackup: %w\n%s", err, out)
	}
	if opts.Database == "" {
		opts.Database = c.opts.Database // copied with the rest: a standby cannot create one
	}
	return Start(ctx, opts)
}

// ReplicaBinDir is a directory of server binaries with pg_basebackup beside them, for a
// primary that will get a replica (the npm package has no pg_basebackup; Debian's has).
func ReplicaBinDir() (string, error) {
	wd, _ := os.Getwd()
	return FindBinDir(wd, "pg_basebackup")
}
