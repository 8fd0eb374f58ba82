// Package kvstore is a fiber.Storage kept in Postgres, shared by every app instance and
// surviving restarts. fiber's CSRF middleware keeps its tokens here.
// (gofiber/storage/postgres is not served by the module proxy here.)
package kvstore

import (
	"bytes"
	"context"
	"errors"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/maypok86/otter/v2"

	"greenconnect/app/store"
)

// Store implements fiber.Storage.
type Store struct {
	q *store.Queries
	// written remembers what this instance last wrote of each key: CSRF extends its token
	// on every page, and a write that changes nothing (same value, expiry moved by less
	// than a minute, which SetKV would skip anyway) is not sent at all.
	written *otter.Cache[string, written]
}

type written struct {
	value   []byte
	expires time.Time
}

var _ fiber.Storage = (*Store)(nil)

// New returns a store on the kv_store table.
func New(pool *pgxpool.Pool) *Store {
	return &Store{q: store.New(pool), written: otter.Must(&otter.Options[string, written]{MaximumSize: 50_000})}
}

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
		if w, ok := s.written.GetIfPresent(key); ok && bytes.Equal(w.value, val) && t.Sub(w.expires).Abs() <= time.Minute {
			return nil
		}
	}
	if err := s.q.SetKV(ctx, store.SetKVParams{Key: key, Value: val, ExpiresAt: expires}); err != nil {
		s.written.Invalidate(key)
		return err
	}
	if expires != nil {
		s.written.Set(key, written{value: bytes.Clone(val), expires: *expires})
	} else {
		s.written.Invalidate(key)
	}
	return nil
}

// Set is SetWithContext without a deadline.
func (s *Store) Set(key string, val []byte, exp time.Duration) error {
	return s.SetWithContext(context.Background(), key, val, exp)
}

// DeleteWithContext removes key; a missing key is not an error.
func (s *Store) DeleteWithContext(ctx context.Context, key string) error {
	s.written.Invalidate(key)
	return s.q.DeleteKV(ctx, key)
}

// Delete is DeleteWithContext without a deadline.
func (s *Store) Delete(key string) error { return s.DeleteWithContext(context.Background(), key) }

// ResetWithContext removes every key.
func (s *Store) ResetWithContext(ctx context.Context) error {
	s.written.InvalidateAll()
	return s.q.ResetKV(ctx)
}

// Reset is ResetWithContext without a deadline.
func (s *Store) Reset() error { return s.ResetWithContext(context.Background()) }

// Close does nothing: the pool belongs to the app.
func (s *Store) Close() error { return nil }

// DeleteExpired removes expired keys; the janitor calls it now and then.
func (s *Store) DeleteExpired(ctx context.Context) (int64, error) { return s.q.DeleteExpiredKV(ctx) }
