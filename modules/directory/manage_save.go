package directory

import (
	"errors"
	"mime/multipart"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/ratelimit"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/directory/model"
	"greenconnect/modules/directory/views"
)

// saveRule bounds how often one company may save services (each save may carry uploads).
var saveRule = ratelimit.Rule{Max: 60, Window: time.Hour}

func (h *Handler) manageCreate(c fiber.Ctx) error { return h.save(c, uuid.Nil) }

func (h *Handler) manageUpdate(c fiber.Ctx) error {
	id, err := uuid.Parse(c.Params("id"))
	if err != nil {
		return web.NotFound()
	}
	return h.save(c, id)
}

// save creates (id Nil) or updates a service from the form. A refused form comes back with
// everything typed and every file already uploaded; a stale form (someone saved in the
// meantime) comes back with the typed values and a conflict message, never overwriting.
func (h *Handler) save(c fiber.Ctx, id uuid.UUID) error {
	ctx := c.Context()
	profileID, err := h.svc.ProfileOf(ctx, web.CurrentUser(ctx))
	if err != nil {
		return err
	}
	var public bool
	if id != uuid.Nil {
		o, err := h.svc.OwnOffering(ctx, profileID, id)
		if err != nil {
			return err
		}
		public = o.Published
	}
	if err := h.limiter.Check(ctx, "directory.save:"+profileID.String(), saveRule); err != nil {
		return err
	}
	vm := views.FormVM{Action: model.ManagePath, Public: public}
	if id != uuid.Nil {
		vm.ID, vm.Action = id.String(), manageItemPath(id)
	}
	form, errs, err := h.readForm(c, profileID)
	if err != nil {
		return err
	}
	vm.Form = form
	o, verrs := form.Validate()
	for field := range verrs {
		key, data, _ := verrs.Message(field)
		errs.Add(field, key, data)
	}
	if len(errs) > 0 {
		vm.Errors = translate(c, errs)
		return h.renderForm(c, vm, fiber.StatusUnprocessableEntity)
	}
	if id == uuid.Nil {
		_, err = h.svc.Create(ctx, profileID, o)
	} else {
		o.ID = id
		_, err = h.svc.Update(ctx, profileID, o)
	}
	var e *web.Error
	if errors.As(err, &e) && e.Status == fiber.StatusConflict {
		vm.Conflict = true
		return h.renderForm(c, vm, fiber.StatusConflict)
	}
	if err != nil {
		return err
	}
	h.sessions.AddFlash(ctx, web.Success("directory.manage.saved"))
	return web.Redirect(c, model.ManagePath)
}

// readForm reads the service form, storing the files it carries. Problems with files are
// field errors; the files that were accepted are in the form either way.
func (h *Handler) readForm(c fiber.Ctx, profileID uuid.UUID) (model.ServiceForm, model.FieldErrors, error) {
	ctx := c.Context()
	in := formInput{c: c}
	in.multipart, _ = c.MultipartForm() // a urlencoded form simply has no files
	f := model.ServiceForm{
		Version: formVersion(c), Name: in.value("name"), Industry: in.value("industry"),
		Category: in.value("category"), URL: in.value("url"), Instagram: in.value("instagram"),
		Facebook: in.value("facebook"), Linkedin: in.value("linkedin"), Description: in.value("description"),
		Explanation: in.value("explanation"), Tags: in.value("tags"), PriceLink: in.value("price_link"),
	}
	errs := model.FieldErrors{}
	f.LogoKey = h.replaceable(c, in, profileID, errs, "logo", "logo_key", upload.Logo)
	f.PriceListKey = h.replaceable(c, in, profileID, errs, "price_list", "price_list_key", upload.PriceList)
	pics, err := h.svc.ownedPictures(ctx, profileID, orderedPictures(in))
	if err != nil {
		return f, errs, err
	}
	for _, fh := range in.files("pictures") {
		if len(pics) >= model.MaxPictures {
			errs.Add("pictures", "directory.form.error.pictures_many", map[string]any{"Max": model.MaxPictures})
			break
		}
		stored, err := h.svc.SaveFile(ctx, profileID, upload.Picture, fh)
		if r, ok := upload.IsRejected(err); ok {
			errs.Add("pictures", r.Key, r.Data)
			continue
		}
		if err != nil {
			return f, errs, err
		}
		pics = append(pics, model.Picture{Key: stored.Key, Width: stored.Width, Height: stored.Height})
	}
	f.Pictures = pics
	return f, errs, nil
}

// replaceable reads a single-file field: the kept key, removed on request, replaced by a
// new upload.
func (h *Handler) replaceable(c fiber.Ctx, in formInput, profileID uuid.UUID, errs model.FieldErrors,
	field, keyField string, kind upload.Kind) string {
	key := in.value(keyField)
	if in.value("remove_"+field) == "true" {
		key = ""
	}
	files := in.files(field)
	if len(files) == 0 {
		return key
	}
	stored, err := h.svc.SaveFile(c.Context(), profileID, kind, files[0])
	if err != nil {
		if r, ok := upload.IsRejected(err); ok {
			errs.Add(field, r.Key, r.Data)
		} else {
			web.Log(c.Context()).Error("directory: store upload", "field", field, "err", err)
			errs.Add(field, "directory.form.error.upload", nil)
		}
		return key
	}
	return stored.Key
}

// orderedPictures are the kept pictures in the order their position fields give (ties
// keep the shown order), without those marked for removal.
func orderedPictures(in formInput) []model.Picture {
	removed := map[string]bool{}
	for _, k := range in.values("remove_picture") {
		removed[k] = true
	}
	type positioned struct {
		key string
		pos int
	}
	var list []positioned
	for i, k := range in.values("picture") {
		if k == "" || removed[k] {
			continue
		}
		list = append(list, positioned{k, model.PositionOf(in.value("position_"+k), i+1)})
	}
	for i := 1; i < len(list); i++ { // insertion sort: stable, and lists are short
		for j := i; j > 0 && list[j].pos < list[j-1].pos; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	out := make([]model.Picture, len(list))
	for i, p := range list {
		out[i] = model.Picture{Key: p.key}
	}
	return out
}

// formInput reads fields of a multipart or urlencoded form.
type formInput struct {
	c         fiber.Ctx
	multipart *multipart.Form
}

func (in formInput) value(k string) string { return in.c.FormValue(k) }

func (in formInput) values(k string) []string {
	if in.multipart != nil {
		return in.multipart.Value[k]
	}
	var out []string
	for _, v := range in.c.Request().PostArgs().PeekMulti(k) {
		out = append(out, string(v))
	}
	return out
}

func (in formInput) files(k string) []*multipart.FileHeader {
	if in.multipart == nil {
		return nil
	}
	var out []*multipart.FileHeader
	for _, fh := range in.multipart.File[k] {
		if fh.Size > 0 || strings.TrimSpace(fh.Filename) != "" {
			out = append(out, fh)
		}
	}
	return out
}

// translate turns field errors into messages in the page's language.
func translate(c fiber.Ctx, errs model.FieldErrors) map[string]string {
	out := map[string]string{}
	for field := range errs {
		key, data, _ := errs.Message(field)
		out[field] = web.T(c.Context(), key, data)
	}
	return out
}
