package profile

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /admin/verification/{id}: verify, or refuse with a note, as of the version shown.
func (h *Handler) verificationDecide(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "note")
	version, _ := strconv.ParseInt(c.FormValue("version"), 10, 64)
	verify := c.FormValue("decision") == "verify"
	err = h.Service.DecideVerification(ctx, web.AuditActor(ctx), id, version, verify, f.Value("note"))
	switch e := web.AsError(err); {
	case err == nil:
		msg := "profile.verify.admin.refused"
		if verify {
			msg = "profile.verify.admin.verified"
		}
		h.Sessions.AddFlash(ctx, web.Success(msg))
		return web.Redirect(c, VerificationQueuePath)
	case f.Take(err):
		return h.renderVerificationReview(c, e.Status, f, "")
	case e.Status == fiber.StatusConflict:
		return h.renderVerificationReview(c, e.Status, f, web.T(ctx, e.Key))
	}
	return err
}
