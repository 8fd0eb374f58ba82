package blog

import (
	"mime/multipart"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/blog/views"
	"greenconnect/templates"
)

// postFields are the editor's fields, in the form's order.
var postFields = []string{"internal_title", "title", "category", "content", "image", "image_alt", "cover", "status"}

// postForm is the editor as sent: what was typed, the cover kept or uploaded (named by
// its id, never by its storage key: docs/blog.md, "Covers").
type postForm struct {
	web.Form
	Version int
	Cover   Cover
	Snippet string // the Markdown of an image just uploaded, shown to copy
}

// input is the post the form describes.
func (f postForm) input(id uuid.UUID) PostInput {
	return PostInput{ID: id, Version: f.Version, InternalTitle: f.Value("internal_title"), Title: f.Value("title"),
		Content: f.Value("content"), CoverID: f.Cover.ID, Category: f.Value("category"), Published: f.Value("status") == "published"}
}

// readPostForm reads the editor's form for the company profileID: the cover it keeps is
// named by id and must be one the company uploaded; a new one is stored (checked by its
// content and re-encoded by app/upload) and recorded as the company's. A refused file or
// an unknown id is the cover field's problem.
func (h *Handler) readPostForm(c fiber.Ctx, profileID uuid.UUID) (postForm, error) {
	ctx := c.Context()
	f := postForm{Form: web.FormFrom(c, "internal_title", "title", "category", "content", "status", "image_alt"),
		Version: intOf(c.FormValue("version"))}
	if kept := c.FormValue("cover_id"); kept != "" && c.FormValue("remove_cover") != "true" {
		id, err := uuid.Parse(kept)
		if err != nil {
			id = uuid.Nil // no company's cover: refused below like another company's
		}
		cover, err := h.Service.OwnCover(ctx, profileID, id)
		switch {
		case f.Take(err):
		case err != nil:
			return f, err
		default:
			f.Cover = cover
		}
	}
	var files []*multipart.FileHeader
	if mf, err := c.MultipartForm(); err == nil {
		files = mf.File["cover"]
	}
	if len(files) > 0 && files[0].Size > 0 {
		cover, err := h.Service.StoreCover(ctx, profileID, files[0])
		if r, ok := upload.IsRejected(err); ok {
			f.Errors.Add("cover", r.Key, r.Data)
		} else if err != nil {
			return f, err
		} else {
			f.Cover = cover
		}
	}
	return f, nil
}

// renderPostForm shows the editor (id uuid.Nil: a new post) with the form as given and the
// preview of its content as the post page will show it (the company profileID's images).
func (h *Handler) renderPostForm(c fiber.Ctx, status int, id, profileID uuid.UUID, f postForm) error {
	ctx := c.Context()
	preview, err := h.Service.Render(ctx, profileID, trimmed(f.Value("content")))
	if err != nil {
		return err
	}
	vm := views.FormView{Heading: web.T(ctx, "blog.form.new_title"), Action: BlogPath, PreviewAction: PreviewPath,
		ImageAction: ImagesPath, Version: f.Version, Categories: options(ctx, Categories, "blog.category."),
		CoverID: f.Cover.ID.String(), CoverURL: f.Cover.URL(), Preview: preview.HTML, OutsideImages: preview.OutsideImages,
		Snippet: f.Snippet, BackHref: MinePath}
	if id != uuid.Nil {
		vm.Heading, vm.Action, vm.DeleteHref = web.T(ctx, "blog.form.edit_title"), PostPath(id), PostPath(id)+"/delete"
		vm.PreviewAction = PreviewPath + "?id=" + id.String()
		vm.ImageAction = ImagesPath + "?id=" + id.String()
	}
	if status == fiber.StatusConflict { // the version stays the one typed against: no overwrite
		f.Conflict = &web.SaveConflict{Text: web.Msg{Key: "blog.form.conflict"}, ReloadHref: MinePath}
		if id != uuid.Nil {
			f.Conflict.ReloadHref = EditPostPath(id)
		}
	}
	f.Errors = f.Errors.InOrder(postFields...)
	f.Labels = map[string]string{"internal_title": web.T(ctx, "blog.form.internal_title"), "title": web.T(ctx, "blog.form.title"),
		"category": web.T(ctx, "blog.form.category"), "content": web.T(ctx, "blog.form.content"),
		"image": web.T(ctx, "blog.form.image"), "image_alt": web.T(ctx, "blog.form.image_alt"),
		"cover": web.T(ctx, "blog.form.cover"), "status": web.T(ctx, "blog.form.status")}
	vm.Form = f.Form
	return templates.Render(c, templates.Page{Title: vm.Heading, Status: status, NoStore: true, Body: views.PostForm(vm)})
}

// GET /blog/new: the editor for a new post.
func (h *Handler) postNew(c fiber.Ctx) error {
	f := postForm{Form: web.NewForm()}
	f.Set("status", "draft")
	pid, err := h.ownProfile(c.Context())
	if err != nil {
		return err
	}
	return h.renderPostForm(c, fiber.StatusOK, uuid.Nil, pid, f)
}

// GET /blog/{id}/edit: the editor for one of the company's posts; another company's is 404.
func (h *Handler) postEdit(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	pid, err := h.ownProfile(ctx)
	if err != nil {
		return err
	}
	p, err := h.Service.Own(ctx, pid, id)
	if err != nil {
		return err
	}
	cover, err := h.Service.coverOf(ctx, p)
	if err != nil {
		return err
	}
	f := postForm{Form: web.NewForm(), Version: p.Version, Cover: cover}
	f.Set("internal_title", p.InternalTitle)
	f.Set("title", p.Title)
	f.Set("category", p.Category)
	f.Set("content", p.Content)
	f.Set("status", map[bool]string{true: "published", false: "draft"}[p.Published])
	return h.renderPostForm(c, fiber.StatusOK, id, pid, f)
}

// POST /blog/preview: the content rendered as the post page will show it. htmx gets the
// preview alone; a form sent without JavaScript comes back whole, with the preview and
// nothing saved.
func (h *Handler) postPreview(c fiber.Ctx) error {
	ctx := c.Context()
	pid, err := h.ownProfile(ctx)
	if err != nil {
		return err
	}
	if web.IsHTMX(c) {
		r, err := h.Service.Render(ctx, pid, trimmed(c.FormValue("content")))
		if err != nil {
			return err
		}
		return templates.Render(c, templates.Page{NoStore: true, Body: views.Preview(r.HTML, r.OutsideImages)})
	}
	f, err := h.readPostForm(c, pid)
	if err != nil {
		return err
	}
	id, _ := uuid.Parse(c.Query("id"))
	return h.renderPostForm(c, fiber.StatusOK, id, pid, f)
}

func intOf(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' || n > 1<<30 {
			return 0
		}
		n = n*10 + int(r-'0')
	}
	return n
}
