package directory

import (
	"net/url"
	"time"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
)

// GET /api/public/companies: listed companies, with the directory's filters.
func (h *Handler) publicCompaniesAPI(c fiber.Ctx) error {
	db.ReadFromReplica(c.Context()) // a visitor's read, like the listing pages (docs/conventions.md, "Database")
	limit, offset, filter, err := h.publicWindow(c, func(v url.Values) string { return ParseDirectoryFilter(v).Encode() })
	if err != nil {
		return err
	}
	v, _ := url.ParseQuery(filter)
	page, err := h.Service.DirectoryWindow(c.Context(), ParseDirectoryFilter(v), int32(limit), int32(offset))
	if err != nil {
		return err
	}
	out := publicPage[PublicCompany]{Items: make([]PublicCompany, 0, len(page.Entries)), Total: page.Total, More: page.More}
	for _, e := range page.Entries {
		pc := PublicCompany{ID: e.ProfileID, Name: e.Name, City: e.City, Country: e.Country, Industry: e.Industry,
			Sector: e.Sector, Total: e.Total, Level: e.Level, Stars: e.Stars, Active: e.Active,
			VerifiedItems: e.VerifiedItems, ServiceCount: e.ServiceCount,
			Evidence: PublicEvidence{Answers: e.Evidence.Answers, Backed: e.Evidence.Backed, Verified: e.Evidence.Verified},
			URL:      h.BaseURL + CompanyPath(e.ProfileID), Badge: h.BaseURL + badgePrefix + e.ProfileID.String() + ".json"}
		if !e.ValidatedAt.IsZero() {
			d := e.ValidatedAt.Format(time.DateOnly)
			pc.CompanyValidatedAt = &d
		}
		if !e.ItemsVerifiedAt.IsZero() {
			d := e.ItemsVerifiedAt.Format(time.DateOnly)
			pc.ItemsVerifiedAt = &d
		}
		out.Items = append(out.Items, pc)
	}
	out.Next = h.nextCursor(offset, limit, len(page.Entries), page.Total, filter)
	return c.JSON(out)
}
