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
		if p == tableProblem {
			f.Fail(m.Key, m.Data)
			continue
		}
		f.Errors.Add(p, m.Key, m.Data)
	}
}

// tableForm builds the editor's view model around the form.
func tableForm(ctx context.Context, version int, f web.Form, best int) views.TableForm {
	m := views.TableForm{Form: f, Action: TablePath, Version: version, BestPath: best, MaxTotal: MaxTotal,
		Stages: []string{"rating.stage.defined", "rating.stage.planning", "rating.stage.not_needed"}}
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
	return m
}
