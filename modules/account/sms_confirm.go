package account

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/mfa/sms/confirm: the code texted to the number confirms it as the
// account's SMS factor. New recovery codes are shown once when the account had none.
func (h *Handler) smsConfirm(c fiber.Ctx) error {
	ctx := c.Context()
	st, ok := h.smsPending(c)
	if !ok || !h.Service.SMSOffered() {
		h.Sessions.AddFlash(ctx, web.Failure("account.sms.expired"))
		return web.Redirect(c, smsPath)
	}
	f := web.FormFrom(c, "code")
	if f.Value("code") == "" {
		f.Errors.Add("code", "account.mfa.code_required", nil)
		return h.smsEnrol(c, fiber.StatusUnprocessableEntity, f)
	}
	me := web.CurrentUser(ctx)
	var codes []string
	_, err := h.Service.checkCode(ctx, me.ID.String(), func() (string, error) {
		var err error
		codes, err = h.Service.ConfirmSMSEnrolment(ctx, me.ID, st.Phone, f.Value("code"), pageLang(c))
		return FactorSMS, err
	})
	var held *Held
	if errors.As(err, &held) {
		_, _ = limited(c, &f, web.TooMany(held.Wait))
		return h.smsEnrol(c, refused(c), f)
	}
	if errors.Is(err, ErrBadCode) {
		f.Errors.Add("code", CodeKey(CodeInvalidMFACode), nil)
		return h.smsEnrol(c, fiber.StatusUnprocessableEntity, f)
	}
	if err != nil {
		return err
	}
	h.Sessions.Remove(ctx, sessionSMSEnrol)
	h.Sessions.AddFlash(ctx, web.Success("account.sms.enabled"))
	if len(codes) > 0 {
		h.putJSON(c, sessionShowCodes, codes)
		return web.Redirect(c, codesPath)
	}
	return web.Redirect(c, settingsMFASection)
}
