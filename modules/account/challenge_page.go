package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /signin/code: asks for the second step's code of the sign-in this browser began.
func (h *Handler) challengePage(c fiber.Ctx) error {
	if _, _, _, ok := h.Service.PendingSignIn(c.Context()); !ok {
		return web.Redirect(c, SignInPath)
	}
	return h.challenge(c, fiber.StatusOK, web.NewForm())
}

// challenge renders the second step: with an SMS factor, its masked number and the button
// that texts a code; with an authenticator app too, the choice between them.
func (h *Handler) challenge(c fiber.Ctx, status int, f web.Form) error {
	ctx := c.Context()
	v := views.ChallengeView{Links: links, Form: f}
	if userID, _, _, ok := h.Service.PendingSignIn(ctx); ok && h.Service.SMSOffered() {
		st, err := h.Service.MFA(ctx, userID)
		if err != nil {
			return err
		}
		for _, k := range st.Kinds {
			switch k {
			case FactorTOTP:
				v.TOTP = true
			case FactorSMS:
				phone, err := h.Service.SMSPhone(ctx, userID)
				if err != nil {
					return err
				}
				v.SMSPhone = MaskPhone(phone)
			}
		}
	}
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.mfa.challenge.title"),
		Layout: templates.NoAuth, Status: status, NoStore: true,
		Body: views.Challenge(v)})
}
