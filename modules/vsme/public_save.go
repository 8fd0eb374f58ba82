package vsme

import (
	"strconv"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/views"
)

// POST /my/vsme/:year/public: shows the chosen figures of the year (GHG intensity, renewable
// share) publicly, feeding the benchmark; choosing none stops showing them.
func (h *Handler) publicSave(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, year, err := h.ownYear(c)
	if err != nil {
		return err
	}
	r, err := h.Service.Report(ctx, profileID, year)
	if err != nil {
		return err
	}
	ch := PublicChoice{Intensity: c.FormValue("intensity") == "true", Renewable: c.FormValue("renewable") == "true"}
	if err := h.Service.Publish(ctx, profileID, web.CurrentUser(ctx).ID, year, r, ch); err != nil {
		return err
	}
	h.Sessions.AddFlash(ctx, web.Success("vsme.public.saved"))
	return web.Redirect(c, ReportPath(year))
}

// fillPublic puts the owner's choice of public figures on the report page, and where the
// company stands in its group of peers when the group is large enough to be shown.
func (h *Handler) fillPublic(c fiber.Ctx, vm *views.ReportView, profileID uuid.UUID, year int) error {
	ctx := c.Context()
	ch, err := h.Service.PublicFigures(ctx, profileID, year)
	if err != nil {
		return err
	}
	vm.PublicAction, vm.BenchmarkHref = ReportPath(year)+"/public", BenchmarkPath
	vm.PublicIntensity, vm.PublicRenewable = ch.Intensity, ch.Renewable
	peers, err := h.Service.Peers(ctx)
	if err != nil {
		return err
	}
	for _, me := range peers {
		if me.ProfileID != profileID {
			continue
		}
		for _, g := range Groups(peers, Filter{Industry: me.Industry, Country: me.Country, Size: me.Size}) {
			row := benchmarkRow(ctx, g, web.Lang(c.Context()))
			data := map[string]any{"N": g.N, "Group": row.Industry + ", " + row.Country + ", " + row.Size}
			// Intensities compare only in the same currency (docs/vsme.md, "Public figures and the benchmark").
			if g.Intensity != nil && me.Intensity != nil && me.Currency == g.Currency {
				data["Median"], data["Mine"] = row.Intensity, strconv.FormatFloat(*me.Intensity, 'g', 3, 64)+" tCO2e / "+me.Currency
				vm.Position = append(vm.Position, web.T(ctx, "vsme.public.position_intensity", data))
			}
			if g.Renewable != nil && me.Renewable != nil {
				data["Median"], data["Mine"] = row.Renewable, strconv.FormatFloat(*me.Renewable*100, 'f', 1, 64)+" %"
				vm.Position = append(vm.Position, web.T(ctx, "vsme.public.position_renewable", data))
			}
		}
	}
	return nil
}
