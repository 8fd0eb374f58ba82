package profile

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/i18n"
	"greenconnect/app/web"
)

// POST /admin/guidance/{section}: the section's help text in each language, as of the
// version the admin saw; a save made since is a 409 showing what was typed, and saving
// again replaces it (docs/profile.md, "Guidance").
func (h *Handler) guidanceSave(c fiber.Ctx) error {
	ctx := c.Context()
	key := c.Params("section")
	f := web.FormFrom(c, i18n.Languages...)
	version, _ := strconv.Atoi(c.FormValue("version"))
	_, err := h.Service.SaveGuidance(ctx, web.AuditActor(ctx), key, version, f.Values)
	switch e := web.AsError(err); {
	case err == nil:
		h.Sessions.AddFlash(ctx, web.Success("profile.guidance.saved"))
		return web.Redirect(c, GuidancePath)
	case f.Take(err):
		return h.renderGuidance(c, e.Status, key, version, f, false)
	case e.Status == fiber.StatusConflict:
		cur, err := h.Service.GuidanceOf(ctx, key)
		if err != nil {
			return err
		}
		return h.renderGuidance(c, fiber.StatusConflict, key, cur.Version, f, true) // a second save is a deliberate overwrite
	default:
		return err
	}
}
