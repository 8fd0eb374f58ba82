package rating

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/rating/views"
	"greenconnect/templates"
)

// GET /admin/green-rating: the editor with the current table.
func (h *Handler) tableEdit(c fiber.Ctx) error {
	v, err := h.Service.Table(c.Context())
	if err != nil {
		return err
	}
	return h.renderTable(c, fiber.StatusOK, tableForm(c.Context(), v.Version, savedTable(v.Table), v.Table, v.Table))
}

func (h *Handler) renderTable(c fiber.Ctx, status int, f views.TableForm) error {
	return templates.Render(c, templates.Page{
		Title: web.T(c.Context(), "rating.table.title"), Status: status,
		Body: views.TablePage(f), Fragment: views.TableEditor(f),
	})
}

// savedTable is the form filled with a table's points.
func savedTable(t Table) web.Form {
	f := web.NewForm()
	for p, n := range t.Points() {
		f.Set(p, strconv.Itoa(n))
	}
	return f
}
