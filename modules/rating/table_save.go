package rating

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/rating/views"
)

// POST /admin/green-rating: save, or show the form again with what was typed and why not.
func (h *Handler) tableSave(c fiber.Ctx) error {
	ctx := c.Context()
	version, _ := strconv.Atoi(c.FormValue("version"))
	f, points := readTableForm(c)
	saved, err := h.Service.Table(ctx)
	if err != nil {
		return err
	}
	typed := TableAsTyped(points) // the figure beside a refusal is the form's, never 0
	if f.Failed() {
		return h.refuse(c, fiber.StatusUnprocessableEntity, tableForm(c.Context(), version, f, typed, saved.Table))
	}
	v, err := h.Service.SaveTable(ctx, web.AuditActor(ctx), points, version)
	if e := web.AsError(err); err != nil && (e.Status == fiber.StatusUnprocessableEntity || e.Status == fiber.StatusConflict) {
		takeRefusal(&f, e)
		m := tableForm(c.Context(), version, f, typed, saved.Table)
		if e.Status == fiber.StatusConflict {
			cur, err := h.Service.Table(ctx)
			if err != nil {
				return err
			}
			m.Version = cur.Version // a second save is a deliberate overwrite
			m.Form.Conflict = &web.SaveConflict{Text: web.Msg{Key: "rating.table.conflict"}, ReloadHref: TablePath, Overwrite: true}
		}
		return h.refuse(c, e.Status, m)
	}
	if err != nil {
		return err
	}
	if !web.IsHTMX(c) {
		h.Sessions.AddFlash(ctx, web.Success("rating.table.saved"))
		return web.Redirect(c, TablePath)
	}
	web.Snackbar(c, web.Success("rating.table.saved"))
	return h.renderTable(c, fiber.StatusOK, tableForm(c.Context(), v.Version, savedTable(v.Table), v.Table, v.Table))
}

// refuse answers a save that was not made: the form again, and for htmx a snackbar in the
// error colour (docs/rating.md, "The editor").
func (h *Handler) refuse(c fiber.Ctx, status int, f views.TableForm) error {
	if web.IsHTMX(c) {
		web.Snackbar(c, web.Failure("rating.table.save_error"))
	}
	return h.renderTable(c, status, f)
}
