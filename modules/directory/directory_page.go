package directory

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/modules/profile"
	"greenconnect/templates"
)

// GET /directory: the green directory of listed companies.
func (h *Handler) directoryPage(c fiber.Ctx) error {
	ctx := c.Context()
	db.ReadFromReplica(ctx)
	f := ParseDirectoryFilter(queryOf(c))
	if done, err := canonical(c, DirectoryPath, f.Encode()); done {
		return err
	}
	page, err := h.Service.Directory(ctx, f)
	if err != nil {
		return err
	}
	pagecache.Public(c, DirectoryTag)
	vm := views.DirectoryView{
		Listing: listingView(ctx, directoryText, listingState{name: "directory", path: DirectoryPath, filters: f.WithPage(1).Encode(),
			page: f.Page, shown: len(page.Entries), total: page.Total, more: page.More, pageURL: func(n int) string { return f.WithPage(n).URL(DirectoryPath) }}),
		Entries: entriesOf(ctx, page.Entries),
	}
	if !web.WantsFragment(c) {
		countries, err := h.Service.DirectoryCountries(ctx)
		if err != nil {
			return err
		}
		vm.Countries = countryOptions(ctx, countries, f.Country)
		vm.Forms, vm.FormKey = &h.forms, formKey(DirectoryPath, f.WithPage(1).Encode(), nil, countries)
	}
	return templates.Render(c, templates.Page{
		Title: vm.Title, Description: vm.Lead, Body: views.Directory(vm), Fragment: views.DirectoryFragment(vm),
	})
}

func entriesOf(ctx context.Context, entries []CompanySummary) []views.Entry {
	out := make([]views.Entry, len(entries))
	for i, e := range entries {
		out[i] = views.Entry{
			Name: e.Name, Href: CompanyPath(e.ProfileID), LogoURL: e.LogoURL, Industry: industryName(ctx, e.Industry),
			City: e.City, Level: e.Level, Stars: e.Stars, Total: e.Total, About: e.About, ServiceCount: e.ServiceCount,
			VerifiedItems: e.VerifiedItems, Evidence: evidenceLine(ctx, e.Evidence),
		}
		if !e.ValidatedAt.IsZero() {
			out[i].ValidatedOn = web.ShellFrom(ctx).Loc.Date(e.ValidatedAt)
		}
		if !e.ItemsVerifiedAt.IsZero() {
			out[i].ItemsOn = web.ShellFrom(ctx).Loc.Date(e.ItemsVerifiedAt)
		}
		if e.Sector != "" {
			out[i].Sector = sectorName(ctx, e.Sector)
		}
		if e.Country != "" {
			out[i].Country = countryName(ctx, e.Country)
		}
	}
	return out
}

// evidenceLine is a company's evidence summary as a card shows it ("" with no answer).
func evidenceLine(ctx context.Context, e profile.EvidenceSummary) string {
	if e.Answers == 0 {
		return ""
	}
	return web.T(ctx, "directory.list.evidence", map[string]any{"Backed": e.Backed, "Answers": e.Answers, "Verified": e.Verified})
}
