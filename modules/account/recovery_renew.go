package account

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// POST /user/profile/mfa/codes: replaces the recovery codes after a fresh proof, and shows the new ones.
func (h *Handler) recoveryRenew(c fiber.Ctx) error {
	return h.withFreshProof(c, "mfa", func(userID uuid.UUID) error {
		codes, err := h.Service.RegenerateRecoveryCodes(c.Context(), userID, pageLang(c))
		if err != nil {
			return err
		}
		h.putJSON(c, sessionShowCodes, codes)
		return web.Redirect(c, codesPath)
	})
}
