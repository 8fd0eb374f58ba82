package profile

import (
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// POST /sustainability-profile/verification/item: ask for an evidence item's verification
// against a document.
func (h *Handler) verifyItem(c fiber.Ctx) error {
	ctx := c.Context()
	if err := h.limit(c, "upload", uploadLimit); err != nil {
		return err
	}
	section := c.FormValue("section")
	item, err := strconv.Atoi(c.FormValue("item"))
	if err != nil || !IsSectionKey(section) || item < 0 || item >= maxDetails {
		return web.NotFound()
	}
	f := web.FormFrom(c, "note")
	doc, err := h.document(c, &f)
	if err != nil {
		return err
	}
	if f.Errors.Len() == 0 {
		err = h.Service.RequestItemVerification(ctx, web.CurrentUser(ctx), section, item, doc, f.Value("note"))
	}
	return h.afterRequest(c, err, f, section, item)
}
