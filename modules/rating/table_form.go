package rating

import (
	"context"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/rating/views"
)

// readTableForm reads the editor's form: what was typed by path, and the points of the
// entries that are whole numbers. An entry that is not is a problem of its field.
func readTableForm(c fiber.Ctx) (web.Form, map[string]int) {
	f, points := web.NewForm(), map[string]int{}
	for _, p := range Paths() {
		raw := strings.TrimSpace(c.FormValue(p))
		f.Set(p, raw)
		n, err := strconv.Atoi(raw)
		switch {
		case raw == "":
			f.Errors.Add(p, "rating.table.error.missing", nil)
		case err != nil:
			f.Errors.Add(p, "rating.table.error.number", nil)
		default:
			points[p] = n
		}
	}
	return f, points
}

// takeRefusal puts a refused save's problems into the form: the table's own problem (its
// best path) is the form's message, the others are their fields'.
func takeRefusal(f *web.Form, e *web.Error) {
	for _, p := range e.Fields.Paths() {
		m, _ := e.Fields.Get(p)
		if p == TableProblem {
			f.Fail(m.Key, m.Data)
			continue
		}
		f.Errors.Add(p, m.Key, m.Data)
	}
}

// tableForm builds the editor's view model around the form; typed is the table of its
// entries as typed (TableAsTyped), whose best path the page shows (docs/rating.md, "The
// editor"), naming the entries that take it past the limit (those raised from saved).
func tableForm(ctx context.Context, version int, f web.Form, typed, saved Table) views.TableForm {
	m := views.TableForm{Form: f, Action: TablePath, Version: version, MaxTotal: MaxTotal,
		Stages: []string{"rating.stage.defined", "rating.stage.planning", "rating.stage.not_needed"}}
	m.Figure = bestPathFigure(ctx, typed, saved)
	for _, p := range [][2]string{{KeySignUp, "rating.key.sign_up"}, {KeyCompanyProfile, "rating.key.company_profile"},
		{KeyGreenRoom, "rating.key.green_room"}} {
		m.Plain = append(m.Plain, views.Cell{Path: p[0], Label: web.T(ctx, p[1])})
	}
	for _, s := range Sections {
		row := views.Row{Label: "profile.section." + s.Slug() + ".title"}
		for _, st := range Stages {
			path := s.Key() + "." + string(st)
			if s == Accreditations && st == Defined {
				var cells []views.Cell
				for _, a := range AccreditationTypes {
					cells = append(cells, views.Cell{Path: path + "." + a.Key(), Label: web.T(ctx, "rating.accreditation."+a.Key())})
				}
				row.Cells = append(row.Cells, cells)
				continue
			}
			name := web.T(ctx, row.Label) + " · " + web.T(ctx, "rating.stage."+st.Slug())
			row.Cells = append(row.Cells, []views.Cell{{Path: path, Label: name}})
		}
		m.Sections = append(m.Sections, row)
	}
	m.Form.Labels = entryLabels(ctx)
	return m
}

// bestPathFigure is the best path of the table as typed and, past the limit, the entries
// that take it there, named.
func bestPathFigure(ctx context.Context, typed, saved Table) views.BestPathFigure {
	b := views.BestPathFigure{Total: BestPath(typed), Max: MaxTotal, Preview: tablePreview}
	labels := entryLabels(ctx)
	for _, p := range PastTheLimit(typed, saved) {
		b.PastLimit = append(b.PastLimit, labels[p])
	}
	return b
}

// entryLabels name every entry of the table in full, for the error summary and the figure:
// "Carbon accounting · Yes, done".
func entryLabels(ctx context.Context) map[string]string {
	out := map[string]string{KeySignUp: web.T(ctx, "rating.key.sign_up"), KeyCompanyProfile: web.T(ctx, "rating.key.company_profile"),
		KeyGreenRoom: web.T(ctx, "rating.key.green_room")}
	for _, s := range Sections {
		section := web.T(ctx, "profile.section."+s.Slug()+".title")
		for _, st := range Stages {
			path, name := s.Key()+"."+string(st), section+" · "+web.T(ctx, "rating.stage."+st.Slug())
			if s == Accreditations && st == Defined {
				for _, a := range AccreditationTypes {
					out[path+"."+a.Key()] = name + " · " + web.T(ctx, "rating.accreditation."+a.Key())
				}
				continue
			}
			out[path] = name
		}
	}
	return out
}
