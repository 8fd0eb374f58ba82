// Package signal carries small messages between the app's instances through PostgreSQL's
// LISTEN/NOTIFY: an instance that changed something tells the others (the page cache's
// invalidations), and every instance hears it within milliseconds. No second service runs:
// the database every instance already shares is the bus.
//
// A Hub listens on one dedicated connection (a pooled connection cannot wait for
// notifications between uses). When that connection is lost, messages sent meanwhile are
// lost too: the hub reconnects by itself and then calls the OnReconnect functions, so a
// listener that keeps state (a cache) can drop it.
package signal

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// MaxPayload is the longest message PostgreSQL carries (in bytes, less than 8000).
const MaxPayload = 7999

// Hub sends and receives the app's messages.
type Hub struct {
	pool *pgxpool.Pool
	log  *slog.Logger

	mu          sync.Mutex
	listeners   map[string][]func(payload string)
	onReconnect []func()
	started     bool
	stop        context.CancelFunc
	done        chan struct{}
	ready       chan struct{} // closed once the first LISTEN is in place
	listening   atomic.Bool   // LISTEN is in place on a live connection: messages arrive
	memoDrops   atomic.Uint64 // moves after every Memo's drop (MemoDrops)
}

// New returns a hub on pool's database. Add listeners, then Start it.
func New(pool *pgxpool.Pool, log *slog.Logger) *Hub {
	if log == nil {
		log = slog.Default()
	}
	return &Hub{pool: pool, log: log, listeners: map[string][]func(string){}, ready: make(chan struct{})}
}

// Listen calls fn with the payload of every message sent on channel, by any instance
// (this one too). Call it before Start. fn runs on the hub's goroutine: keep it quick.
func (h *Hub) Listen(channel string, fn func(payload string)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.started {
		panic("signal: Listen after Start")
	}
	h.listeners[channel] = append(h.listeners[channel], fn)
}

// OnReconnect calls fn each time the hub is listening again after it lost its connection
// (messages may have been missed meanwhile).
func (h *Hub) OnReconnect(fn func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.onReconnect = append(h.onReconnect, fn)
}

// Listening reports whether the hub hears the other instances now: false before Start,
// while it reconnects and after Stop. A memory that other instances may make stale (Memo)
// is trusted only meanwhile.
func (h *Hub) Listening() bool { return h != nil && h.listening.Load() }

// MemoDrops counts the drops of every Memo on this hub, counted after the value is gone: a
// page built while it read n was built from memos at least as new as at n, and a page kept
// under n is stale once it moves (the private page cache keys on it).
func (h *Hub) MemoDrops() uint64 {
	if h == nil {
		return 0
	}
	return h.memoDrops.Load()
}

// Notify sends payload on channel to every listening instance. It is delivered at once
// (outside any transaction); see NotifyTx to send only if a transaction commits.
func (h *Hub) Notify(ctx context.Context, channel, payload string) error {
	_, err := h.pool.Exec(ctx, "SELECT pg_notify($1, $2)", channel, payload)
	return err
}

// NotifyTx sends payload on channel when tx commits, and never if it rolls back.
func (h *Hub) NotifyTx(ctx context.Context, tx pgx.Tx, channel, payload string) error {
	_, err := tx.Exec(ctx, "SELECT pg_notify($1, $2)", channel, payload)
	return err
}

// Start listens in the background until Stop or until ctx ends. It returns once the hub
// listens, or after wait at most if the database cannot be reached (it keeps trying).
func (h *Hub) Start(ctx context.Context, wait time.Duration) {
	h.mu.Lock()
	if h.started {
		h.mu.Unlock()
		return
	}
	h.started = true
	ctx, h.stop = context.WithCancel(ctx)
	h.done = make(chan struct{})
	h.mu.Unlock()
	go h.run(ctx)
	select {
	case <-h.ready:
	case <-time.After(wait):
		h.log.Warn("signal: not listening yet; messages from other instances wait for the database")
	}
}

// Stop ends listening and waits for the hub's goroutine.
func (h *Hub) Stop() {
	h.mu.Lock()
	stop, done := h.stop, h.done
	h.mu.Unlock()
	if stop == nil {
		return
	}
	stop()
	<-done
}

// run keeps one listening connection, reconnecting with a growing pause (at most 5 s).
func (h *Hub) run(ctx context.Context) {
	defer close(h.done)
	first := true
	pause := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := h.listen(ctx, func() {
			if first {
				close(h.ready)
			} else {
				h.log.Info("signal: listening again")
				for _, fn := range h.reconnectHooks() {
					fn()
				}
			}
			first = false
			pause = 100 * time.Millisecond
		})
		if ctx.Err() != nil {
			return
		}
		h.log.Warn("signal: connection lost", "err", err, "retry_in", pause)
		select {
		case <-ctx.Done():
			return
		case <-time.After(pause):
		}
		pause = min(2*pause, 5*time.Second)
	}
}

// listen connects, LISTENs on every channel, calls listening, and delivers messages
// until the connection fails or ctx ends.
func (h *Hub) listen(ctx context.Context, listening func()) error {
	connectCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	conn, err := pgx.ConnectConfig(connectCtx, h.pool.Config().ConnConfig.Copy())
	cancel()
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	for _, ch := range h.channels() {
		if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{ch}.Sanitize()); err != nil {
			return err
		}
	}
	listening() // a reconnect's hooks drop what went stale meanwhile, before anything trusts memory again
	h.listening.Store(true)
	defer h.listening.Store(false)
	for {
		// Wait at most a while, then check the connection: a server that vanished without
		// closing it would otherwise leave the hub deaf.
		waitCtx, cancel := context.WithTimeout(ctx, idleCheck)
		n, err := conn.WaitForNotification(waitCtx)
		cancel()
		switch {
		case ctx.Err() != nil:
			return nil
		case errors.Is(err, context.DeadlineExceeded):
			pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
			err = conn.Ping(pingCtx)
			cancel()
			if err != nil {
				return err
			}
			continue
		case err != nil:
			return err
		}
		for _, fn := range h.listenersOf(n.Channel) {
			fn(n.Payload)
		}
	}
}

// idleCheck is how long the hub waits for a message before it checks its connection.
const idleCheck = 30 * time.Second

func (h *Hub) channels() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]string, 0, len(h.listeners))
	for ch := range h.listeners {
		out = append(out, ch)
	}
	return out
}

func (h *Hub) listenersOf(channel string) []func(string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.listeners[channel]
}

func (h *Hub) reconnectHooks() []func() {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.onReconnect
}
