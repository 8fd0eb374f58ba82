// Package vsme keeps a company's VSME report (the EU's voluntary sustainability standard for
// non-listed SMEs, basic module B1–B11) year after year: it imports EFRAG's digital template or
// an xBRL-JSON report after the owner confirms, shows the report by disclosure beside earlier
// years, exports Inline XBRL, xBRL-JSON, the template and CSV, and shares a report through
// expiring links (docs/vsme.md).
package vsme

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/store"
)

// Messages are the module's translations.
//
//go:embed i18n/*.toml
var Messages embed.FS

// MaxUpload is the largest file an import takes (the blank template alone is 0.8 MB).
const MaxUpload = 10 << 20

// importKeep is how long an unconfirmed import waits.
const importKeep = 24 * time.Hour

// ServiceDeps is what the service needs.
type ServiceDeps struct {
	Pool *pgxpool.Pool
	// Reads sends a public page's reads to a replica when it asks (app/db); nil: the pool.
	Reads *db.Reads
	// ProfileOf is the company profile of a user (the profile module's).
	ProfileOf func(ctx context.Context, userID uuid.UUID) (uuid.UUID, error)
	// ProfileFacts is what the user's company profile says that a form prefills (optional).
	ProfileFacts func(ctx context.Context, userID uuid.UUID) (ProfileFacts, error)
	Now          func() time.Time
}

// Service is the module's API.
type Service struct {
	q            *store.Queries
	profileOf    func(ctx context.Context, userID uuid.UUID) (uuid.UUID, error)
	profileFacts func(ctx context.Context, userID uuid.UUID) (ProfileFacts, error)
	now          func() time.Time
	onChange     func(ctx context.Context, tags ...string)
}

// OnChange is called with the tags of the public pages a change shows on (the benchmark),
// after it is saved (docs/conventions.md, "Public pages").
func (s *Service) OnChange(f func(ctx context.Context, tags ...string)) { s.onChange = f }

// NewService returns the service.
func NewService(d ServiceDeps) *Service {
	if d.Now == nil {
		d.Now = time.Now
	}
	return &Service{q: store.New(db.ReadsOr(d.Reads, d.Pool)), profileOf: d.ProfileOf, profileFacts: d.ProfileFacts, now: d.Now}
}

// ProfileOf is the company profile the user owns.
func (s *Service) ProfileOf(ctx context.Context, userID uuid.UUID) (uuid.UUID, error) {
	return s.profileOf(ctx, userID)
}

// Summary is one stored year.
type Summary struct {
	Year      int
	Source    string
	UpdatedAt time.Time
}

// Years lists the company's reports, newest year first.
func (s *Service) Years(ctx context.Context, profileID uuid.UUID) ([]Summary, error) {
	rows, err := s.q.ListReports(ctx, profileID)
	out := make([]Summary, 0, len(rows))
	for _, r := range rows {
		out = append(out, Summary{Year: int(r.Year), Source: r.Source, UpdatedAt: r.UpdatedAt})
	}
	return out, err
}

// Report is the company's report of a year, or web.NotFound.
func (s *Service) Report(ctx context.Context, profileID uuid.UUID, year int) (*report.Report, error) {
	row, err := s.q.GetReportByYear(ctx, store.GetReportByYearParams{ProfileID: profileID, Year: int32(year)})
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, web.NotFound()
	}
	if err != nil {
		return nil, err
	}
	return decode(row.Data)
}

// Reports are all the company's reports by year (for earlier years beside the current one).
func (s *Service) Reports(ctx context.Context, profileID uuid.UUID) (map[int]*report.Report, error) {
	rows, err := s.q.ListReportData(ctx, profileID)
	if err != nil {
		return nil, err
	}
	out := map[int]*report.Report{}
	for _, r := range rows {
		rep, err := decode(r.Data)
		if err != nil {
			return nil, err
		}
		out[int(r.Year)] = rep
	}
	return out, nil
}

func decode(b []byte) (*report.Report, error) {
	var r report.Report
	err := json.Unmarshal(b, &r)
	return &r, err
}

// Import is an uploaded file read and waiting for the owner's confirmation.
type Import struct {
	ID       uuid.UUID
	Filename string
	Source   string
	Report   *report.Report
	Issues   []report.Issue
}

// Year is the reporting year the import would be saved as (its period's end), or 0.
func (i Import) Year() int {
	if len(i.Report.Period.End) < 4 {
		return 0
	}
	y, _ := strconv.Atoi(i.Report.Period.End[:4])
	return y
}

// StageImport reads an uploaded template (.xlsx) or xBRL-JSON (.json) and keeps what it read
// until the owner confirms; nothing of the report is saved yet (docs/vsme.md, "Import").
func (s *Service) StageImport(ctx context.Context, profileID uuid.UUID, filename string, r io.Reader) (uuid.UUID, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxUpload+1))
	if err != nil {
		return uuid.Nil, err
	}
	if len(b) > MaxUpload {
		return uuid.Nil, web.InvalidField("file", "vsme.import.too_large", map[string]any{"MB": MaxUpload >> 20})
	}
	var (
		rep    *report.Report
		issues []report.Issue
		source string
	)
	switch {
	case bytes.HasPrefix(b, []byte("PK")):
		source = "template"
		rep, issues, err = report.ImportWorkbook(bytes.NewReader(b))
	case bytes.HasPrefix(bytes.TrimSpace(b), []byte("{")):
		source = "xbrl-json"
		rep, issues, err = report.ReadXBRLJSON(bytes.NewReader(b))
	default:
		return uuid.Nil, web.InvalidField("file", "vsme.import.unknown_file", nil)
	}
	if err != nil || rep == nil {
		return uuid.Nil, web.InvalidField("file", "vsme.import.unreadable", nil)
	}
	if len(rep.Facts) == 0 && len(issues) > 0 && issues[0].Reason == report.ReasonNotTemplate {
		return uuid.Nil, web.InvalidField("file", "vsme.import.unknown_file", nil)
	}
	report.Calculate(rep)
	data, err := json.Marshal(rep)
	if err != nil {
		return uuid.Nil, err
	}
	iss, err := json.Marshal(issues)
	if err != nil {
		return uuid.Nil, err
	}
	_, _ = s.q.DeleteOldImports(ctx, store.DeleteOldImportsParams{ProfileID: profileID, CreatedAt: s.now().Add(-importKeep)})
	name := strings.TrimSpace(filename)
	if len(name) > 200 {
		name = name[:200]
	}
	return s.q.InsertImport(ctx, store.InsertImportParams{ProfileID: profileID, Filename: name, Source: source, Data: data, Issues: iss})
}

// PendingImport is a staged import of the company, or web.NotFound.
func (s *Service) PendingImport(ctx context.Context, profileID, id uuid.UUID) (Import, error) {
	row, err := s.q.GetImport(ctx, store.GetImportParams{ID: id, ProfileID: profileID})
	if errors.Is(err, pgx.ErrNoRows) {
		return Import{}, web.NotFound()
	}
	if err != nil {
		return Import{}, err
	}
	imp := Import{ID: row.ID, Filename: row.Filename, Source: row.Source}
	if imp.Report, err = decode(row.Data); err != nil {
		return imp, err
	}
	err = json.Unmarshal(row.Issues, &imp.Issues)
	return imp, err
}

// ConfirmImport saves a staged import as the report of its year (replacing that year's) and
// returns the year.
func (s *Service) ConfirmImport(ctx context.Context, profileID, id uuid.UUID) (int, error) {
	imp, err := s.PendingImport(ctx, profileID, id)
	if err != nil {
		return 0, err
	}
	year := imp.Year()
	if year == 0 {
		return 0, web.BadRequest("vsme.import.no_period")
	}
	data, err := json.Marshal(imp.Report)
	if err != nil {
		return 0, err
	}
	if _, err := s.q.UpsertReport(ctx, store.UpsertReportParams{ProfileID: profileID, Year: int32(year), Data: data, Source: imp.Source}); err != nil {
		return 0, err
	}
	if err := s.refreshPublic(ctx, profileID, year, imp.Report); err != nil {
		return 0, err
	}
	_, err = s.q.DeleteImport(ctx, store.DeleteImportParams{ID: id, ProfileID: profileID})
	return year, err
}

// CancelImport drops a staged import.
func (s *Service) CancelImport(ctx context.Context, profileID, id uuid.UUID) error {
	_, err := s.q.DeleteImport(ctx, store.DeleteImportParams{ID: id, ProfileID: profileID})
	return err
}
