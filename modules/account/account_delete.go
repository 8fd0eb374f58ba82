package account

import (
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /user/profile/delete: deletes the account (DeleteAccount) once its email is typed out and the
// password given (or, without one, after a recent sign-in).
func (h *Handler) accountDelete(c fiber.Ctx) error {
	ctx := c.Context()
	me := web.CurrentUser(ctx)
	f := web.FormFrom(c, "confirm", "current")
	if ok, err := h.proofLimit(c, &f); ok || err != nil {
		if err != nil {
			return err
		}
		return h.settingsError(c, "delete", f)
	}
	if !strings.EqualFold(strings.TrimSpace(f.Value("confirm")), me.Email) {
		f.Errors.Add("confirm", "account.delete.mismatch", nil)
	}
	problem, err := h.Service.ProveIdentity(ctx, me.ID, f.Value("current"))
	if err != nil {
		return err
	}
	addProblem(&f.Errors, "current", problem)
	if f.Failed() {
		return h.settingsError(c, "delete", f)
	}
	if err := h.Service.DeleteAccount(ctx, me.ID, pageLang(c)); err != nil {
		return err
	}
	if err := h.Service.EndSession(ctx); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.delete.done"))
	return web.Redirect(c, "/")
}
