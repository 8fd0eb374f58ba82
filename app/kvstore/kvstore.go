// Package kvstore is a fiber.Storage kept in Postgres, shared by every app instance and
// surviving restarts. fiber's CSRF middleware keeps its tokens here.
// (gofiber/storage/postgres is not served by the module proxy here.)
package kvstore

import (
	"context"
	"errors"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/store"
)

// Store implements fiber.Storage.
type Store struct {
	q *store.Queries
}

var _ fiber.Storage = (*Store)(nil)

// New returns a store on the kv_store table.
func New(pool *pgxpool.Pool) *Store { return &Store{q: store.New(pool)} }

// GetWithContext returns nil, nil for a missing or expired key.
func (s *Store) GetWithContext(ctx context.Context, key string) ([]byte, error) {
	if key == "" {
		return nil, nil
	}
	v, err := s.q.GetKV(ctx, key)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return v, err
}

// Get is GetWithContext without a deadline.
func (s *Store) Get(key string) ([]byte, error) { return s.GetWithContext(context.Background(), key) }

// SetWithContext stores val; exp 0 keeps it forever. Empty keys or values are ignored.
func (s *Store) SetWithContext(ctx context.Context, key string, val []byte, exp time.Duration) error {
	if key == "" || len(val) == 0 {
		return nil
	}
	var expires *time.Time
	if exp > 0 {
		t := time.Now().Add(exp)
		expires = &t
	}
	return s.q.SetKV(ctx, store.SetKVParams{Key: key, Value: val, ExpiresAt: expires})
}

// Set is SetWithContext without a deadline.
func (s *Store) Set(key string, val []byte, exp time.Duration) error {
	return s.SetWithContext(context.Background(), key, val, exp)
}

// DeleteWithContext removes key; a missing key is not an error.
func (s *Store) DeleteWithContext(ctx context.Context, key string) error {
	return s.q.DeleteKV(ctx, key)
}

// Delete is DeleteWithContext without a deadline.
func (s *Store) Delete(key string) error { return s.DeleteWithContext(context.Background(), key) }

// ResetWithContext removes every key.
func (s *Store) ResetWithContext(ctx context.Context) error { return s.q.ResetKV(ctx) }

// Reset is ResetWithContext without a deadline.
func (s *Store) Reset() error { return s.ResetWithContext(context.Background()) }

// Close does nothing: the pool belongs to the app.
func (s *Store) Close() error { return nil }

// DeleteExpired removes expired keys; the janitor calls it now and then.
func (s *Store) DeleteExpired(ctx context.Context) (int64, error) { return s.q.DeleteExpiredKV(ctx) }
