package directory

import (
	"context"
	"slices"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

// GET /marketplace/services: the services listing.
func (h *Handler) marketPage(c fiber.Ctx) error { return h.servicesListing(c, MarketPath, false) }

// servicesListing serves the marketplace and the training page: the whole page, or for
// htmx the results with the address to push. A plain request whose query is not in the
// canonical form (a form sent without JavaScript, the legacy "contry") is redirected to
// it, so the address always reads the same (docs/directory.md, "Listings").
func (h *Handler) servicesListing(c fiber.Ctx, path string, training bool) error {
	ctx := c.Context()
	db.ReadFromReplica(ctx)
	f := ParseMarketFilter(queryOf(c))
	if training {
		f.Category = "" // fixed below; never part of the training page's address
	}
	if done, err := canonical(c, path, f.Encode()); done {
		return err
	}
	search := f
	if training {
		search.Category = TrainingCategory
	}
	page, err := h.Service.Market(ctx, search)
	if err != nil {
		return err
	}
	pagecache.Public(c, MarketTag)
	text := marketText
	if training {
		text = trainingText
	}
	vm := views.MarketView{
		Listing: listingView(ctx, text, listingState{name: "market", path: path, filters: f.WithPage(1).Encode(),
			page: f.Page, shown: len(page.Cards), total: page.Total, more: page.More, pageURL: func(n int) string { return f.WithPage(n).URL(path) }}),
		Training: training, Cards: cardsOf(ctx, page.Cards, f, path), Overlay: overlay(c),
	}
	if !web.WantsFragment(c) {
		if err := h.marketChoices(ctx, f, &vm); err != nil {
			return err
		}
	}
	return templates.Render(c, templates.Page{
		Title: vm.Title, Description: vm.Lead, Body: views.Market(vm), Fragment: views.MarketFragment(vm),
	})
}

// marketChoices are what the filter form offers: the categories, the popular tags plus
// those chosen (a shared link may name any), the countries with services.
func (h *Handler) marketChoices(ctx context.Context, f MarketFilter, vm *views.MarketView) error {
	tags, err := h.Service.PopularTags(ctx)
	if err != nil {
		return err
	}
	for _, t := range f.Tags {
		if !contains(tags, t) {
			tags = append(tags, t)
		}
	}
	for _, t := range tags {
		vm.Tags = append(vm.Tags, views.TagChoice{Tag: t, Checked: f.HasTag(t)})
	}
	countries, err := h.Service.ServiceCountries(ctx)
	if err != nil {
		return err
	}
	vm.Countries = countryOptions(ctx, countries, f.Country)
	vm.Categories = categoryOptions(ctx)
	vm.Forms, vm.FormKey = &h.forms, formKey(vm.Path, f.WithPage(1).Encode(), tags, countries)
	return nil
}

// cardsOf are the cards of a listing at path in the state f; a card's tags narrow it. A
// tag's address is built once a page: the cards of a search or a tag share most of theirs.
func cardsOf(ctx context.Context, cards []ServiceSummary, f MarketFilter, path string) []views.Card {
	out := make([]views.Card, len(cards))
	var made []views.Link // the tags' addresses made so far: a few, searched in order
	for i, c := range cards {
		out[i] = views.Card{
			ServiceItem: serviceItem(ctx, c.ID, c.Name, c.LogoURL, c.Industry, c.Category), URL: c.URL,
			WebsiteHref: websiteHref(c.ID, c.URL),
			Socials:     views.Socials{Name: c.Name, Instagram: c.InstagramURL, Facebook: c.FacebookURL, Linkedin: c.LinkedinURL},
			Description: c.Description, CompanyName: c.CompanyName, CompanyHref: CompanyPath(c.CompanyProfileID), Stars: c.Stars,
		}
		if len(c.Tags) > 0 {
			out[i].Tags = make([]views.Link, len(c.Tags))
		}
		for j, tag := range c.Tags {
			k := slices.IndexFunc(made, func(l views.Link) bool { return l.Text == tag })
			if k < 0 {
				k = len(made)
				made = append(made, views.Link{Text: tag, Href: f.WithTag(tag).URL(path)})
			}
			out[i].Tags[j] = made[k]
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
