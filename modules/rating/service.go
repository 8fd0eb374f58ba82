package rating

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/audit"
	"greenconnect/app/db"
	"greenconnect/app/signal"
	"greenconnect/app/web"
	"greenconnect/modules/rating/store"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// Service is the rating module's API: the current points table and its edits.
type Service struct {
	q     *store.Queries
	pool  *pgxpool.Pool
	audit *audit.Log
	now   func() time.Time
	// last is the table last read, parsed and checked: a read of the same version reuses
	// it (checking a table walks every combination of answers, far too slow per request).
	last atomic.Pointer[Versioned]
	// table keeps the current table in memory while every instance can say it changed
	// (app/signal): most pages rate something, and it costs them no statement.
	table         *signal.Memo[Versioned]
	onTableChange []func(ctx context.Context)
}

// ServiceDeps is what the service needs, set at wiring time.
type ServiceDeps struct {
	Pool    *pgxpool.Pool
	Audit   *audit.Log  // records every change of the points table
	Signals *signal.Hub // tells the other instances the table changed; nil: read on every use
	Now     func() time.Time
}

// NewService returns the service.
func NewService(d ServiceDeps) *Service {
	s := &Service{q: store.New(d.Pool), pool: d.Pool, audit: d.Audit, now: d.Now}
	s.table = signal.NewMemo(d.Signals, tableChannel, s.loadTable)
	return s
}

// tableChannel is where an instance that saved the points table says so (app/signal).
const tableChannel = "gc_rating_table"

// OnTableChange registers f, called after an edit of the points table is saved: every
// rating changed at once.
func (s *Service) OnTableChange(f func(ctx context.Context)) {
	s.onTableChange = append(s.onTableChange, f)
}

// Versioned is the points table with the version an edit must name.
type Versioned struct {
	Table     Table
	Version   int
	UpdatedAt time.Time
}

// Table is the current points table. An edit made on any instance applies everywhere at
// once: each instance keeps the table in memory only while it hears the others' edits
// (signal.Memo), and reads the row otherwise.
func (s *Service) Table(ctx context.Context) (Versioned, error) {
	return s.table.Get(ctx)
}

func (s *Service) loadTable(ctx context.Context) (Versioned, error) {
	row, err := s.q.GetRatingTable(ctx)
	if errors.Is(err, pgx.ErrNoRows) {
		return Versioned{Table: DefaultTable()}, nil
	}
	if err != nil {
		return Versioned{}, err
	}
	if last := s.last.Load(); last != nil && last.Version == int(row.Version) && last.UpdatedAt.Equal(row.UpdatedAt) {
		return *last, nil
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(row.Points, &raw); err != nil {
		return Versioned{}, fmt.Errorf("rating table: %w", err)
	}
	points, errs := PointsFromGreenRatings(raw)
	if errs.Len() > 0 {
		return Versioned{}, fmt.Errorf("rating table: stored entries unreadable: %v", errs.Paths())
	}
	t, errs := TableFromPoints(points)
	if errs.Len() > 0 {
		return Versioned{}, fmt.Errorf("rating table: stored table invalid: %v", errs.Paths())
	}
	v := Versioned{Table: t, Version: int(row.Version), UpdatedAt: row.UpdatedAt}
	s.last.Store(&v)
	return v, nil
}

// SaveTable replaces the points table when version is still the current one; a stale
// version is a conflict. points are by path (see Paths) and are checked first: a refusal is
// a 422 whose fields are by path, and whose message is the table's own problem when that is
// the only one.
func (s *Service) SaveTable(ctx context.Context, actor audit.Actor, points map[string]int, version int) (Versioned, error) {
	t, errs := TableFromPoints(points)
	if errs.Len() > 0 {
		e := web.Invalid(errs)
		if m, ok := errs.Get(TableProblem); ok { // checked once every entry is fine
			e.Key, e.Data = m.Key, m.Data
			saved, err := s.Table(ctx)
			if err != nil {
				return Versioned{}, err
			}
			for _, p := range PastTheLimit(TableAsTyped(points), saved.Table) {
				e.Fields.Add(p, "rating.table.error.past_limit", m.Data)
			}
		}
		return Versioned{}, e
	}
	raw, err := json.Marshal(t.GreenRatings())
	if err != nil {
		return Versioned{}, err
	}
	before, err := s.Table(ctx)
	if err != nil {
		return Versioned{}, err
	}
	var row store.SaveRatingTableRow
	err = db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
		q := s.q.WithTx(tx)
		var err error
		row, err = q.SaveRatingTable(ctx, store.SaveRatingTableParams{
			Points: raw, UpdatedBy: uuid.NullUUID{UUID: actor.ID, Valid: actor.ID != uuid.Nil}, Now: s.now(), Version: int32(version),
		})
		if err != nil {
			return err
		}
		if err := s.table.ChangedTx(ctx, tx); err != nil {
			return err
		}
		// Kept for the published method, and audited: who changed which points, from what.
		if err := q.InsertRatingTableVersion(ctx, store.InsertRatingTableVersionParams{Version: row.Version,
			Points: raw, SavedAt: row.UpdatedAt}); err != nil {
			return err
		}
		if s.audit == nil {
			return nil
		}
		return s.audit.Record(ctx, tx, actor, audit.Entry{Action: "rating.table.save", ObjectType: "points_table",
			ObjectID: strconv.Itoa(int(row.Version)), ObjectLabel: "v" + strconv.Itoa(int(row.Version)),
			Before: before.Table.Points(), After: t.Points()})
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return Versioned{}, web.Conflict("rating.table.conflict")
	}
	if err != nil {
		return Versioned{}, err
	}
	for _, f := range s.onTableChange {
		f(ctx)
	}
	return Versioned{Table: t, Version: int(row.Version), UpdatedAt: row.UpdatedAt}, nil
}

// TableVersion is a saved version of the points table, its points by path.
type TableVersion struct {
	Version int
	SavedAt time.Time
	Points  map[string]int
}

// TableVersions are the latest n versions of the points table, newest first.
func (s *Service) TableVersions(ctx context.Context, n int) ([]TableVersion, error) {
	rows, err := s.q.ListRatingTableVersions(ctx, int32(n))
	if err != nil {
		return nil, err
	}
	out := make([]TableVersion, 0, len(rows))
	for _, r := range rows {
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(r.Points, &raw); err != nil {
			return nil, fmt.Errorf("rating table version %d: %w", r.Version, err)
		}
		points, _ := PointsFromGreenRatings(raw)
		out = append(out, TableVersion{Version: int(r.Version), SavedAt: r.SavedAt, Points: points})
	}
	return out, nil
}
