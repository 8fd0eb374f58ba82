package account

import (
	"encoding/json"

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

// apiMe answers GET /api/account/me: who the session or token belongs to (seed §3 User).
func (h *Handler) apiMe(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	via := MethodAPI
	if web.ShellFrom(ctx).AuthMethod == web.AuthSession {
		via = h.svc.SignInMethod(ctx)
	}
	return c.JSON(meJSON{ID: u.ID, Email: u.Email, Name: u.Name, Avatar: u.AvatarURL, Roles: u.Roles,
		EmailVerified: u.EmailVerified, SignInVia: via})
}

// apiActivityLogin is POST /api/activity/login (seed §7): a client reports that its user
// signed in. The server already records every sign-in it performs, so a report for a
// browser session that is recorded changes nothing; an API client (bearer token) is recorded
// as method "api", at most once every ten minutes. userId must be the caller's own. The
// answer is 204 (the seed's client does not read it).
func (h *Handler) apiActivityLogin(c fiber.Ctx) error {
	ctx := c.Context()
	u := web.CurrentUser(ctx)
	var body struct {
		UserID string `json:"userId"`
	}
	if err := json.Unmarshal(c.Body(), &body); err != nil {
		return web.BadRequest("error.bad_request.text").With(err)
	}
	id, err := uuid.Parse(body.UserID)
	if err != nil {
		return web.InvalidField("userId", "account.api.user_id", nil)
	}
	if id != u.ID {
		return IdentityError(CodeUserMismatch, nil)
	}
	if web.ShellFrom(ctx).AuthMethod == web.AuthSession && h.svc.getInt(ctx, sessionRecorded) != 0 {
		return c.SendStatus(fiber.StatusNoContent)
	}
	ok, _, err := h.limiter.Allow(ctx, "account:activity:"+u.ID.String(), limitActivity)
	if err != nil {
		return err
	}
	if ok {
		method := MethodAPI
		if web.ShellFrom(ctx).AuthMethod == web.AuthSession {
			method = h.svc.SignInMethod(ctx)
		}
		if err := h.svc.RecordSignIn(ctx, u.ID, method, client(c)); err != nil {
			return err
		}
	}
	return c.SendStatus(fiber.StatusNoContent)
}
