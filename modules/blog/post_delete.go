package blog

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /blog/{id}/delete: one of the company's posts deleted (the form asks first).
func (h *Handler) postDelete(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	pid, err := h.ownProfile(ctx)
	if err != nil {
		return err
	}
	if err := h.Service.Delete(ctx, pid, id); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("blog.form.deleted"))
	return web.Redirect(c, MinePath)
}
