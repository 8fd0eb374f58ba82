package dbtest

import (
	"context"
	"os"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/db"
	"greenconnect/app/pgembed"
)

// Replicated is a primary of the test's own with a streaming replica of it.
type Replicated struct {
	Primary    *pgxpool.Pool // db.Open's pool: the app's primary
	PrimaryURL string
	Replica    *pgxpool.Pool // db.OpenReplica's pool
	// ReplicaCluster is the replica's server: stop it to see the app do without it.
	ReplicaCluster *pgembed.Cluster
}

// NewReplicated starts a cluster for the test alone (a replica copies a whole cluster, so
// not the shared one), migrated when migrate is set, takes a base backup of it and starts
// the backup as a streaming replica. Everything stops when the test ends.
func NewReplicated(t testing.TB, migrate bool) Replicated {
	t.Helper()
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "greenconnect-testpg-replicated-")
	if err != nil {
		t.Fatal(err)
	}
	_ = os.Chmod(dir, 0o755) // the cluster's unprivileged user enters it
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	if err := claim(dir); err != nil {
		t.Fatal(err)
	}
	bin, err := pgembed.ReplicaBinDir()
	if err != nil {
		t.Fatal(err)
	}
	primary, err := pgembed.Start(ctx, pgembed.Options{DataDir: dir + "/primary", Database: "app", Fast: true, BinDir: bin})
	if err != nil {
		t.Fatalf("primary: %v", err)
	}
	t.Cleanup(primary.Stop)
	pool, err := db.Open(ctx, primary.URL())
	if err != nil {
		t.Fatalf("open the primary: %v", err)
	}
	t.Cleanup(pool.Close)
	if migrate {
		if err := db.Migrate(ctx, pool, nil); err != nil {
			t.Fatalf("migrate the primary: %v", err)
		}
	}
	replica, err := primary.StartReplica(ctx, pgembed.Options{DataDir: dir + "/replica", Fast: true})
	if err != nil {
		t.Fatalf("replica: %v", err)
	}
	t.Cleanup(replica.Stop)
	rpool, err := db.OpenReplica(replica.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(rpool.Close)
	return Replicated{Primary: pool, PrimaryURL: primary.URL(), Replica: rpool, ReplicaCluster: replica}
}
