package vsme

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /my/vsme/shares/:id/revoke: ends a link at once.
func (h *Handler) shareRevoke(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	profileID, err := h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	if err := h.Service.RevokeShare(ctx, profileID, id); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("vsme.share.revoked"))
	back := HomePath
	if y, err := strconv.Atoi(c.Query("year")); err == nil && y >= 1990 && y <= 2200 {
		back = ReportPath(y)
	}
	return web.Redirect(c, back)
}
