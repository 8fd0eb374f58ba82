package vsme

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/store"
)

// ErrEntryConflict is a form's save refused because the report changed since the form was
// filled (docs/vsme.md, "Forms").
var ErrEntryConflict = web.Conflict("vsme.entry.conflict")

// EntryReport is the company's report of a year with its version, or a new empty report of
// that year (version 0) when there is none yet: the calendar year, in euros.
func (s *Service) EntryReport(ctx context.Context, profileID uuid.UUID, year int) (*report.Report, int, error) {
	row, err := s.q.GetReportByYear(ctx, store.GetReportByYearParams{ProfileID: profileID, Year: int32(year)})
	if errors.Is(err, pgx.ErrNoRows) {
		y := strconv.Itoa(year)
		return &report.Report{Period: report.Period{Start: y + "-01-01", End: y + "-12-31"}, Currency: "EUR"}, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	r, err := decode(row.Data)
	return r, int(row.Version), err
}

// SaveEntry stores a year's report as a form changed it, if it is still at version (0: the
// year has no report yet); otherwise ErrEntryConflict and nothing is saved.
func (s *Service) SaveEntry(ctx context.Context, profileID uuid.UUID, year, version int, r *report.Report) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if version == 0 {
		_, err = s.q.InsertReportIfAbsent(ctx, store.InsertReportIfAbsentParams{ProfileID: profileID, Year: int32(year), Data: data})
	} else {
		_, err = s.q.UpdateReportAtVersion(ctx, store.UpdateReportAtVersionParams{ProfileID: profileID, Year: int32(year),
			Data: data, Version: int32(version)})
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return ErrEntryConflict
	}
	if err != nil {
		return err
	}
	return s.refreshPublic(ctx, profileID, year, r)
}

// ProfileFacts is what the company's profile says that a report asks for (docs/vsme.md,
// "Prefill"): read through ServiceDeps.ProfileFacts.
type ProfileFacts struct {
	Name      string
	Country   string // ISO 3166 alpha-2
	Industry  string // app/reference's industry key
	Employees *int
}

// entityNameKey is the prefill's key for the report's entity name (not a datapoint).
const entityNameKey = "entity.name"

// Prefill is what the profile fills into a form where the report has no value, by concept.
func (s *Service) Prefill(ctx context.Context, userID uuid.UUID) (map[string]string, error) {
	out := map[string]string{}
	if s.profileFacts == nil {
		return out, nil
	}
	p, err := s.profileFacts(ctx, userID)
	if web.IsNotFound(err) {
		return out, nil // no profile yet: nothing to prefill
	}
	if err != nil {
		return out, err
	}
	out[entityNameKey] = p.Name
	if p.Country != "" {
		out["vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets"] = "country:" + strings.ToUpper(p.Country)
	}
	if p.Employees != nil && *p.Employees >= 0 {
		out["vsme:NumberOfEmployees"] = strconv.Itoa(*p.Employees)
	}
	return out, nil
}
