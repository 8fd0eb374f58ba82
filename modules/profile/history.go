package profile

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// The rating's history (docs/profile.md, "Rating history"): every published rating is kept
// with the version of the points table that made it and each section's answer and points, so
// each step can say what changed.

// History causes.
const (
	historyPublish = "publish" // the company published (or an admin approved) its profile
	historyTable   = "table"   // admins changed the points table: the rating was recomputed
)

type historySection struct {
	Stage  string `json:"stage"`
	Points int    `json:"points"`
}

// HistoryStep is one published rating and what changed since the one before.
type HistoryStep struct {
	At           time.Time    `json:"at"`
	Total        int          `json:"total"`
	Level        rating.Level `json:"level"`
	Active       bool         `json:"active"`
	TableVersion int          `json:"tableVersion"`
	// What changed since the step before (none for the first): the sections whose answer
	// changed, those whose points moved with the same answer (a time rule), and whether the
	// points table changed.
	Answers   []string `json:"answers"`   // section keys
	TimeRules []string `json:"timeRules"` // section keys
	Table     bool     `json:"tableChanged"`
}

// recordRating keeps the rating of row's published snapshot, inside tx.
func (s *Service) recordRating(ctx context.Context, tx pgx.Tx, row store.CompanyProfile, cause string) error {
	if len(row.PublishedRecord) == 0 {
		return nil
	}
	content, err := publicContent(row)
	if err != nil {
		return err
	}
	tbl, err := s.ratings.Table(ctx)
	if err != nil {
		return err
	}
	res, err := s.rate(ctx, row.ID, content, tbl.Table)
	if err != nil {
		return err
	}
	secs := map[string]historySection{}
	for _, sec := range rating.Sections {
		r := res.Sections[sec]
		secs[sec.Key()] = historySection{Stage: r.Stage.Slug(), Points: r.Points}
	}
	raw, err := json.Marshal(secs)
	if err != nil {
		return err
	}
	return s.q.WithTx(tx).InsertRatingHistory(ctx, store.InsertRatingHistoryParams{ProfileID: row.ID, At: s.now(),
		Cause: cause, Total: int32(res.Total), Level: string(res.Level), Active: res.Active,
		TableVersion: int32(tbl.Version), Sections: raw})
}

// History is a profile's published ratings, oldest first, each with what changed.
func (s *Service) History(ctx context.Context, profileID uuid.UUID) ([]HistoryStep, error) {
	rows, err := s.q.ListRatingHistory(ctx, profileID)
	if err != nil {
		return nil, err
	}
	out := make([]HistoryStep, 0, len(rows))
	var prev map[string]historySection
	for i, r := range rows {
		var secs map[string]historySection
		if err := decodeStored(r.Sections, &secs); err != nil {
			return nil, err
		}
		st := HistoryStep{At: r.At, Total: int(r.Total), Level: rating.Level(r.Level), Active: r.Active,
			TableVersion: int(r.TableVersion)}
		if i > 0 {
			st.Table = r.TableVersion != rows[i-1].TableVersion
			for _, sec := range rating.Sections {
				a, b := prev[sec.Key()], secs[sec.Key()]
				switch {
				case a.Stage != b.Stage:
					st.Answers = append(st.Answers, sec.Key())
				case a.Points != b.Points && !st.Table:
					st.TimeRules = append(st.TimeRules, sec.Key())
				}
			}
		}
		prev = secs
		out = append(out, st)
	}
	return out, nil
}

// rerateArgs adds a step to the history of every public profile after a points table
// change: its rating recomputed under the new version (docs/profile.md, "Rating history").
// A job, so that the admin's save does not wait for thousands of companies.
type rerateArgs struct {
	TableVersion int `json:"table_version"`
}

func (rerateArgs) Kind() string { return "profile_rerate_history" }

type rerateWorker struct {
	river.WorkerDefaults[rerateArgs]
	svc *Service
}

// Timeout lets a directory of many companies take longer than the queue's default minute.
func (w *rerateWorker) Timeout(*river.Job[rerateArgs]) time.Duration { return 30 * time.Minute }

func (w *rerateWorker) Work(ctx context.Context, job *river.Job[rerateArgs]) error {
	return w.svc.rerate(ctx, job.Args.TableVersion)
}

// rerate records, for each public profile without a step under version yet, its rating
// under the current table, one transaction each; the pages that show a history drop.
func (s *Service) rerate(ctx context.Context, version int) error {
	ids, err := s.q.ListProfilesToRerate(ctx, int32(version))
	if err != nil {
		return err
	}
	for _, id := range ids {
		err := db.InTx(ctx, s.pool, func(tx pgx.Tx) error {
			row, err := s.q.WithTx(tx).GetProfile(ctx, id)
			if err != nil {
				return err
			}
			return s.recordRating(ctx, tx, row, historyTable)
		})
		if err != nil {
			return err // retried by the queue: the profiles done are not done again
		}
	}
	s.changed(ctx, ids...)
	return nil
}

// historyView is the history as pages show it; nil when it is empty.
func historyView(ctx context.Context, steps []HistoryStep) *views.HistoryView {
	if len(steps) == 0 {
		return nil
	}
	h := &views.HistoryView{MethodHref: rating.MethodPath, Chart: templates.Chart{ID: "rating-history",
		Kind: templates.ChartLine, Title: web.T(ctx, "profile.history.chart"), Label: web.T(ctx, "profile.history.date"),
		Value: web.T(ctx, "profile.history.total"), Max: rating.MaxTotal}}
	// The chart has a point a day, the day's last total; the table has every step, told
	// apart by its time when a day has several (docs/profile.md, "Rating history").
	dates := stepDates(ctx, steps)
	for i, st := range steps {
		day := localDate(ctx, st.At)
		if i+1 < len(steps) && localDate(ctx, steps[i+1].At) == day {
			continue
		}
		h.Chart.Points = append(h.Chart.Points, templates.ChartPoint{Label: day, Value: float64(st.Total),
			Mark: i == len(steps)-1})
	}
	for i, st := range steps {
		date := dates[i]
		row := views.HistoryRow{Date: date, Total: st.Total, Level: st.Level.MessageKey(),
			Version: web.T(ctx, "profile.history.version", map[string]any{"Version": st.TableVersion})}
		var changes []string
		if i == 0 {
			changes = append(changes, web.T(ctx, "profile.history.first"))
		}
		if st.Table {
			changes = append(changes, web.T(ctx, "profile.history.table_changed"))
		}
		for _, key := range st.Answers {
			changes = append(changes, web.T(ctx, "profile.history.answer", map[string]any{
				"Section": web.T(ctx, "profile.section."+SectionSlug(key)+".title")}))
		}
		for _, key := range st.TimeRules {
			changes = append(changes, web.T(ctx, "profile.history.time_rule", map[string]any{
				"Section": web.T(ctx, "profile.section."+SectionSlug(key)+".title")}))
		}
		if len(changes) == 0 {
			changes = append(changes, web.T(ctx, "profile.history.same"))
		}
		row.Changes = strings.Join(changes, "; ")
		h.Rows = append([]views.HistoryRow{row}, h.Rows...)
	}
	return h
}

// stepDates are the steps' dates as the table writes them: the day; with the time when the
// day has several steps, and with the seconds when the minute has several.
func stepDates(ctx context.Context, steps []HistoryStep) []string {
	loc := web.ShellFrom(ctx).Loc
	days, minutes := map[string]int{}, map[string]int{}
	for _, st := range steps {
		days[loc.Date(st.At)]++
		minutes[loc.DateTime(st.At)]++
	}
	out := make([]string, len(steps))
	for i, st := range steps {
		switch {
		case minutes[loc.DateTime(st.At)] > 1:
			out[i] = loc.Date(st.At) + " " + st.At.Format("15:04:05")
		case days[loc.Date(st.At)] > 1:
			out[i] = loc.DateTime(st.At)
		default:
			out[i] = loc.Date(st.At)
		}
	}
	return out
}

// ProfileExport is the profile's part of a user's data export (docs/accounts.md, "Your data").
type ProfileExport struct {
	Record               Record                `json:"record"`    // the working copy, with billing and history fields
	Published            json.RawMessage       `json:"published"` // the published snapshot, null before any publish
	Files                []FileRef             `json:"files"`
	History              []HistoryStep         `json:"ratingHistory"`
	VerificationRequests []VerificationRequest `json:"verificationRequests"`
}

// Export is the user's profile, everything the site keeps of it.
func (s *Service) Export(ctx context.Context, userID uuid.UUID) (any, error) {
	row, err := s.byUser(ctx, userID)
	if err != nil {
		return nil, err
	}
	rec, err := s.recordAs(ctx, row, working, loadAll)
	if err != nil {
		return nil, err
	}
	out := ProfileExport{Record: rec, Published: json.RawMessage("null"), Files: []FileRef{},
		VerificationRequests: []VerificationRequest{}}
	if len(row.PublishedRecord) > 0 {
		out.Published = row.PublishedRecord
	}
	for _, f := range rec.files {
		out.Files = append(out.Files, f)
	}
	if out.History, err = s.History(ctx, row.ID); err != nil {
		return nil, err
	}
	reqs, err := s.q.ListVerificationRequestsOf(ctx, row.ID)
	if err != nil {
		return nil, err
	}
	for _, r := range reqs {
		out.VerificationRequests = append(out.VerificationRequests, VerificationRequest{VerificationRequest: r,
			CompanyName: rec.Company.CompanyName})
	}
	return out, nil
}
