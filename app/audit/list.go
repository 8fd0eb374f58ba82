package audit

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/store"
)

// PageSize is how many entries a page of the log shows.
const PageSize = 50

// maxPage keeps OFFSET in an int32 whatever page is asked for.
const maxPage = 100_000

// Filter selects entries; the zero value is every entry. Text matches the actor's or the
// object's label (any part, any case) or an object id exactly.
type Filter struct {
	ActorID    uuid.UUID
	Action     string // a prefix: "profile." is every profile action
	ObjectType string
	ObjectID   string
	Since      time.Time // inclusive
	Until      time.Time // exclusive
	Text       string
	Page       int // from 1
}

// Recorded is an entry as read back.
type Recorded struct {
	ID      int64
	At      time.Time
	Actor   Actor
	Entry   Entry           // Before and After are raw JSON (json.RawMessage), nil when absent
	Changes map[string]Pair // the top-level fields whose value differs between Before and After
}

// Pair is one field's value before and after, as JSON text.
type Pair struct{ Before, After string }

// Page is one page of entries and the number of entries that match in all.
type Page struct {
	Entries []Recorded
	Total   int64
	Page    int
	Pages   int
}

// List returns the page of entries that f selects, newest first.
func (l *Log) List(ctx context.Context, f Filter) (Page, error) {
	page := min(max(f.Page, 1), maxPage)
	p := store.ListAuditEntriesParams{
		ActorID: nullUUID(f.ActorID), Action: textOrNil(f.Action), ObjectType: textOrNil(f.ObjectType),
		ObjectID: textOrNil(f.ObjectID), Since: timeOrNil(f.Since), Until: timeOrNil(f.Until),
		Text: textOrNil(f.Text), Lim: PageSize, Off: int32((page - 1) * PageSize),
	}
	total, err := l.q.CountAuditEntries(ctx, store.CountAuditEntriesParams{
		ActorID: p.ActorID, Action: p.Action, ObjectType: p.ObjectType, ObjectID: p.ObjectID,
		Since: p.Since, Until: p.Until, Text: p.Text,
	})
	if err != nil {
		return Page{}, err
	}
	rows, err := l.q.ListAuditEntries(ctx, p)
	if err != nil {
		return Page{}, err
	}
	out := Page{Total: total, Page: page, Pages: int((total + PageSize - 1) / PageSize), Entries: make([]Recorded, 0, len(rows))}
	for _, r := range rows {
		out.Entries = append(out.Entries, recorded(r))
	}
	return out, nil
}

// Actions lists the actions the log holds, for a filter's choices.
func (l *Log) Actions(ctx context.Context) ([]string, error) { return l.q.ListAuditActions(ctx) }

func recorded(r store.AuditLog) Recorded {
	rec := Recorded{ID: r.ID, At: r.At, Actor: Actor{Label: r.ActorLabel, RequestID: r.RequestID},
		Entry: Entry{Action: r.Action, ObjectType: r.ObjectType, ObjectID: r.ObjectID, ObjectLabel: r.ObjectLabel, Note: r.Note}}
	if r.ActorID.Valid {
		rec.Actor.ID = r.ActorID.UUID
	}
	if r.Before != nil {
		rec.Entry.Before = json.RawMessage(r.Before)
	}
	if r.After != nil {
		rec.Entry.After = json.RawMessage(r.After)
	}
	rec.Changes = changes(r.Before, r.After)
	return rec
}

// changes compares two JSON objects field by field; values that are not objects compare whole
// (under the empty name).
func changes(before, after []byte) map[string]Pair {
	var b, a map[string]json.RawMessage
	if json.Unmarshal(before, &b) != nil || json.Unmarshal(after, &a) != nil {
		if string(before) == string(after) {
			return nil
		}
		return map[string]Pair{"": {Before: string(before), After: string(after)}}
	}
	out := map[string]Pair{}
	for k, v := range b {
		if w, ok := a[k]; !ok || string(w) != string(v) {
			out[k] = Pair{Before: string(v), After: string(a[k])}
		}
	}
	for k, w := range a {
		if _, ok := b[k]; !ok {
			out[k] = Pair{After: string(w)}
		}
	}
	return out
}

func nullUUID(id uuid.UUID) uuid.NullUUID {
	return uuid.NullUUID{UUID: id, Valid: id != uuid.Nil}
}

func textOrNil(s string) *string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	return &s
}

func timeOrNil(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}
