package account

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// meJSON is the signed-in account as the API shows it.
type meJSON struct {
	ID            uuid.UUID `json:"id"`
	Email         string    `json:"email"`
	Name          string    `json:"name"`
	Avatar        string    `json:"avatar,omitempty"`
	Roles         []string  `json:"roles"`
	EmailVerified bool      `json:"isEmailVerified"`
	SignInVia     string    `json:"signInProvider"`
}

// GET /api/account/me: who the session or token belongs to, in the shape of
// the old product's user (docs/accounts.md#the-api).
func (h *Handler) meAPI(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	via := MethodAPI
	if web.ShellFrom(ctx).AuthMethod == web.AuthSession {
		via = h.Service.SignInMethod(ctx)
	}
	return c.JSON(meJSON{ID: u.ID, Email: u.Email, Name: u.Name, Avatar: u.AvatarURL, Roles: u.Roles,
		EmailVerified: u.EmailVerified, SignInVia: via})
}
