package directory

import (
	"errors"
	"mime/multipart"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/ratelimit"
	"greenconnect/app/upload"
	"greenconnect/app/web"
)

// saveRule bounds how often one company may save services (each save may carry uploads).
var saveRule = ratelimit.Rule{Max: 60, Window: time.Hour}

// serviceSave creates (id uuid.Nil) or updates a service from the form. A refused form
// comes back with everything typed and every file already uploaded (422); a stale form
// (someone saved in the meantime) comes back with the typed values and a conflict
// message (409), never overwriting.
func (h *Handler) serviceSave(c fiber.Ctx, id uuid.UUID) error {
	ctx := c.Context()
	profileID, err := h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	var public bool
	if id != uuid.Nil {
		o, err := h.Service.OwnOffering(ctx, profileID, id)
		if err != nil {
			return err
		}
		public = o.Published
	}
	if err := h.Limiter.Check(ctx, "directory.save:"+profileID.String(), saveRule); err != nil {
		return err
	}
	f, err := h.readServiceForm(c, profileID)
	if err != nil {
		return err
	}
	o := f.check()
	if f.Errors.Len() > 0 {
		return h.renderServiceForm(c, fiber.StatusUnprocessableEntity, id, f, public)
	}
	if id == uuid.Nil {
		_, err = h.Service.Create(ctx, profileID, o)
	} else {
		o.ID = id
		_, err = h.Service.Update(ctx, profileID, o)
	}
	if isConflict(err) {
		return h.renderServiceForm(c, fiber.StatusConflict, id, f, public)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("directory.manage.saved"))
	return web.Redirect(c, ManagePath)
}

// readServiceForm reads the service form, storing the files it carries. A refused file is
// a field problem; the files that were accepted are in the form either way.
func (h *Handler) readServiceForm(c fiber.Ctx, profileID uuid.UUID) (serviceForm, error) {
	ctx := c.Context()
	in := formInput{c: c}
	in.multipart, _ = c.MultipartForm() // a urlencoded form simply has no files
	f := serviceForm{Form: web.FormFrom(c, serviceFields...), Version: formVersion(c)}
	f.LogoKey = h.replaceable(c, in, profileID, &f.Errors, "logo", "logo_key", upload.Logo)
	f.PriceListKey = h.replaceable(c, in, profileID, &f.Errors, "price_list", "price_list_key", upload.PriceList)
	pics, err := h.Service.ownedPictures(ctx, profileID, orderedPictures(in))
	if err != nil {
		return f, err
	}
	for _, fh := range in.files("pictures") {
		if len(pics) >= MaxPictures {
			f.Errors.Add("pictures", "directory.form.error.pictures_many", map[string]any{"Max": MaxPictures})
			break
		}
		stored, err := h.Service.SaveFile(ctx, profileID, upload.Picture, fh)
		if r, ok := upload.IsRejected(err); ok {
			f.Errors.Add("pictures", r.Key, r.Data)
			continue
		}
		if err != nil {
			return f, err
		}
		pics = append(pics, StoredPicture{Key: stored.Key, Width: stored.Width, Height: stored.Height})
	}
	f.Pictures = pics
	return f, nil
}

// replaceable reads a single-file field: the kept key, removed on request, replaced by a
// new upload.
func (h *Handler) replaceable(c fiber.Ctx, in formInput, profileID uuid.UUID, errs *web.FieldErrors,
	field, keyField string, kind upload.Kind) string {
	key := in.value(keyField)
	if in.value("remove_"+field) == "true" {
		key = ""
	}
	files := in.files(field)
	if len(files) == 0 {
		return key
	}
	stored, err := h.Service.SaveFile(c.Context(), profileID, kind, files[0])
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
func orderedPictures(in formInput) []StoredPicture {
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
		list = append(list, positioned{k, PositionOf(in.value("position_"+k), i+1)})
	}
	for i := 1; i < len(list); i++ { // insertion sort: stable, and lists are short
		for j := i; j > 0 && list[j].pos < list[j-1].pos; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	out := make([]StoredPicture, len(list))
	for i, p := range list {
		out[i] = StoredPicture{Key: p.key}
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

// formVersion is the version the form was rendered with; -1 (never a version) when absent.
func formVersion(c fiber.Ctx) int {
	v, err := strconv.Atoi(c.FormValue("version"))
	if err != nil {
		return -1
	}
	return v
}

func isConflict(err error) bool {
	var e *web.Error
	return errors.As(err, &e) && e.Status == fiber.StatusConflict
}
