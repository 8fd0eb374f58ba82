package rating

import (
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/rating/views"
	"greenconnect/templates"
)

// GET /admin/green-rating: the editor with the current table.
func (h *Handler) editPage(c fiber.Ctx) error {
	v, err := h.svc.Table(c.Context())
	if err != nil {
		return err
	}
	values := map[string]string{}
	for p, n := range v.Table.Points() {
		values[p] = strconv.Itoa(n)
	}
	return h.render(c, fiber.StatusOK, tableForm(c, v.Version, values, nil, BestPath(v.Table)))
}

// POST /admin/green-rating: save, or show the form again with what was typed and why not.
func (h *Handler) editSave(c fiber.Ctx) error {
	ctx := c.Context()
	version, _ := strconv.Atoi(c.FormValue("version"))
	values, points, errs := map[string]string{}, map[string]int{}, map[string]string{}
	for _, p := range Paths() {
		raw := strings.TrimSpace(c.FormValue(p))
		values[p] = raw
		n, err := strconv.Atoi(raw)
		if err != nil {
			errs[p] = "rating.table.error.number"
			if raw == "" {
				errs[p] = "rating.table.error.missing"
			}
			continue
		}
		points[p] = n
	}
	if len(errs) > 0 {
		return h.refuse(c, fiber.StatusUnprocessableEntity, tableForm(c, version, values, web.Invalid(fieldErrors(errs, nil)), 0))
	}
	v, err := h.svc.SaveTable(ctx, points, version, web.CurrentUser(ctx).ID)
	if e := web.AsError(err); err != nil && (e.Status == fiber.StatusUnprocessableEntity || e.Status == fiber.StatusConflict) {
		f := tableForm(c, version, values, e, 0)
		if e.Status == fiber.StatusConflict {
			cur, err := h.svc.Table(ctx)
			if err != nil {
				return err
			}
			f.Conflict, f.Version = true, cur.Version // a second save is a deliberate overwrite
		}
		return h.refuse(c, e.Status, f)
	}
	if err != nil {
		return err
	}
	if !web.IsHTMX(c) {
		h.sessions.AddFlash(ctx, web.Success("rating.table.saved"))
		return web.Redirect(c, "/admin/green-rating")
	}
	web.Snackbar(c, web.Success("rating.table.saved"))
	values = map[string]string{}
	for p, n := range v.Table.Points() {
		values[p] = strconv.Itoa(n)
	}
	return h.render(c, fiber.StatusOK, tableForm(c, v.Version, values, nil, BestPath(v.Table)))
}

// refuse answers a save that was not made: the form again, and for htmx a snackbar
// (seed §8: save-error in the error colour).
func (h *Handler) refuse(c fiber.Ctx, status int, f views.TableForm) error {
	if web.IsHTMX(c) {
		web.Snackbar(c, web.Failure("rating.table.save_error"))
	}
	return h.render(c, status, f)
}

func (h *Handler) render(c fiber.Ctx, status int, f views.TableForm) error {
	return templates.Render(c, templates.Page{
		Title: web.T(c.Context(), "rating.table.title"), Status: status,
		Body: views.TablePage(f), Fragment: views.TableEditor(f),
	})
}

// tableForm builds the editor's view model; e carries the problems of a refused save.
func tableForm(c fiber.Ctx, version int, values map[string]string, e *web.Error, best int) views.TableForm {
	ctx := c.Context()
	msg := func(path string) string {
		if e == nil {
			return ""
		}
		if m, ok := e.Fields.Get(path); ok {
			return m.Text(ctx)
		}
		return ""
	}
	cell := func(path, label string) views.Cell {
		return views.Cell{Path: path, Label: label, Value: values[path], Error: msg(path)}
	}
	f := views.TableForm{Version: version, BestPath: best,
		Stages: []string{"rating.stage.defined", "rating.stage.planning", "rating.stage.not_needed"}}
	if e != nil && e.Fields.Has("table") {
		f.Message = msg("table")
	}
	for _, p := range [][2]string{{KeySignUp, "rating.key.sign_up"}, {KeyCompanyProfile, "rating.key.company_profile"},
		{KeyGreenRoom, "rating.key.green_room"}} {
		f.Plain = append(f.Plain, cell(p[0], web.T(ctx, p[1])))
	}
	for _, s := range Sections {
		row := views.RowModel{Label: "profile.section." + s.Slug() + ".title"}
		for _, st := range Stages {
			name := web.T(ctx, row.Label) + " · " + web.T(ctx, "rating.stage."+st.Slug())
			path := s.Key() + "." + string(st)
			if s == Accreditations && st == Defined {
				var cells []views.Cell
				for _, a := range AccreditationTypes {
					cells = append(cells, cell(path+"."+a.Key(), web.T(ctx, "rating.accreditation."+a.Key())))
				}
				row.Cells = append(row.Cells, cells)
				continue
			}
			row.Cells = append(row.Cells, []views.Cell{cell(path, name)})
		}
		f.Sections = append(f.Sections, row)
	}
	return f
}
