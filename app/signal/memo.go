package signal

import (
	"context"
	"sync/atomic"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/db"
)

// Memo keeps one value read from the database in memory, for as long as every instance can
// tell this one that it changed: a change on any instance sends a message on the memo's
// channel (Changed, ChangedTx) and each instance drops its copy on hearing it. While the hub
// is not listening (not started, reconnecting) nothing is kept and every Get loads, and a
// reconnect drops the copy, as messages may have been missed. Without a hub (nil) it always
// loads. A small table read on every page (the points table) costs no statement this way.
type Memo[T any] struct {
	hub     *Hub
	channel string
	load    func(ctx context.Context) (T, error)
	gen     atomic.Uint64 // moves on every drop: a load that began before it is not kept
	kept    atomic.Pointer[memoEntry[T]]
}

type memoEntry[T any] struct {
	v   T
	gen uint64
}

// NewMemo returns a memo of load's value on channel. Call it before the hub starts.
func NewMemo[T any](h *Hub, channel string, load func(ctx context.Context) (T, error)) *Memo[T] {
	m := &Memo[T]{hub: h, channel: channel, load: load}
	if h != nil {
		h.Listen(channel, func(string) { m.Drop() })
		h.OnReconnect(m.Drop)
	}
	return m
}

// Get is the kept value while it can be trusted, else a fresh load (kept when nothing
// dropped it meanwhile).
func (m *Memo[T]) Get(ctx context.Context) (T, error) {
	listening := m.hub.Listening()
	g := m.gen.Load()
	if e := m.kept.Load(); listening && e != nil && e.gen == g {
		return e.v, nil
	}
	// Loaded from the primary even for a request that reads a replica: it is kept.
	v, err := m.load(db.Primary(ctx))
	if err == nil && listening && m.hub.Listening() && m.gen.Load() == g {
		m.kept.Store(&memoEntry[T]{v: v, gen: g})
	}
	return v, err
}

// Drop forgets the kept value on this instance.
func (m *Memo[T]) Drop() {
	m.gen.Add(1)
	m.kept.Store(nil)
	if m.hub != nil {
		m.hub.memoDrops.Add(1) // after: whoever reads the new count loads the new value
	}
}

// Changed drops the value here and tells every other instance to drop theirs: call it after
// the change committed.
func (m *Memo[T]) Changed(ctx context.Context) error {
	m.Drop()
	if m.hub == nil {
		return nil
	}
	return m.hub.Notify(ctx, m.channel, "")
}

// ChangedTx tells every instance (this one too) to drop the value when tx commits; this
// instance drops it at once as well, so no read inside the change keeps the old one.
func (m *Memo[T]) ChangedTx(ctx context.Context, tx pgx.Tx) error {
	m.Drop()
	if m.hub == nil {
		return nil
	}
	return m.hub.NotifyTx(ctx, tx, m.channel, "")
}
