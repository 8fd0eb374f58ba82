// Package audit is the audit log: who did what to which object, when, and what it was before
// and after. Every action of an admin or a moderator writes one entry, in the transaction of
// the change it records, so the change and its entry are saved together or not at all
// (docs/audit.md).
package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/store"
)

// Actor is who acts: handlers build it from the request (web.AuditActor) and hand it to the
// service method that changes something, as they hand it any other argument.
type Actor struct {
	ID        uuid.UUID // uuid.Nil: the system, or a command line run without an account
	Label     string    // the actor's email as it is now; the entry keeps it
	RequestID string    // the request's id, which the logs carry too
}

// System is the actor of work nobody asked for in a request: jobs, the command line.
func System(label string) Actor { return Actor{Label: label} }

// Entry is one recorded action.
type Entry struct {
	Action      string // <module>.<noun>.<verb>, e.g. profile.review.approve
	ObjectType  string // "profile", "user", "post", "service", "plan"...
	ObjectID    string
	ObjectLabel string // what a reader recognises: a company's name, an email
	Before      any    // the object's relevant fields before the action (nil: none), as JSON
	After       any    // and after it
	Note        string // the reason the actor gave, if any
}

// Log writes and reads the audit log.
type Log struct {
	q   *store.Queries
	now func() time.Time
}

// New returns the log on pool, dated by now (the app's clock).
func New(pool *pgxpool.Pool, now func() time.Time) *Log {
	return &Log{q: store.New(pool), now: now}
}

// Record writes e for actor inside tx: it is kept only if tx commits.
func (l *Log) Record(ctx context.Context, tx pgx.Tx, actor Actor, e Entry) error {
	if e.Action == "" || e.ObjectType == "" || e.ObjectID == "" {
		return fmt.Errorf("audit: an entry needs an action, an object type and an id: %+v", e)
	}
	before, err := jsonOrNil(e.Before)
	if err != nil {
		return err
	}
	after, err := jsonOrNil(e.After)
	if err != nil {
		return err
	}
	var actorID uuid.NullUUID
	if actor.ID != uuid.Nil {
		actorID = uuid.NullUUID{UUID: actor.ID, Valid: true}
	}
	_, err = l.q.WithTx(tx).InsertAuditEntry(ctx, store.InsertAuditEntryParams{
		At: l.now().UTC(), ActorID: actorID, ActorLabel: actor.Label, Action: e.Action,
		ObjectType: e.ObjectType, ObjectID: e.ObjectID, ObjectLabel: e.ObjectLabel,
		Before: before, After: after, Note: e.Note, RequestID: actor.RequestID,
	})
	if err != nil {
		return fmt.Errorf("audit: record %s: %w", e.Action, err)
	}
	return nil
}

func jsonOrNil(v any) ([]byte, error) {
	if v == nil {
		return nil, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("audit: encode: %w", err)
	}
	return b, nil
}
