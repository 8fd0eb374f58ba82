package directory

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

// serviceJSON is a service as GET /api/sustainableService/{id} answers it (docs/directory.md,
// "API": pictures as addresses, images with their sizes, names already translated).
type serviceJSON struct {
	ServiceID        string      `json:"serviceId"`
	CompanyProfileID string      `json:"companyProfileId"`
	CompanyName      string      `json:"companyName"`
	CompanyURL       string      `json:"companyUrl"` // "" while the company page is not public
	CompanyLogo      string      `json:"companyLogo"`
	Name             string      `json:"name"`
	Logo             string      `json:"logo"`
	SectorIndustry   string      `json:"sector_industry"`
	SectorName       string      `json:"sectorName"`
	CategoryName     string      `json:"categoryName"`
	URL              string      `json:"url"`
	InstagramURL     string      `json:"instagramUrl"`
	FacebookURL      string      `json:"facebookUrl"`
	LinkedinURL      string      `json:"linkedinUrl"`
	Description      string      `json:"description"`
	Explanation      string      `json:"explanation"`
	Tags             []string    `json:"tags"`
	Pictures         []string    `json:"pictures"`
	Images           []imageJSON `json:"images"`
	PriceLink        string      `json:"priceLink"`
	PriceList        string      `json:"priceList"`
	Published        bool        `json:"published"`
	Preview          bool        `json:"preview"`
	PageURL          string      `json:"pageUrl"`
	Rating           ratingJSON  `json:"rating"`
}

type imageJSON struct {
	URL    string `json:"url"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

type ratingJSON struct {
	Level     string `json:"level"`
	LevelName string `json:"levelName"`
	Stars     int    `json:"stars"`
	Total     int    `json:"total"`
}

// relatedJSON is an entry of /api/sustainableServices/{companyProfileId} (docs/directory.md,
// "API").
type relatedJSON struct {
	ServiceID      string `json:"serviceId"`
	Name           string `json:"name"`
	Logo           string `json:"logo"`
	SectorIndustry string `json:"sector_industry"`
	SectorName     string `json:"sectorName"`
	CategoryName   string `json:"categoryName"`
}

// GET /api/sustainableService/{id}: a public service.
func (h *Handler) serviceAPI(c fiber.Ctx) error {
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	v, err := h.Service.PublicService(c.Context(), id)
	if err != nil {
		return err
	}
	return c.JSON(h.serviceJSONOf(c.Context(), v))
}

func (h *Handler) serviceJSONOf(ctx context.Context, v ServiceDetail) serviceJSON {
	out := serviceJSON{
		ServiceID: v.ID.String(), CompanyProfileID: v.CompanyProfileID.String(), CompanyName: v.Company.Name,
		CompanyLogo: v.Company.LogoURL, Name: v.Name, Logo: v.LogoURL(), SectorIndustry: v.SectorIndustry(),
		SectorName: industryName(ctx, v.Industry), CategoryName: categoryName(ctx, v.Category),
		URL: v.URL, InstagramURL: v.InstagramURL, FacebookURL: v.FacebookURL, LinkedinURL: v.LinkedinURL,
		Description: v.Description, Explanation: v.Explanation, Tags: v.Tags,
		Pictures: []string{}, Images: []imageJSON{}, PriceLink: v.PriceLink, PriceList: v.PriceListURL(),
		Published: v.Published, Preview: v.Preview, PageURL: h.BaseURL + ServicePath(v.ID),
		Rating: ratingJSON{Level: v.Company.Level, LevelName: web.T(ctx, rating.Level(v.Company.Level).MessageKey()),
			Stars: v.Company.Stars, Total: v.Company.Total},
	}
	if v.Company.Listed {
		out.CompanyURL = CompanyPath(v.Company.ID)
	}
	if out.Tags == nil {
		out.Tags = []string{}
	}
	for _, p := range v.Pictures {
		out.Pictures = append(out.Pictures, p.URL())
		out.Images = append(out.Images, imageJSON{URL: p.URL(), Width: p.Width, Height: p.Height})
	}
	return out
}

func relatedJSONOf(ctx context.Context, list []Related) []relatedJSON {
	out := make([]relatedJSON, len(list))
	for i, r := range list {
		out[i] = relatedJSON{ServiceID: r.ID.String(), Name: r.Name, Logo: r.LogoURL,
			SectorIndustry: SectorIndustry(r.Industry, r.Category),
			SectorName:     industryName(ctx, r.Industry), CategoryName: categoryName(ctx, r.Category)}
	}
	return out
}
