package account

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/methods/{provider}/remove: unlinks a provider, unless it is the account's last way to sign in.
func (h *Handler) methodRemove(c fiber.Ctx) error {
	ctx := c.Context()
	err := h.Service.Unlink(ctx, web.CurrentUser(ctx).ID, c.Params("provider"))
	var we *web.Error
	if errors.As(err, &we) && we.Code == CodeNoSignInMethodRemain {
		h.Sessions.AddFlash(ctx, web.Failure(we.Key))
		return web.Redirect(c, settingsMethodsSection)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.methods.removed"))
	return web.Redirect(c, settingsMethodsSection)
}
