package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/upload"
	"greenconnect/app/web"
)

// POST /user/profile/photo: stores a new photo. The upload store checks the content (not the name),
// decodes and re-encodes the image; a refused file comes back with the reason.
func (h *Handler) photoSave(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.NewForm()
	fh, err := c.FormFile("photo")
	if err != nil {
		f.Errors.Add("photo", "account.photo.required", nil)
		return h.settingsError(c, "photo", f)
	}
	err = h.Service.SetAvatar(ctx, web.CurrentUser(ctx).ID, fh)
	if r, ok := upload.IsRejected(err); ok {
		f.Errors.Add("photo", r.Key, r.Data)
		return h.settingsError(c, "photo", f)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("account.photo.saved"))
	return web.Redirect(c, SettingsPath+"#profile")
}
