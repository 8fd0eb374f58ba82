package kvstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"greenconnect/app/db/dbtest"
	"greenconnect/app/kvstore"
)

func TestStoreRoundTripExpiryAndDelete(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	s := kvstore.New(pool)

	v, err := s.Get("missing")
	require.NoError(t, err)
	require.Nil(t, v)

	require.NoError(t, s.Set("a", []byte("1"), time.Hour))
	require.NoError(t, s.Set("a", []byte("2"), time.Hour), "overwrite")
	v, _ = s.Get("a")
	require.Equal(t, []byte("2"), v)

	require.NoError(t, s.Set("gone", []byte("x"), time.Millisecond))
	time.Sleep(20 * time.Millisecond)
	v, _ = s.Get("gone")
	require.Nil(t, v, "expired keys read as missing")
	n, err := s.DeleteExpired(ctx)
	require.NoError(t, err)
	require.EqualValues(t, 1, n)

	// A second store on the same database (another app instance) sees the same keys.
	other := kvstore.New(pool)
	v, _ = other.Get("a")
	require.Equal(t, []byte("2"), v)
	require.NoError(t, other.Delete("a"))
	v, _ = s.Get("a")
	require.Nil(t, v)
}

// CSRF extends its token on every page: an extension that changes nothing is not sent.
func TestAnExtensionThatChangesNothingIsNotWritten(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	s := kvstore.New(pool)
	require.NoError(t, s.Set("tok", []byte("1"), time.Hour))
	// Mark the row, so a write would show.
	_, err := pool.Exec(ctx, `UPDATE kv_store SET expires_at = now() + interval '3 hours' WHERE key = 'tok'`)
	require.NoError(t, err)
	require.NoError(t, s.Set("tok", []byte("1"), time.Hour))
	var hours float64
	require.NoError(t, pool.QueryRow(ctx, `SELECT extract(epoch FROM expires_at - now()) / 3600 FROM kv_store WHERE key = 'tok'`).Scan(&hours))
	require.Greater(t, hours, 2.5, "the same value and expiry again: no write")

	require.NoError(t, s.Set("tok", []byte("2"), time.Hour), "a new value is written")
	v, _ := s.Get("tok")
	require.Equal(t, []byte("2"), v)
	require.NoError(t, s.Delete("tok"))
	require.NoError(t, s.Set("tok", []byte("2"), time.Hour), "after a delete it is written again")
	v, _ = s.Get("tok")
	require.Equal(t, []byte("2"), v)
}
