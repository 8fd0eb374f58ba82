package blog

import (
	"mime/multipart"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/upload"
	"greenconnect/app/web"
)

// maxAlt bounds an image's alt text.
const maxAlt = 200

// POST /blog/images[?id=]: an image uploaded into the post being written (docs/blog.md,
// "Images in posts"). The editor's whole form comes along: without JavaScript the editor
// comes back with the image's Markdown added at the end of the content and shown to copy,
// nothing saved; the editor's script asks for JSON and inserts the Markdown at the cursor.
// The image needs its alt text. Uploads count against the company's saves.
func (h *Handler) imageUpload(c fiber.Ctx) error {
	ctx := c.Context()
	pid, err := h.ownProfile(ctx)
	if err != nil {
		return err
	}
	id, _ := uuid.Parse(c.Query("id"))
	if id != uuid.Nil {
		if _, err := h.Service.Own(ctx, pid, id); err != nil {
			return err
		}
	}
	if err := h.Limiter.Check(ctx, "blog.save:"+pid.String(), saveRule); err != nil {
		return err
	}
	f, err := h.readPostForm(c, pid)
	if err != nil {
		return err
	}
	alt := trimmed(f.Value("image_alt"))
	var file *multipart.FileHeader
	if mf, err := c.MultipartForm(); err == nil && len(mf.File["image"]) > 0 && mf.File["image"][0].Size > 0 {
		file = mf.File["image"][0]
	}
	if file == nil {
		f.Errors.Add("image", "blog.form.error.image_missing", nil)
	}
	web.Required(&f.Errors, "image_alt", alt)
	web.MaxLen(&f.Errors, "image_alt", alt, maxAlt)
	if !f.Errors.Has("image") && !f.Errors.Has("image_alt") {
		img, err := h.Service.StoreImage(ctx, pid, file)
		if r, ok := upload.IsRejected(err); ok {
			f.Errors.Add("image", r.Key, r.Data)
		} else if err != nil {
			return err
		} else {
			f.Snippet = ImageSnippet(alt, img.Key)
		}
	}
	if wantsJSON(c) {
		return imageJSON(c, f)
	}
	status := fiber.StatusOK
	if f.Snippet == "" {
		status = fiber.StatusUnprocessableEntity
	} else {
		content := strings.TrimRight(f.Value("content"), " \n\r\t")
		if content != "" {
			content += "\n\n"
		}
		f.Set("content", content+f.Snippet+"\n")
		f.Set("image_alt", "")
	}
	return h.renderPostForm(c, status, id, pid, f)
}

// imageJSON answers the editor's script: the Markdown to insert, or the image fields'
// messages (422).
func imageJSON(c fiber.Ctx, f postForm) error {
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	if f.Snippet != "" {
		return c.JSON(fiber.Map{"snippet": f.Snippet})
	}
	return c.Status(fiber.StatusUnprocessableEntity).JSON(fiber.Map{"fields": f.Errors.Texts(c.Context())})
}

// wantsJSON: the editor's script asks for JSON; a form posted by the browser does not.
func wantsJSON(c fiber.Ctx) bool {
	return strings.Contains(c.Get(fiber.HeaderAccept), fiber.MIMEApplicationJSON)
}
