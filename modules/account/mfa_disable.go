package account

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// POST /user/profile/mfa/disable: removes the authenticator app and the recovery codes, after a fresh proof.
func (h *Handler) mfaDisable(c fiber.Ctx) error {
	return h.withFreshProof(c, "mfa", func(userID uuid.UUID) error {
		if err := h.Service.DisableMFA(c.Context(), userID, pageLang(c)); err != nil {
			return err
		}
		h.Sessions.AddFlash(c.Context(), web.Success("account.mfa.disabled"))
		return web.Redirect(c, settingsMFASection)
	})
}
