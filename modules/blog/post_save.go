package blog

import (
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// saveRule bounds how often one company may save posts (each save may carry a cover).
var saveRule = ratelimit.Rule{Max: 60, Window: time.Hour}

// POST /blog/{id}: one of the company's posts changed by the editor.
func (h *Handler) postUpdate(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	return h.postSave(c, id)
}

// postSave saves the editor's post. A refused form comes back with everything typed and
// the cover already uploaded (422); a stale one with a conflict (409), never overwriting.
func (h *Handler) postSave(c fiber.Ctx, id uuid.UUID) error {
	ctx := c.Context()
	pid, err := h.ownProfile(ctx)
	if err != nil {
		return err
	}
	wasPublished := false // once: a later save of a published post is "saved" (docs/blog.md, "Writing")
	if id != uuid.Nil {
		old, err := h.Service.Own(ctx, pid, id)
		if err != nil {
			return err
		}
		wasPublished = old.PublishedAt != nil
	}
	if err := h.Limiter.Check(ctx, "blog.save:"+pid.String(), saveRule); err != nil {
		return err
	}
	f, err := h.readPostForm(c, pid)
	if err != nil {
		return err
	}
	in := f.input(id)
	in.Check(&f.Errors)
	if f.Errors.Len() > 0 {
		return h.renderPostForm(c, fiber.StatusUnprocessableEntity, id, pid, f)
	}
	p, err := h.Service.Save(ctx, pid, web.CurrentUser(ctx).ID, in)
	if isConflict(err) {
		return h.renderPostForm(c, fiber.StatusConflict, id, pid, f)
	}
	if err != nil {
		return err
	}
	key := "blog.form.saved_draft"
	switch {
	case p.Published && wasPublished:
		key = "blog.form.saved"
	case p.Published:
		key = "blog.form.saved_published"
	}
	h.Sessions.AddFlash(ctx, web.Success(key))
	return web.Redirect(c, MinePath)
}

func isConflict(err error) bool {
	e, ok := err.(*web.Error)
	return ok && e.Status == fiber.StatusConflict
}
