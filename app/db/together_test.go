package db_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"greenconnect/app/db"
	"greenconnect/app/db/dbtest"
)

// trips counts what a pool sends: each batch's statement count, and single statements.
type trips struct {
	mu      sync.Mutex
	batches []int
	singles int
}

func (c *trips) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	c.mu.Lock()
	c.singles++
	c.mu.Unlock()
	return ctx
}
func (c *trips) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}
func (c *trips) TraceBatchStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceBatchStartData) context.Context {
	c.mu.Lock()
	c.batches = append(c.batches, d.Batch.Len())
	c.mu.Unlock()
	return ctx
}
func (c *trips) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}
func (c *trips) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData)     {}

// sent answers the batches' sizes and the single statements since the last call.
func (c *trips) sent() ([]int, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, s := c.batches, c.singles
	c.batches, c.singles = nil, 0
	return b, s
}

// tracedReads are Reads on a pool of a new test database whose round trips are counted.
func tracedReads(t *testing.T) (*db.Reads, *trips) {
	_, url := dbtest.NewWithURL(t)
	cfg, err := pgxpool.ParseConfig(url)
	require.NoError(t, err)
	c := &trips{}
	cfg.ConnConfig.Tracer = c
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	return db.NewReads(pool, nil, db.ReplicaOptions{}), c
}

// double is a part that reads n*2 into *out.
func double(r *db.Reads, n int, out *int) func(context.Context) error {
	return func(ctx context.Context) error {
		return r.QueryRow(ctx, "SELECT $1::int * 2", n).Scan(out)
	}
}

// The parts' reads go in rounds: one round trip for every part's first read, nested parts
// included; a part's second read goes in the next round, with no one else's.
func TestTogetherSendsThePartsReadsInOneRoundTrip(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r, c := tracedReads(t)
	var a, b, d, e int
	require.NoError(t, db.Together(ctx, double(r, 1, &a), func(ctx context.Context) error {
		return db.Together(ctx, double(r, 2, &b), double(r, 3, &d))
	}, double(r, 4, &e)))
	require.Equal(t, []int{2, 4, 6, 8}, []int{a, b, d, e})
	batches, singles := c.sent()
	require.Equal(t, []int{4}, batches, "four parts' reads, one round trip")
	require.Zero(t, singles)

	var names []string
	require.NoError(t, db.Together(ctx, func(ctx context.Context) error {
		if err := double(r, 5, &a)(ctx); err != nil {
			return err
		}
		rows, err := r.Query(ctx, "SELECT unnest($1::text[])", []string{"x", "y", "z"})
		if err != nil {
			return err
		}
		names, err = pgx.CollectRows(rows, pgx.RowTo[string])
		return err
	}, double(r, 6, &b)))
	require.Equal(t, 10, a)
	require.Equal(t, 12, b)
	require.Equal(t, []string{"x", "y", "z"}, names)
	batches, singles = c.sent()
	require.Equal(t, []int{2, 1}, batches, "the second read of a part is a round of its own")
	require.Zero(t, singles)

	// Outside Together a read is a statement of its own, as ever.
	require.NoError(t, double(r, 7, &a)(ctx))
	batches, singles = c.sent()
	require.Empty(t, batches)
	require.Equal(t, 1, singles)
}

// A part's rows read as they would without Together: every type the app reads, NULLs,
// Values, and no row (pgx.ErrNoRows for QueryRow).
func TestTogetherReadsRowsAsTheyAre(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r, _ := tracedReads(t)
	const statement = `SELECT $1::uuid AS id, '{"a": [1, 2]}'::jsonb AS doc, ARRAY['x', NULL]::text[] AS tags,
		'2026-11-29 07:00:00+00'::timestamptz AS at, NULL::text AS none, 2.5::numeric AS n, true AS yes, $2::bytea AS raw`
	id := uuid.New()
	direct := func(ctx context.Context) ([]any, error) {
		rows, err := r.Query(ctx, statement, id, []byte{0, 1, 2})
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		require.True(t, rows.Next())
		return rows.Values()
	}
	want, err := direct(ctx)
	require.NoError(t, err)

	type row struct {
		ID   uuid.UUID
		Doc  map[string][]int
		Tags []*string
		At   time.Time
		None *string
		N    float64
		Yes  bool
		Raw  []byte
	}
	var got []any
	var scanned row
	var missing error
	require.NoError(t, db.Together(ctx,
		func(ctx context.Context) (err error) { got, err = direct(ctx); return err },
		func(ctx context.Context) error {
			return r.QueryRow(ctx, statement, id, []byte{0, 1, 2}).Scan(&scanned.ID, &scanned.Doc, &scanned.Tags,
				&scanned.At, &scanned.None, &scanned.N, &scanned.Yes, &scanned.Raw)
		},
		func(ctx context.Context) error {
			var n int
			missing = r.QueryRow(ctx, "SELECT 1 WHERE false").Scan(&n)
			return nil
		}))
	require.Equal(t, want, got)
	x := "x"
	require.Equal(t, row{ID: id, Doc: map[string][]int{"a": {1, 2}}, Tags: []*string{&x, nil},
		At: time.Date(2026, 11, 29, 7, 0, 0, 0, time.UTC), N: 2.5, Yes: true, Raw: []byte{0, 1, 2}},
		func() row { scanned.At = scanned.At.UTC(); return scanned }())
	require.ErrorIs(t, missing, pgx.ErrNoRows)
}

// A statement that fails fails its round (the round ends with one Sync): Together answers
// the first failing part's error, and the pool goes on.
func TestTogetherAnswersTheFirstPartsError(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r, _ := tracedReads(t)
	var n int
	err := db.Together(ctx, double(r, 1, &n), func(ctx context.Context) error {
		return r.QueryRow(ctx, "SELECT 1 / $1::int", 0).Scan(&n)
	})
	var pg *pgconn.PgError
	require.ErrorAs(t, err, &pg)
	require.Equal(t, "22012", pg.Code, "division by zero")

	require.NoError(t, db.Together(ctx, double(r, 2, &n)))
	require.Equal(t, 4, n)
	mine := errors.New("the part's own")
	require.ErrorIs(t, db.Together(ctx, double(r, 3, &n), func(context.Context) error { return mine }), mine)
}

// A part that waits on another part rather than on a read holds the others' round up for
// a moment only: the round goes when it has waited long enough.
func TestTogetherDoesNotWaitForAPartThatWaitsOnAnother(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r, c := tracedReads(t)
	ready := make(chan struct{})
	var a, b int
	done := make(chan error, 1)
	go func() {
		done <- db.Together(ctx, func(ctx context.Context) error {
			<-ready
			return double(r, 1, &a)(ctx)
		}, func(ctx context.Context) error {
			defer close(ready)
			return double(r, 2, &b)(ctx)
		})
	}()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(30 * time.Second):
		t.Fatal("the parts wait on each other")
	}
	require.Equal(t, []int{2, 4}, []int{a, b})
	batches, _ := c.sent()
	require.Equal(t, []int{1, 1}, batches)
}

// A read whose request has gone answers at once.
func TestTogetherStopsWithItsContext(t *testing.T) {
	t.Parallel()
	r, _ := tracedReads(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var n int
	require.ErrorIs(t, db.Together(ctx, double(r, 1, &n), double(r, 2, &n)), context.Canceled)
}

// A statement that is not a plain SELECT runs as it would alone: a write within a part is
// not sent in a round, where another read's failure would roll it back.
func TestTogetherLeavesWritesAlone(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r, c := tracedReads(t)
	_, err := r.Exec(ctx, "CREATE TABLE kept (n int)")
	require.NoError(t, err)
	c.sent()
	var n int
	err = db.Together(ctx, func(ctx context.Context) error {
		return r.QueryRow(ctx, "INSERT INTO kept VALUES (7) RETURNING n").Scan(&n)
	}, func(ctx context.Context) error {
		return r.QueryRow(ctx, "SELECT 1 / $1::int", 0).Scan(new(int))
	})
	require.Error(t, err)
	require.Equal(t, 7, n)
	batches, singles := c.sent()
	require.Equal(t, []int{1}, batches, "the read alone in its round")
	require.Equal(t, 1, singles, "the write on its own")
	require.NoError(t, r.QueryRow(ctx, "SELECT count(*) FROM kept").Scan(&n))
	require.Equal(t, 1, n, "the write kept")
}

// A part that panics panics the caller (whose recovery middleware answers 500), once the
// other parts have returned; one part alone runs as it is.
func TestTogetherPanicsInTheCaller(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r, c := tracedReads(t)
	var n int
	require.PanicsWithValue(t, "part 2", func() {
		_ = db.Together(ctx, double(r, 4, &n), func(context.Context) error { panic("part 2") })
	})
	require.Equal(t, 8, n, "the other part ran to its end")
	require.NoError(t, db.Together(ctx, double(r, 5, &n)))
	require.Equal(t, 10, n)
	require.NoError(t, db.Together(ctx))
	batches, singles := c.sent()
	require.Equal(t, []int{1}, batches, "the first call's read")
	require.Equal(t, 1, singles, "one part alone: its read as it is")
}

// A gather sends its rounds through the Reads its first read came by: a read through
// another runs as it would alone.
func TestTogetherGathersOneReads(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	r, c := tracedReads(t)
	other, o := tracedReads(t)
	var a, b, d int
	require.NoError(t, db.Together(ctx, double(r, 1, &a), double(other, 2, &b), double(r, 3, &d)))
	require.Equal(t, []int{2, 4, 6}, []int{a, b, d})
	rb, rs := c.sent()
	ob, os := o.sent()
	require.Equal(t, 2, sum(rb)+rs, "r's two reads")
	require.Equal(t, 1, sum(ob)+os, "the other's one")
	require.True(t, (len(rb) > 0) != (len(ob) > 0), "the reads of one Reads gathered, the other's on their own: %v %d, %v %d", rb, rs, ob, os)
}

func sum(ns []int) int {
	t := 0
	for _, n := range ns {
		t += n
	}
	return t
}
