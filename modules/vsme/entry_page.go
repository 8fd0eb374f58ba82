package vsme

import (
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/taxonomy"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// EntryPath is a disclosure's form of a year ("B3" → /my/vsme/2026/b3).
func EntryPath(year int, code string) string { return ReportPath(year) + "/" + strings.ToLower(code) }

// GET /my/vsme/:year/:disclosure: the disclosure's form, filled with the saved report (or the
// profile's values where it has none).
func (h *Handler) entryPage(c fiber.Ctx) error {
	e, err := h.loadEntry(c)
	if err != nil {
		return err
	}
	f := web.NewForm()
	f.Set("version", strconv.Itoa(e.version))
	return h.renderEntry(c, fiber.StatusOK, e, f, false)
}

// entry is a disclosure's form as a request sees it.
type entry struct {
	profileID     uuid.UUID
	year, version int
	code          string
	groups        []entryGroup
	rep           *report.Report
	prefill       map[string]string
}

// loadEntry reads the address (a year, a disclosure B1–B11), the company's report of that year
// and what its profile prefills.
func (h *Handler) loadEntry(c fiber.Ctx) (*entry, error) {
	profileID, year, err := h.ownYear(c)
	if err != nil {
		return nil, err
	}
	code := strings.ToUpper(c.Params("disclosure"))
	known := false
	for _, d := range Disclosures {
		known = known || d == code
	}
	if !known {
		return nil, web.NotFound()
	}
	rep, version, err := h.Service.EntryReport(c.Context(), profileID, year)
	if err != nil {
		return nil, err
	}
	e := &entry{profileID: profileID, year: year, version: version, code: code, rep: rep,
		groups: entryGroups(taxonomy.Load(), code, web.Lang(c.Context()))}
	e.prefill, err = h.Service.Prefill(c.Context(), web.CurrentUser(c.Context()).ID)
	return e, err
}

// renderEntry shows the form: what was typed (or saved), its problems, the calculated totals.
func (h *Handler) renderEntry(c fiber.Ctx, status int, e *entry, f web.Form, pending bool) error {
	ctx, l, tax := c.Context(), web.Lang(c.Context()), taxonomy.Load()
	prefilled := fillForm(tax, &f, e.groups, e.rep, e.prefill)
	for k, v := range e.rep.Inputs {
		f.Default(inputPrefix+k, report.FormatNumber(v))
	}
	vm := views.EntryView{Year: e.year, Code: e.code, Action: EntryPath(e.year, e.code), ReportHref: ReportPath(e.year),
		BackHref: HomePath, Version: f.Value("version"), HasReport: e.version > 0, Pending: pending}
	vm.Title = web.T(ctx, "vsme.disclosure."+e.code)
	for _, d := range Disclosures {
		vm.Disclosures = append(vm.Disclosures, views.EntryNav{Code: d, Href: EntryPath(e.year, d), Current: d == e.code})
	}
	if e.code == entityDisclosure {
		fillEntity(&f, e.rep.Entity)
		vm.Entity = entityView(c)
	}
	vm.Groups = entryViews(ctx, tax, e.groups, &f, e.rep, prefilled, l)
	vm.Form = f
	return templates.Render(c, templates.Page{Title: vm.Code + " · " + vm.Title, Body: views.EntryPage(vm), NavID: "vsme",
		Status: status, NoStore: true})
}
