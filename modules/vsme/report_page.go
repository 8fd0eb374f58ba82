package vsme

import (
	"sort"
	"strconv"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// earlierShown is how many earlier years stand beside the current one.
const earlierShown = 2

// GET /my/vsme/:year: the year's report by disclosure, earlier years beside it, its exports
// and its share links.
func (h *Handler) reportPage(c fiber.Ctx) error {
	return h.renderReport(c, fiber.StatusOK, web.NewForm())
}

func (h *Handler) renderReport(c fiber.Ctx, status int, shareForm web.Form) error {
	ctx := c.Context()
	profileID, year, err := h.ownYear(c)
	if err != nil {
		return err
	}
	all, err := h.Service.Reports(ctx, profileID)
	if err != nil {
		return err
	}
	r, ok := all[year]
	if !ok {
		return web.NotFound()
	}
	var years []int
	for y := range all {
		years = append(years, y)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(years)))
	l := web.Lang(c.Context())
	vm := views.ReportView{Year: year, Entity: r.Entity.Name, Identifier: r.Entity.Scheme + " " + r.Entity.ID,
		Period: r.Period.Start + " – " + r.Period.End, BackHref: HomePath}
	var earlier []*report.Report
	for _, y := range years {
		vm.Years = append(vm.Years, views.YearLink{Year: y, Href: ReportPath(y), Current: y == year})
		if y < year && len(earlier) < earlierShown {
			earlier = append(earlier, all[y])
			vm.Earlier = append(vm.Earlier, y)
		}
	}
	vm.Sections = sections(ctx, r, earlier, l)
	if s, ok := report.RenewableShare(r); ok {
		vm.RenewableShare = strconv.FormatFloat(s*100, 'f', 1, 64) + " %"
	}
	if v, unit, ok := ghgIntensity(r); ok {
		vm.GHGIntensity = strconv.FormatFloat(v, 'g', 4, 64) + " " + unit
	}
	for _, f := range exportFormats {
		vm.Downloads = append(vm.Downloads, views.Download{Href: ExportPath(year, f), Label: web.T(ctx, "vsme.export."+f),
			Help: web.T(ctx, "vsme.export."+f+"_help")})
	}
	vm.Completion = completion(r, year, l)
	if err := h.fillPublic(c, &vm, profileID, year); err != nil {
		return err
	}
	if err := h.fillShares(c, &vm, profileID, shareForm); err != nil {
		return err
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "vsme.report.title", map[string]any{"Year": year}),
		Body: views.ReportPage(vm), NavID: "vsme", Status: status})
}

// ghgIntensity is the report's emission intensity per turnover: scope 1 + 2 + 3 when scope 3 is
// reported, else scope 1 + 2 (location-based), as the template computes it.
func ghgIntensity(r *report.Report) (float64, string, bool) {
	for _, c := range []string{"vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue", "vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased"} {
		if f := r.Find(c, nil); f != nil {
			if v, ok := f.Number(); ok {
				return v, "tCO2e / " + r.Currency, true
			}
		}
	}
	return 0, "", false
}

// ownYear reads the year of the address and the signed-in user's company.
func (h *Handler) ownYear(c fiber.Ctx) (uuid.UUID, int, error) {
	year, err := strconv.Atoi(c.Params("year"))
	if err != nil || year < 1990 || year > 2200 {
		return uuid.Nil, 0, web.NotFound()
	}
	profileID, err := h.Service.ProfileOf(c.Context(), web.CurrentUser(c.Context()).ID)
	return profileID, year, err
}
