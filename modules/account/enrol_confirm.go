package account

import (
	"encoding/json"
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/mfa: keeps the authenticator app once its first code is right, and shows the
// recovery codes.
func (h *Handler) enrolConfirm(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "code", "proof")
	var st enrolState
	if json.Unmarshal([]byte(h.Sessions.GetString(ctx, sessionEnrol)), &st) != nil {
		return web.Redirect(c, enrolPath)
	}
	// A new authenticator is a new credential: it needs a fresh proof, and replacing one
	// accepts a code of the app in use (docs/account-security.md#credentials).
	if ok, err := h.proveFresh(c, &f); err != nil || !ok {
		if err != nil {
			return err
		}
		return h.enrol(c, refused(c), f)
	}
	codes, err := h.Service.ConfirmEnrollment(ctx, web.CurrentUser(ctx).ID, FactorTOTP, []byte(st.Secret), f.Value("code"), pageLang(c))
	if errors.Is(err, ErrBadCode) {
		f.Errors.Add("code", CodeKey(CodeInvalidMFACode), nil)
		return h.enrol(c, fiber.StatusUnprocessableEntity, f)
	}
	if err != nil {
		return err
	}
	h.Sessions.Remove(ctx, sessionEnrol)
	h.putJSON(c, sessionShowCodes, codes)
	h.Sessions.AddFlash(ctx, web.Success("account.mfa.enabled"))
	return web.Redirect(c, codesPath)
}
