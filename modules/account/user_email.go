package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/users/{id}/email: mails a confirmation link to the new address (the owner's
// own email-change flow); the old address is told once it is followed.
func (h *Handler) userEmail(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "email")
	err = h.Service.AdminChangeEmail(ctx, web.AuditActor(ctx), id, versionOf(c), f.Value("email"))
	switch e := web.AsError(err); {
	case f.Take(err):
		return h.renderUser(c, e.Status, id, f)
	case err != nil && e.Key == changedKey: // the account changed since: the conflict banner, the form kept with its new version
		f.Conflict = &web.SaveConflict{Text: web.Msg{Key: e.Key}, ReloadHref: userPath(id), Overwrite: true}
		return h.renderUser(c, e.Status, id, f)
	case err != nil && e.Status == fiber.StatusConflict: // the address is another account's: say so, keep the form
		f.Fail(e.Key, e.Data)
		return h.renderUser(c, e.Status, id, f)
	case err != nil:
		return err
	}
	h.Sessions.AddFlash(ctx, web.Flash{Key: "account.admin.user.email_sent", Severity: "success", Data: map[string]any{"Email": f.Value("email")}})
	return web.Redirect(c, userPath(id))
}
