package audit_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/db/dbtest"
)

func TestAnEntryIsKeptOnlyWithItsChange(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	log := audit.New(pool, func() time.Time { return now })
	admin := audit.Actor{ID: uuid.New(), Label: "admin@example.com", RequestID: "req-1"}
	approve := audit.Entry{Action: "profile.review.approve", ObjectType: "profile", ObjectID: "p1",
		ObjectLabel: "Harbour Wind", Before: map[string]any{"status": "pending", "version": 3},
		After: map[string]any{"status": "approved", "version": 3}}

	require.NoError(t, db.InTx(ctx, pool, func(tx pgx.Tx) error { return log.Record(ctx, tx, admin, approve) }))
	failed := errors.New("the change failed")
	err := db.InTx(ctx, pool, func(tx pgx.Tx) error {
		require.NoError(t, log.Record(ctx, tx, admin, audit.Entry{Action: "profile.review.reject", ObjectType: "profile", ObjectID: "p2"}))
		return failed
	})
	require.ErrorIs(t, err, failed)

	page, err := log.List(ctx, audit.Filter{})
	require.NoError(t, err)
	require.EqualValues(t, 1, page.Total, "the rolled-back change left no entry")
	got := page.Entries[0]
	require.Equal(t, now, got.At.UTC())
	require.Equal(t, admin, got.Actor)
	require.Equal(t, "Harbour Wind", got.Entry.ObjectLabel)
	require.Equal(t, map[string]audit.Pair{"status": {Before: `"pending"`, After: `"approved"`}}, got.Changes)
}

func TestAnEntryNeedsWhatItActedOn(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	log := audit.New(pool, time.Now)
	err := db.InTx(ctx, pool, func(tx pgx.Tx) error {
		return log.Record(ctx, tx, audit.System("cli"), audit.Entry{Action: "account.role.grant", ObjectType: "user"})
	})
	require.ErrorContains(t, err, "needs an action, an object type and an id")
}

func TestTheLogFiltersAndPages(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := dbtest.New(t)
	at := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	log := audit.New(pool, func() time.Time { return at })
	ann := audit.Actor{ID: uuid.New(), Label: "ann@example.com"}
	bob := audit.Actor{ID: uuid.New(), Label: "bob@example.com"}
	for i := 0; i < audit.PageSize+5; i++ {
		at = at.Add(time.Hour)
		who, action, object := ann, "profile.review.approve", "profile"
		if i%5 == 0 {
			who, action, object = bob, "account.user.disable", "user"
		}
		require.NoError(t, db.InTx(ctx, pool, func(tx pgx.Tx) error {
			return log.Record(ctx, tx, who, audit.Entry{Action: action, ObjectType: object,
				ObjectID: uuid.NewString(), ObjectLabel: "Company 100%_" + action})
		}))
	}
	count := func(f audit.Filter) int64 {
		p, err := log.List(ctx, f)
		require.NoError(t, err)
		return p.Total
	}
	require.EqualValues(t, audit.PageSize+5, count(audit.Filter{}))
	require.EqualValues(t, 11, count(audit.Filter{ActorID: bob.ID}))
	require.EqualValues(t, 11, count(audit.Filter{Action: "account."}))
	require.EqualValues(t, 0, count(audit.Filter{Action: "account_"}), "a filter is no pattern")
	require.EqualValues(t, 44, count(audit.Filter{ObjectType: "profile"}))
	require.EqualValues(t, 11, count(audit.Filter{Text: "BOB@"}))
	require.EqualValues(t, 44, count(audit.Filter{Text: "100%_profile"}))
	require.EqualValues(t, 10, count(audit.Filter{Since: time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC),
		Until: time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)}), "since is inclusive, until exclusive")

	first, err := log.List(ctx, audit.Filter{})
	require.NoError(t, err)
	require.Len(t, first.Entries, audit.PageSize)
	require.Equal(t, 2, first.Pages)
	require.True(t, first.Entries[0].At.After(first.Entries[1].At), "newest first")
	far, err := log.List(ctx, audit.Filter{Page: 300_000_000})
	require.NoError(t, err, "a huge page is clamped, not a negative offset")
	require.Empty(t, far.Entries)
}
