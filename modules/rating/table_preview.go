package rating

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/modules/rating/views"
	"greenconnect/templates"
)

// POST /admin/green-rating/preview: the best path figure of the editor's entries as typed,
// sent by htmx on each change (docs/rating.md, "The editor"). Nothing is saved; without
// JavaScript the save answers the same figure.
func (h *Handler) tablePreview(c fiber.Ctx) error {
	saved, err := h.Service.Table(c.Context())
	if err != nil {
		return err
	}
	_, points := readTableForm(c)
	fig := bestPathFigure(c.Context(), TableAsTyped(points), saved.Table)
	return templates.Render(c, templates.Page{NoStore: true, Body: views.BestPathView(fig), Fragment: views.BestPathView(fig)})
}
