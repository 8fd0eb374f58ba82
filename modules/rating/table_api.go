package rating

import (
	"encoding/json"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// tableAnswer is the answer of GET and POST /api/greenRating: the table in both its JSON
// shapes (docs/rating.md, "The table's JSON"), and the version an edit must name.
type tableAnswer struct {
	GreenRatings map[string]any `json:"greenRatings"`
	TableFormat  []Row          `json:"tableFormat"`
	Version      int            `json:"version"`
}

func answer(v Versioned) tableAnswer {
	return tableAnswer{GreenRatings: v.Table.GreenRatings(), TableFormat: v.Table.TableFormat(), Version: v.Version}
}

// GET /api/greenRating: the current points table. Public: it is how every rating is made.
func (h *Handler) tableAPI(c fiber.Ctx) error {
	v, err := h.Service.Table(c.Context())
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "no-cache")
	return c.JSON(answer(v))
}

// POST /api/greenRating (admins): {version, greenRatings} or {version, tableFormat}.
func (h *Handler) tableSaveAPI(c fiber.Ctx) error {
	var body struct {
		Version      int                        `json:"version"`
		GreenRatings map[string]json.RawMessage `json:"greenRatings"`
		TableFormat  []Row                      `json:"tableFormat"`
	}
	if err := json.Unmarshal(c.Body(), &body); err != nil || body.Version < 1 ||
		(body.GreenRatings == nil) == (body.TableFormat == nil) {
		e := web.InvalidField("body", "rating.table.error.body", nil)
		e.Key = "rating.table.error.body"
		return e
	}
	points, errs := PointsFromTableFormat(body.TableFormat)
	if body.GreenRatings != nil {
		points, errs = PointsFromGreenRatings(body.GreenRatings)
	}
	if err := errs.Err(); err != nil {
		return err
	}
	v, err := h.Service.SaveTable(c.Context(), web.AuditActor(c.Context()), points, body.Version)
	if err != nil {
		return err
	}
	return c.JSON(answer(v))
}
