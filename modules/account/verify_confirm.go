package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /verify/{token}: spends a verification link. It proves the mailbox; signing in is the next
// step, so a link alone never opens a session.
func (h *Handler) verifyConfirm(c fiber.Ctx) error {
	ctx := c.Context()
	v, err := h.Service.VerifyEmail(ctx, c.Params("token"))
	if err != nil {
		return h.verifyRefused(c, err)
	}
	if v.NoSignIn {
		set, err := h.Service.PasswordLink(ctx, v.UserID)
		if err != nil {
			return err
		}
		h.Sessions.AddFlash(ctx, web.Success("account.verify.choose_password"))
		return web.Redirect(c, set)
	}
	h.Sessions.AddFlash(ctx, web.Success("account.verify.done"))
	if web.CurrentUser(ctx) != nil {
		return web.Redirect(c, afterSignIn(c, ""))
	}
	return web.Redirect(c, signInWithEmail(v.Email))
}
