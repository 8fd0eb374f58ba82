package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /signin/code/sms: texts a code for the sign-in waiting in this browser (the person
// chose SMS, or asks again), under the limits per number and per account.
func (h *Handler) challengeSMS(c fiber.Ctx) error {
	ctx := c.Context()
	userID, _, _, ok := h.Service.PendingSignIn(ctx)
	if !ok {
		h.Sessions.AddFlash(ctx, web.Failure("account.mfa.challenge.expired"))
		return web.Redirect(c, SignInPath)
	}
	f := web.NewForm()
	err := h.Service.SendSignInSMS(ctx, userID, pageLang(c), c.IP())
	if tooMany, err := limited(c, &f, err); tooMany || err != nil {
		if err != nil {
			return err
		}
		return h.challenge(c, fiber.StatusTooManyRequests, f)
	}
	h.Sessions.AddFlash(ctx, web.Success("account.sms.challenge.done"))
	return web.Redirect(c, challengePath)
}
