package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/mfa/sms: after the fresh proof a new credential needs
// (docs/account-security.md#credentials), checks the number and texts it a code.
func (h *Handler) smsSend(c fiber.Ctx) error {
	ctx := c.Context()
	if !h.Service.SMSOffered() {
		return web.NotFound()
	}
	f := web.FormFrom(c, "phone", "proof")
	if _, problem := h.Service.CheckPhone(f.Value("phone")); problem != nil {
		f.Errors.Add("phone", problem.Key, problem.Data)
		return h.smsEnrol(c, fiber.StatusUnprocessableEntity, f)
	}
	if ok, err := h.proveFresh(c, &f); err != nil || !ok {
		if err != nil {
			return err
		}
		return h.smsEnrol(c, refused(c), f)
	}
	phone, err := h.Service.StartSMSEnrolment(ctx, web.CurrentUser(ctx).ID, f.Value("phone"), pageLang(c), c.IP())
	if f.Take(err) {
		return h.smsEnrol(c, fiber.StatusUnprocessableEntity, f)
	}
	if tooMany, err := limited(c, &f, err); tooMany || err != nil {
		if err != nil {
			return err
		}
		return h.smsEnrol(c, fiber.StatusTooManyRequests, f)
	}
	h.putJSON(c, sessionSMSEnrol, smsEnrolState{Phone: phone, At: h.Service.now().Unix()})
	return web.Redirect(c, smsPath)
}
