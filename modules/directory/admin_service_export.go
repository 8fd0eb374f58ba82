package directory

import (
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
)

// GET /admin/services/export.csv: the list as filtered, every page of it (at most
// adminCSVMax lines), in the admin's language (admins).
func (h *Handler) adminServiceCSV(c fiber.Ctx) error {
	ctx := c.Context()
	f := adminFilterOf(web.ReadList(c, adminServicesSpec))
	f.Limit, f.Offset = adminCSVMax, 0
	list, _, err := h.Service.AdminServices(ctx, f)
	if err != nil {
		return err
	}
	keys := []string{"service", "category", "industry", "company", "country", "owner", "state", "updated", "reason", "page"}
	header := make([]string, len(keys))
	for i, k := range keys {
		header[i] = web.T(ctx, "directory.admin.csv."+k)
	}
	out := web.CSV{Filename: "services.csv", Header: header}
	for _, s := range list {
		out.Row(s.Name, categoryName(ctx, s.Category), industryName(ctx, s.Industry), s.CompanyName, s.Country,
			s.OwnerEmail, web.T(ctx, "directory.admin.state."+s.State()), s.UpdatedAt.UTC().Format(time.DateOnly),
			s.TakedownReason, h.BaseURL+ServicePath(s.ID))
	}
	return out.Send(c)
}
