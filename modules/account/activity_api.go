package account

import (
	"encoding/json"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// POST /api/activity/login: a client reports that its user signed in
// (docs/accounts.md#the-api). The server already records every sign-in it performs, so a
// report for a browser session that is recorded changes nothing; an API client (bearer
// token) is recorded as method "api", at most once every ten minutes. userId must be the
// caller's own. The answer is 204 (the old product's client does not read it).
func (h *Handler) activityAPI(c fiber.Ctx) error {
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
	if web.ShellFrom(ctx).AuthMethod == web.AuthSession && h.Service.getInt(ctx, sessionRecorded) != 0 {
		return c.SendStatus(fiber.StatusNoContent)
	}
	ok, _, err := h.Limiter.Allow(ctx, "account:activity:"+u.ID.String(), limitActivity)
	if err != nil {
		return err
	}
	if ok {
		method := MethodAPI
		if web.ShellFrom(ctx).AuthMethod == web.AuthSession {
			method = h.Service.SignInMethod(ctx)
		}
		if err := h.Service.RecordSignIn(ctx, u.ID, method, client(c)); err != nil {
			return err
		}
	}
	return c.SendStatus(fiber.StatusNoContent)
}
