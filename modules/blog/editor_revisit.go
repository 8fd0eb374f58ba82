package blog

import (
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
)

// GET /blog/preview[?id=] and GET /blog/images[?id=]: the address the editor's form was
// posted to without JavaScript, revisited (reloaded, bookmarked, back in the history). What
// was typed was never saved, so the visitor goes back to the editor it came from: the post's
// own for ?id=, a new post's otherwise (docs/blog.md, "Writing").
func (h *Handler) editorRevisit(c fiber.Ctx) error {
	if id, err := uuid.Parse(c.Query("id")); err == nil {
		return web.Redirect(c, EditPostPath(id))
	}
	return web.Redirect(c, NewPostPath)
}
