package account

import (
	"encoding/json"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// Linking a provider from settings is a new way to sign in: it needs a fresh proof, given
// in the provider's row (connectProve). The row then offers to continue to the provider
// with a link, which starts the round trip (connectStart). Two steps, because a form whose
// answer redirects to another site is blocked by our CSP's form-action 'self'
// (docs/account-security.md#credentials).

const sessionConnectProof = "connect_proof"

// connectProofTTL is how long a proof given for linking may wait for its round trip.
const connectProofTTL = 5 * time.Minute

type connectProof struct {
	Provider string    `json:"provider"`
	UserID   uuid.UUID `json:"uid"`
	At       int64     `json:"at"`
}

// POST /user/profile/connect/{provider}: checks the proof for linking a provider.
func (h *Handler) connectProve(c fiber.Ctx) error {
	name := c.Params("provider")
	if h.Service.ProviderLabel(name) == "" {
		return web.NotFound()
	}
	f := web.FormFrom(c, "proof")
	ok, err := h.proveFresh(c, &f)
	if err != nil {
		return err
	}
	if !ok {
		return h.settingsError(c, "connect-"+name, f)
	}
	h.putJSON(c, sessionConnectProof, connectProof{Provider: name, UserID: web.CurrentUser(c.Context()).ID, At: h.Service.now().Unix()})
	return web.Redirect(c, settingsMethodsSection)
}

// connectReady is the provider this browser has a fresh proof to link, if any.
func (h *Handler) connectReady(c fiber.Ctx, userID uuid.UUID) string {
	var p connectProof
	raw := h.Sessions.GetString(c.Context(), sessionConnectProof)
	if raw == "" || json.Unmarshal([]byte(raw), &p) != nil || p.UserID != userID ||
		h.Service.now().Sub(time.Unix(p.At, 0)) > connectProofTTL {
		return ""
	}
	return p.Provider
}
