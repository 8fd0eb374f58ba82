package account

import (
	"errors"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// isLinkError reports whether a mail link was refused: unknown, used or expired.
func isLinkError(err error) bool {
	return errors.Is(err, ErrLinkInvalid) || errors.Is(err, ErrLinkExpired)
}

// linkFailed is the page of a mail link that cannot be used: why, and the next step (retry:
// "verify" asks for a new verification link, "reset" for a new reset link, "" signs in).
func (h *Handler) linkFailed(c fiber.Ctx, titleKey, retry string, err error) error {
	f := web.NewForm()
	f.Fail(CodeKey(linkErrorCode(err)), nil)
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), titleKey),
		Layout: templates.NoAuth, Status: fiber.StatusGone, NoStore: true,
		Body: views.LinkFailed(views.LinkFailedView{Links: links,
			Title: web.T(c.Context(), titleKey), Retry: retry, Form: f})})
}
