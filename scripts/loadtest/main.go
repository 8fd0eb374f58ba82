// Command loadtest puts the app under mixed load and under a database outage, and checks
// it keeps its promises (README, "Under load and faults"). It is not part of make test:
//
//	make build && go run ./scripts/loadtest
//
// It runs its own PostgreSQL (app/pgembed, durable settings) and server (bin/greenconnect
// serve), loads the load-test set, then:
//
//  1. LOAD_MINUTES (5) of traffic on LOAD_CONNECTIONS (128) connections: visitors' pages
//     (many addresses, so the page cache misses too), signed-in pages, and profile saves
//     through the API. Every answer must succeed; the server's memory is sampled and must
//     stay flat once the page cache has filled.
//  2. The same traffic while PostgreSQL is stopped for LOAD_OUTAGE (20 s): /readyz must say
//     so, requests must fail fast with a clear 503 (or come from the page cache), the app
//     must recover by itself, and every save it acknowledged must be in the database.
//
// It prints Markdown for the README and exits 1 when a check fails. Environment:
// LOAD_DATA (/tmp/greenconnect-load, kept between runs), LOAD_PORT (3541), LOAD_PG_PORT
// (25741), LOAD_MINUTES, LOAD_CONNECTIONS, LOAD_OUTAGE.
package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"greenconnect/app/pgembed"
)

type settings struct {
	data             string
	port, pgPort     int
	minutes          int
	connections      int
	outage           time.Duration
	base, binary     string
	clusterOpts      pgembed.Options
	serverLog, pgLog *os.File
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		os.Exit(1)
	}
}

func run() error {
	s, err := load()
	if err != nil {
		return err
	}
	ctx := context.Background()
	cluster, err := pgembed.Start(ctx, s.clusterOpts)
	if err != nil {
		return fmt.Errorf("PostgreSQL: %w", err)
	}
	defer func() { cluster.Stop() }()
	env := append(os.Environ(), "APP_ENV=development", "DEMO_DATA=false", "LOG_LEVEL=warn", "METRICS_ADDR=",
		"PORT="+strconv.Itoa(s.port), "BASE_URL="+s.base, "DATABASE_URL="+cluster.URL(), "DATA_DIR="+s.data)

	fmt.Println("== seeding the load-test set")
	seed := exec.Command(s.binary, "seed-loadtest")
	seed.Env, seed.Stdout, seed.Stderr = env, os.Stdout, os.Stderr
	if err := seed.Run(); err != nil {
		return fmt.Errorf("seed-loadtest: %w", err)
	}
	server := exec.Command(s.binary, "serve")
	server.Env, server.Stdout, server.Stderr = env, s.serverLog, s.serverLog
	if err := server.Start(); err != nil {
		return err
	}
	defer func() { _ = server.Process.Kill(); _ = server.Wait() }()
	if err := waitReady(s.base, time.Minute); err != nil {
		return fmt.Errorf("server (log: %s): %w", s.serverLog.Name(), err)
	}

	t, err := newTraffic(ctx, s, cluster.URL())
	if err != nil {
		return err
	}
	fmt.Printf("== load: %d min on %d connections (%d addresses of visitors' pages, %d members)\n",
		s.minutes, s.connections, len(t.visitorPaths), len(t.members))
	steady := t.run(time.Duration(s.minutes)*time.Minute, server.Process.Pid, nil)

	fmt.Printf("== fault: PostgreSQL stopped for %s under the same load\n", s.outage)
	var outage outageTimes
	fault := t.run(s.outage+70*time.Second, server.Process.Pid, func(start time.Time) {
		time.Sleep(20 * time.Second)
		outage.down = time.Since(start)
		cluster.Stop()
		time.Sleep(s.outage)
		outage.upAsked = time.Since(start)
		cluster, err = pgembed.Start(ctx, s.clusterOpts)
		if err != nil {
			fmt.Fprintln(os.Stderr, "loadtest: PostgreSQL did not start again:", err)
			os.Exit(1)
		}
		outage.up = time.Since(start)
	})
	writes, err := t.verifyWrites(ctx, cluster.URL())
	if err != nil {
		return err
	}
	if !report(s, steady, fault, outage, writes) {
		return fmt.Errorf("a check failed (see above)")
	}
	return nil
}

func load() (settings, error) {
	s := settings{data: env("LOAD_DATA", "/tmp/greenconnect-load"), outage: 20 * time.Second}
	var err error
	for _, v := range []struct {
		name string
		def  int
		to   *int
	}{{"LOAD_PORT", 3541, &s.port}, {"LOAD_PG_PORT", 25741, &s.pgPort}, {"LOAD_MINUTES", 5, &s.minutes},
		{"LOAD_CONNECTIONS", 128, &s.connections}} {
		if *v.to, err = strconv.Atoi(env(v.name, strconv.Itoa(v.def))); err != nil {
			return s, fmt.Errorf("%s: %w", v.name, err)
		}
	}
	if d := os.Getenv("LOAD_OUTAGE"); d != "" {
		if s.outage, err = time.ParseDuration(d); err != nil {
			return s, fmt.Errorf("LOAD_OUTAGE: %w", err)
		}
	}
	if s.connections < 16 {
		return s, fmt.Errorf("LOAD_CONNECTIONS: at least 16")
	}
	if err := os.MkdirAll(s.data, 0o755); err != nil {
		return s, err
	}
	if err := os.Chmod(s.data, 0o755); err != nil {
		return s, err
	}
	if s.binary, err = filepath.Abs("bin/greenconnect"); err != nil {
		return s, err
	}
	if _, err := os.Stat(s.binary); err != nil {
		return s, fmt.Errorf("%s is missing: run make build first", s.binary)
	}
	if s.serverLog, err = os.Create(filepath.Join(s.data, "serve.log")); err != nil {
		return s, err
	}
	if s.pgLog, err = os.OpenFile(filepath.Join(s.data, "postgres.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644); err != nil {
		return s, err
	}
	s.base = fmt.Sprintf("http://127.0.0.1:%d", s.port)
	s.clusterOpts = pgembed.Options{DataDir: filepath.Join(s.data, "postgres"), Port: s.pgPort,
		Database: "greenconnect", Log: s.pgLog}
	return s, nil
}

func env(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}
