package vsme

import (
	"errors"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/taxonomy"
)

// POST /my/vsme/:year/:disclosure: "Add a row" and "Remove" change the form's tables and show
// it again (nothing saved); "Save" checks every field, and saves the disclosure if the report
// is still at the version the form was filled from (docs/vsme.md, "Forms").
func (h *Handler) entrySave(c fiber.Ctx) error {
	ctx := c.Context()
	e, err := h.loadEntry(c)
	if err != nil {
		return err
	}
	tax := taxonomy.Load()
	f := readPost(c, e.groups)
	if e.code == entityDisclosure {
		readEntityPost(c, &f)
	}
	if action := c.FormValue("action"); (action != "save" && action != "") || pendingFind(e.groups, f) {
		op, rest, _ := strings.Cut(action, ":")
		gid, row, _ := strings.Cut(rest, ":")
		for _, g := range e.groups {
			if g.ID != gid || g.Kind != groupRows {
				continue
			}
			if op == "add" {
				addRow(&f, g)
			} else if i, err := strconv.Atoi(row); err == nil && op == "remove" {
				removeRow(&f, g, i)
			}
		}
		return h.renderEntry(c, fiber.StatusOK, e, f, true)
	}
	facts, inputs, errs := readEntry(tax, e.groups, f, e.rep)
	var scheme, id string
	if e.code == entityDisclosure {
		scheme, id = readEntity(f, &errs)
	}
	if errs.Len() > 0 {
		f.Errors = errs
		return h.renderEntry(c, fiber.StatusUnprocessableEntity, e, f, false)
	}
	version, err := strconv.Atoi(f.Value("version"))
	if err != nil || version < 0 {
		version = -1 // never a version: the save is refused as a conflict
	}
	if version != e.version {
		return h.entryConflict(c, e, f)
	}
	if e.rep.Entity.Name == "" {
		e.rep.Entity.Name = e.prefill[entityNameKey]
	}
	if e.code == entityDisclosure {
		e.rep.Entity.Scheme, e.rep.Entity.ID = scheme, id
	}
	markAnswered(e.rep, e.groups, f, e.prefill)
	applyEntry(e.rep, e.groups, facts, inputs)
	err = h.Service.SaveEntry(ctx, e.profileID, e.year, version, e.rep)
	if errors.Is(err, ErrEntryConflict) {
		if e, err = h.loadEntry(c); err != nil {
			return err
		}
		return h.entryConflict(c, e, f)
	}
	if err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("vsme.entry.saved"))
	return web.Redirect(c, EntryPath(e.year, e.code))
}

// entryConflict shows the form again with what was typed and the report's current version: a
// second Save overwrites what the other save did, knowingly.
func (h *Handler) entryConflict(c fiber.Ctx, e *entry, f web.Form) error {
	f.Conflict = &web.SaveConflict{Text: web.Msg{Key: "vsme.entry.conflict"}, ReloadHref: EntryPath(e.year, e.code), Overwrite: true}
	f.Set("version", strconv.Itoa(e.version))
	return h.renderEntry(c, fiber.StatusConflict, e, f, false)
}
