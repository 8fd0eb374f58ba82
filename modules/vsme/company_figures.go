package vsme

import (
	"context"
	"net/url"
	"strconv"

	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/profile"
)

// CompanyFigures is the VSME block of a listed company's public page (docs/profile.md,
// "Company page sections"): the figures of its latest year it chose to show, each linked to
// the benchmark of its peers. Wired with profiles.AddPageSections(vsmeH.CompanyFigures).
func (h *Handler) CompanyFigures(ctx context.Context, profileID uuid.UUID) ([]profile.PageSection, error) {
	p, ok, err := h.Service.PeerOf(ctx, profileID)
	if err != nil || !ok {
		return nil, err
	}
	q := url.Values{"industry": {p.Industry}, "country": {p.Country}, "size": {p.Size}}
	href := BenchmarkPath + "?" + q.Encode()
	year := map[string]any{"Year": p.Year}
	b := profile.PageSection{Key: "vsme-figures", Title: "vsme.company_page.title",
		Links: []profile.PageLink{{Label: "vsme.company_page.benchmark", Href: href}}}
	if p.Intensity != nil {
		b.Items = append(b.Items, profile.PageItem{Name: web.T(ctx, "vsme.company_page.intensity", year), Href: href,
			Text: strconv.FormatFloat(*p.Intensity, 'g', 4, 64) + " tCO2e / " + p.Currency})
	}
	if p.Renewable != nil {
		b.Items = append(b.Items, profile.PageItem{Name: web.T(ctx, "vsme.company_page.renewable", year), Href: href,
			Text: strconv.FormatFloat(*p.Renewable*100, 'f', 1, 64) + " %"})
	}
	return []profile.PageSection{b}, nil
}
