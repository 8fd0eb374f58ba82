package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account/views"
)

func (h *Handler) saveName(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "name")
	p, err := h.svc.SetDisplayName(ctx, web.CurrentUser(ctx).ID, f.Value("name"))
	if err != nil {
		return err
	}
	if len(p) > 0 {
		return h.settingsError(c, "name", withProblems(f, p))
	}
	h.sessions.AddFlash(ctx, web.Success("account.settings.saved"))
	return web.Redirect(c, SettingsPath+"#profile")
}

// savePhoto stores a new photo. The upload store checks the content (not the name),
// decodes and re-encodes the image; a refused file comes back with the reason.
func (h *Handler) savePhoto(c fiber.Ctx) error {
	ctx := c.Context()
	f := views.NewForm()
	fh, err := c.FormFile("photo")
	if err != nil {
		f.Errors["photo"] = Rule{Key: "account.photo.required"}
		return h.settingsError(c, "photo", f)
	}
	err = h.svc.SetAvatar(ctx, web.CurrentUser(ctx).ID, fh)
	if r, ok := upload.IsRejected(err); ok {
		f.Errors["photo"] = Rule{Key: r.Key, Data: r.Data}
		return h.settingsError(c, "photo", f)
	}
	if err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("account.photo.saved"))
	return web.Redirect(c, SettingsPath+"#profile")
}

func (h *Handler) removePhoto(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.svc.RemoveAvatar(ctx, web.CurrentUser(ctx).ID); err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("account.photo.removed"))
	return web.Redirect(c, SettingsPath+"#profile")
}

// proofLimit limits how often settings may check a password or code, so they cannot be
// used to guess one.
func (h *Handler) proofLimit(c fiber.Ctx, f *views.Form) (bool, error) {
	ctx := c.Context()
	err := h.check(ctx, keyedRule{"account:proof:" + web.CurrentUser(ctx).ID.String(), limitSettings})
	return limited(c, f, err)
}

func (h *Handler) changeEmail(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "email", "current")
	if ok, err := h.proofLimit(c, &f); ok || err != nil {
		if err != nil {
			return err
		}
		return h.settingsError(c, "email", f)
	}
	p, err := h.svc.RequestEmailChange(ctx, web.CurrentUser(ctx).ID, f.Value("email"), f.Value("current"))
	if err != nil {
		return err
	}
	if len(p) > 0 {
		return h.settingsError(c, "email", withProblems(f, p))
	}
	h.sessions.AddFlash(ctx, web.Flash{Key: "account.email.sent", Severity: "success", Data: map[string]any{"Email": f.Value("email")}})
	return web.Redirect(c, SettingsPath+"#email")
}

func (h *Handler) changePassword(c fiber.Ctx) error {
	ctx := c.Context()
	f := formFrom(c, "current", "password")
	if ok, err := h.proofLimit(c, &f); ok || err != nil {
		if err != nil {
			return err
		}
		return h.settingsError(c, "password", f)
	}
	me := web.CurrentUser(ctx)
	p, err := h.svc.ChangePassword(ctx, me.ID, f.Value("current"), f.Value("password"))
	if err != nil {
		return err
	}
	if len(p) > 0 {
		return h.settingsError(c, "password", withProblems(f, p))
	}
	// The change ended every session; this browser carries on with a new one.
	if err := h.svc.RestartSession(ctx, me.ID); err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("account.password.changed"))
	return web.Redirect(c, SettingsPath+"#password")
}
