package pagecache

import (
	"context"
	"strings"
	"sync"
	"time"
)

// Invalidation (the package doc): a change drops the pages carrying its tags on this
// instance at once, by marking the tags changed (drop; a page born before is no longer
// fresh), and on the other instances through Broadcast, sent in the background.

// Invalidate drops every page carrying any of the tags, here and on the other instances.
// Call it after the change is committed. A nil cache (turned off) does nothing.
func (pc *Cache) Invalidate(ctx context.Context, tags ...string) {
	if pc == nil || len(tags) == 0 {
		return
	}
	pc.drop(tags)
	pc.broadcast(tags, false)
}

// Flush drops every page, here and on the other instances: for a change that shows on
// any page (the points table).
func (pc *Cache) Flush(ctx context.Context) {
	if pc == nil {
		return
	}
	pc.Forget()
	pc.broadcast(nil, true)
}

// Forget drops every page of this instance only: when it may have missed invalidations
// (its listening connection was lost).
func (pc *Cache) Forget() {
	pc.flushedAt.Store(pc.seq.Add(1))
	pc.pages.InvalidateAll()
	pc.private.InvalidateAll()
}

// Receive applies another instance's broadcast.
func (pc *Cache) Receive(message string) {
	from, tags, _ := strings.Cut(message, " ")
	if from == pc.id || tags == "" {
		return
	}
	if tags == flushAll {
		pc.Forget()
		return
	}
	pc.drop(strings.Fields(tags))
}

// outbox gathers invalidations for one sender: a burst (every company after a points
// table change) goes out as a few messages, and no request waits for one.
type outbox struct {
	mu      sync.Mutex
	tags    []string
	all     bool
	sending bool
}

const flushAll = "*"

// maxMessage keeps a broadcast within what PostgreSQL's NOTIFY carries.
const maxMessage = 7999

// broadcast queues tags (or everything) for the other instances and makes sure a sender
// runs.
func (pc *Cache) broadcast(tags []string, all bool) {
	if pc.cfg.Broadcast == nil {
		return
	}
	o := &pc.out
	o.mu.Lock()
	defer o.mu.Unlock()
	o.tags = append(o.tags, tags...)
	o.all = o.all || all
	if !o.sending {
		o.sending = true
		go pc.send()
	}
}

// send broadcasts what the outbox holds until it is empty.
func (pc *Cache) send() {
	for {
		o := &pc.out
		o.mu.Lock()
		tags, all := o.tags, o.all
		o.tags, o.all = nil, false
		if len(tags) == 0 && !all {
			o.sending = false
			o.mu.Unlock()
			return
		}
		o.mu.Unlock()
		for _, msg := range messages(pc.id, tags, all) {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			if err := pc.cfg.Broadcast(ctx, msg); err != nil {
				// The other instances keep their copies until TTL at most.
				pc.cfg.Log.Warn("pagecache: broadcast invalidation", "err", err)
			}
			cancel()
		}
	}
}

// messages packs tags into broadcasts of at most maxMessage bytes: "<instance> <tags...>",
// or "<instance> *" for everything.
func messages(id string, tags []string, all bool) []string {
	if all {
		return []string{id + " " + flushAll}
	}
	var out []string
	var b strings.Builder
	for _, t := range tags {
		if b.Len() > 0 && b.Len()+1+len(t) > maxMessage {
			out = append(out, b.String())
			b.Reset()
		}
		if b.Len() == 0 {
			b.WriteString(id)
		}
		b.WriteByte(' ')
		b.WriteString(t)
	}
	if b.Len() > 0 {
		out = append(out, b.String())
	}
	return out
}

// drop marks the tags changed now: pages born before are stale from here on.
func (pc *Cache) drop(tags []string) {
	at := pc.seq.Add(1)
	for _, t := range tags {
		pc.tagAt.Store(t, at)
	}
}

// fresh reports whether nothing the page shows changed since its request started.
func (pc *Cache) fresh(p *page) bool {
	if p.born < pc.flushedAt.Load() {
		return false
	}
	for _, t := range p.tags {
		if at, ok := pc.tagAt.Load(t); ok && at.(uint64) > p.born {
			return false
		}
	}
	return true
}
