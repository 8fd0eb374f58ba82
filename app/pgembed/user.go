package pgembed

import (
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"syscall"
)

// runAs is the account the cluster runs under. Postgres refuses to run as root, so when we
// are root we hand the cluster to the `postgres` user where it exists, else `nobody`.
type runAs struct {
	cred *syscall.Credential // nil: run as ourselves
	name string
}

func unprivileged() (runAs, error) {
	if os.Geteuid() != 0 {
		return runAs{}, nil
	}
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		return runAs{cred: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, name: name}, nil
	}
	return runAs{}, fmt.Errorf("running as root and neither a postgres nor a nobody user exists")
}

// traversable reports whether the unprivileged user can reach path: every parent needs the
// search (x) bit for "other" (or the user owns it). A checkout under a mode-700 folder fails.
func (r runAs) traversable(path string) error {
	if r.cred == nil {
		return nil
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	for d := filepath.Dir(abs); ; d = filepath.Dir(d) {
		info, err := os.Stat(d)
		if err == nil {
			st := info.Sys().(*syscall.Stat_t)
			if st.Uid != r.cred.Uid && info.Mode().Perm()&0o001 == 0 {
				return fmt.Errorf("%s cannot enter %s (mode %v)", r.name, d, info.Mode().Perm())
			}
		}
		if filepath.Dir(d) == d {
			return nil
		}
	}
}

// chownAll gives dir and everything below it to the unprivileged user.
func (r runAs) chownAll(dir string) error {
	if r.cred == nil {
		return nil
	}
	return filepath.Walk(dir, func(p string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, int(r.cred.Uid), int(r.cred.Gid))
	})
}
