package directory

import (
	"net/url"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
)

// GET /api/public/services: public services, with the marketplace's filters.
func (h *Handler) publicServicesAPI(c fiber.Ctx) error {
	db.ReadFromReplica(c.Context()) // a visitor's read, like the listing pages (docs/conventions.md, "Database")
	limit, offset, filter, err := h.publicWindow(c, func(v url.Values) string { return ParseMarketFilter(v).Encode() })
	if err != nil {
		return err
	}
	v, _ := url.ParseQuery(filter)
	page, err := h.Service.MarketWindow(c.Context(), ParseMarketFilter(v), int32(limit), int32(offset))
	if err != nil {
		return err
	}
	out := publicPage[PublicServiceItem]{Items: make([]PublicServiceItem, 0, len(page.Cards)), Total: page.Total, More: page.More}
	for _, card := range page.Cards {
		tags := card.Tags
		if tags == nil {
			tags = []string{}
		}
		out.Items = append(out.Items, PublicServiceItem{ID: card.ID, Name: card.Name, Industry: card.Industry,
			Category: card.Category, Description: card.Description, Tags: tags, Website: card.URL,
			HasPrices: card.HasPrices, URL: h.BaseURL + ServicePath(card.ID),
			Company: PublicServiceOwner{ID: card.CompanyProfileID, Name: card.CompanyName, Country: card.Country,
				Level: card.Level, Stars: card.Stars, URL: h.BaseURL + CompanyPath(card.CompanyProfileID)}})
	}
	out.Next = h.nextCursor(offset, limit, len(page.Cards), page.Total, filter)
	return c.JSON(out)
}
