package vsme

import (
	"sort"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// GET /my/vsme/import/:id: what the upload would save, what could not be read (by sheet and
// cell, with the reason), and the confirm and cancel buttons.
func (h *Handler) importPage(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, id, err := h.ownImport(c)
	if err != nil {
		return err
	}
	imp, err := h.Service.PendingImport(ctx, profileID, id)
	if err != nil {
		return err
	}
	tax := taxonomy.Load()
	l := web.Lang(c.Context())
	r := imp.Report
	vm := views.ImportView{Filename: imp.Filename, Source: web.T(ctx, "vsme.source."+imp.Source),
		Entity: r.Entity.Name, Identifier: r.Entity.Scheme + " " + r.Entity.ID, Period: r.Period.Start + " – " + r.Period.End,
		Year: imp.Year(), Facts: len(r.Facts), ConfirmAction: ImportPath(id) + "/confirm", CancelAction: ImportPath(id) + "/cancel",
		BackHref: HomePath}
	if imp.Source == "template" {
		v := r.Template
		if v == "" {
			v = web.T(ctx, "vsme.import.template_unstated")
		}
		vm.Template = web.T(ctx, "vsme.import.template_read", map[string]any{"Version": v, "Names": report.TemplateVersion})
	}
	if vm.Year != 0 {
		if _, err := h.Service.Report(ctx, profileID, vm.Year); err == nil {
			vm.Replaces = true
		}
	}
	counts := map[string]int{}
	for _, f := range r.Facts {
		if c := tax.Concept(f.Concept); c != nil && c.Disclosure() != "" {
			counts[c.Disclosure()]++
		}
	}
	for code, n := range counts {
		vm.Disclosures = append(vm.Disclosures, views.Count{Code: code, Title: code, N: n})
	}
	sort.Slice(vm.Disclosures, func(i, j int) bool {
		return disclosureOrder(vm.Disclosures[i].Code) < disclosureOrder(vm.Disclosures[j].Code)
	})
	for _, is := range imp.Issues {
		where := is.Sheet
		if is.Cell != "" {
			where += "!" + is.Cell
		}
		label := ""
		if is.Concept != "" {
			label = tax.Label(is.Concept, l)
		}
		vm.Issues = append(vm.Issues, views.IssueRow{Where: where, Datapoint: label, Value: is.Value, Reason: web.T(ctx, "vsme.issue."+is.Reason)})
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "vsme.import.check_title"), Body: views.ImportPage(vm), NavID: "vsme"})
}

// ownImport reads the import id and the signed-in user's company (the service checks the
// import belongs to it).
func (h *Handler) ownImport(c fiber.Ctx) (uuid.UUID, uuid.UUID, error) {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return uuid.Nil, uuid.Nil, err
	}
	profileID, err := h.Service.ProfileOf(c.Context(), web.CurrentUser(c.Context()).ID)
	return profileID, id, err
}

// disclosureOrder sorts B1 < B2 < ... < B11 < C1 ...
func disclosureOrder(code string) int {
	if len(code) < 2 {
		return 999
	}
	n := 0
	for _, r := range code[1:] {
		n = n*10 + int(r-'0')
	}
	if code[0] == 'C' {
		n += 100
	}
	return n
}
