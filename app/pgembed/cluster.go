// Package pgembed runs a private PostgreSQL cluster for development and tests, so that
// `make run` and `make test` need nothing but Go and Node on the machine.
package pgembed

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
)

// Options configure a cluster.
type Options struct {
	DataDir  string    // where the cluster lives; created by initdb when empty
	Port     int       // 0 picks a free port
	Database string    // created when missing
	Fast     bool      // fsync and friends off: for throwaway test clusters only
	Log      io.Writer // the server's output; nil discards it
	// BinDir holds the server's programs; empty: FindBinDir's choice.
	BinDir string
}

// Cluster is a running postgres server.
type Cluster struct {
	opts     Options
	cmd      *exec.Cmd
	done     chan struct{}
	stopOnce sync.Once
}

// Start initialises the cluster if needed, starts postgres and waits until it accepts
// connections and the database exists.
func Start(ctx context.Context, opts Options) (*Cluster, error) {
	bin := opts.BinDir
	if bin == "" {
		wd, _ := os.Getwd()
		var err error
		if bin, err = FindBinDir(wd); err != nil {
			return nil, err
		}
		opts.BinDir = bin
	}
	who, err := unprivileged()
	if err != nil {
		return nil, err
	}
	if err := who.traversable(opts.DataDir); err != nil {
		// A root-only checkout: keep the cluster in a world-traversable place instead.
		alt := filepath.Join(os.TempDir(), "greenconnect-pg-"+shortHash(opts.DataDir))
		fmt.Fprintf(os.Stderr, "pgembed: %v; keeping the cluster in %s instead\n", err, alt)
		opts.DataDir = alt
	}
	if opts.Port == 0 {
		if opts.Port, err = freePort(); err != nil {
			return nil, err
		}
	}
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	if err := initdb(bin, who, opts); err != nil {
		return nil, err
	}
	c := &Cluster{opts: opts, done: make(chan struct{})}
	if err := c.start(bin, who); err != nil {
		return nil, err
	}
	if err := c.waitReady(ctx); err != nil {
		c.Stop()
		return nil, err
	}
	return c, nil
}

// URL is the connection string for the cluster's database.
func (c *Cluster) URL() string { return c.DatabaseURL(c.opts.Database) }

// DatabaseURL is the connection string for another database of the cluster.
func (c *Cluster) DatabaseURL(db string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.opts.Port, db)
}

// Stop shuts postgres down (fast mode), waiting up to 15 s before killing it. Safe to call twice.
func (c *Cluster) Stop() {
	c.stopOnce.Do(func() {
		_ = c.cmd.Process.Signal(syscall.SIGINT)
		select {
		case <-c.done:
		case <-time.After(15 * time.Second):
			_ = c.cmd.Process.Signal(syscall.SIGQUIT)
			<-c.done
		}
	})
}

func initdb(bin string, who runAs, opts Options) error {
	if _, err := os.Stat(filepath.Join(opts.DataDir, "PG_VERSION")); err == nil {
		return who.chownAll(opts.DataDir) // reused data: make sure ownership survived
	}
	if err := os.MkdirAll(opts.DataDir, 0o700); err != nil {
		return err
	}
	if err := who.chownAll(opts.DataDir); err != nil {
		return err
	}
	cmd := exec.Command(filepath.Join(bin, "initdb"), "-D", opts.DataDir, "-U", "postgres",
		"-A", "trust", "-E", "UTF8", "--no-locale", "--no-instructions")
	cmd.Dir = "/"
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: who.cred}
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("initdb: %w\n%s", err, out)
	}
	return nil
}

func (c *Cluster) start(bin string, who runAs) error {
	args := []string{"-D", c.opts.DataDir, "-p", strconv.Itoa(c.opts.Port),
		"-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=",
		"-c", "max_connections=200"}
	if c.opts.Fast {
		args = append(args, "-c", "fsync=off", "-c", "synchronous_commit=off",
			"-c", "full_page_writes=off")
	}
	cmd := exec.Command(filepath.Join(bin, "postgres"), args...)
	cmd.Dir = "/"
	cmd.Stdout, cmd.Stderr = c.opts.Log, c.opts.Log
	// Own process group (Ctrl-C reaches us, not postgres, so we stop it in order) and
	// SIGQUIT if we die. Pdeathsig follows the forking thread, hence the lock.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGQUIT, Credential: who.cred}
	runtime.LockOSThread()
	err := cmd.Start()
	runtime.UnlockOSThread()
	if err != nil {
		return fmt.Errorf("start postgres: %w", err)
	}
	c.cmd = cmd
	go func() { _ = cmd.Wait(); close(c.done) }()
	return nil
}

func (c *Cluster) waitReady(ctx context.Context) error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		select {
		case <-c.done:
			return errors.New("postgres exited during start-up (is another server using " + c.opts.DataDir + "?)")
		default:
		}
		conn, err := pgx.Connect(ctx, c.DatabaseURL("postgres"))
		if err == nil {
			defer conn.Close(ctx)
			return createDatabase(ctx, conn, c.opts.Database)
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("postgres not ready after 30 s: %w", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func createDatabase(ctx context.Context, conn *pgx.Conn, name string) error {
	if name == "" || name == "postgres" {
		return nil
	}
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return err
	}
	if exists {
		return nil
	}
	_, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
	return err
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func shortHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:6])
}
