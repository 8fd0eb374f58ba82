package directory

import (
	"net/url"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/directory/model"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

func (h *Handler) marketplace(c fiber.Ctx) error { return h.listing(c, model.MarketPath, false) }

func (h *Handler) training(c fiber.Ctx) error { return h.listing(c, model.TrainingPath, true) }

// listing serves the marketplace and the training page: the whole page, or for htmx the
// results with the address to push. A plain request whose query is not in the canonical
// form (a form sent without JavaScript, the legacy "contry") is redirected to it, so the
// address always reads as seed §2 says.
func (h *Handler) listing(c fiber.Ctx, path string, training bool) error {
	ctx := c.Context()
	f := model.ParseMarketFilter(queryOf(c))
	if training {
		f.Category = "" // fixed below; never part of the training page's address
	}
	if done, err := canonical(c, path, f.Encode()); done {
		return err
	}
	search := f
	if training {
		search.Category = model.TrainingCategory
	}
	page, err := h.svc.Market(ctx, search)
	if err != nil {
		return err
	}
	page.Filter = f
	vm := views.MarketVM{Path: path, Training: training, Page: page, Overlay: overlayProps(c)}
	if !web.WantsFragment(c) {
		if vm.TagChoice, vm.Countries, err = h.marketChoices(c, f); err != nil {
			return err
		}
	}
	title, lead := "directory.market.title", "directory.market.lead"
	if training {
		title, lead = "directory.training.title", "directory.training.lead"
	}
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, title), Description: web.T(ctx, lead),
		Body: views.Market(vm), Fragment: views.MarketFragment(vm),
	})
}

// marketChoices are the tags and countries the filter form offers: the popular ones, plus
// those chosen (a shared link may name any).
func (h *Handler) marketChoices(c fiber.Ctx, f model.MarketFilter) ([]string, []string, error) {
	ctx := c.Context()
	tags, err := h.svc.PopularTags(ctx)
	if err != nil {
		return nil, nil, err
	}
	for _, t := range f.Tags {
		if !contains(tags, t) {
			tags = append(tags, t)
		}
	}
	countries, err := h.svc.ServiceCountries(ctx)
	if err != nil {
		return nil, nil, err
	}
	return tags, byCountryName(c, countries, f.Country), nil
}

func (h *Handler) directory(c fiber.Ctx) error {
	ctx := c.Context()
	f := model.ParseDirectoryFilter(queryOf(c))
	if done, err := canonical(c, model.DirectoryPath, f.Encode()); done {
		return err
	}
	page, err := h.svc.Directory(ctx, f)
	if err != nil {
		return err
	}
	vm := views.DirectoryVM{Page: page}
	if !web.WantsFragment(c) {
		countries, err := h.svc.DirectoryCountries(ctx)
		if err != nil {
			return err
		}
		vm.Countries = byCountryName(c, countries, f.Country)
	}
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "directory.list.title"), Description: web.T(ctx, "directory.list.lead"),
		Body: views.Directory(vm), Fragment: views.DirectoryFragment(vm),
	})
}

// canonical makes the address the listing's canonical one: htmx is told which address to
// push; a plain request with another query is redirected. done is true when the answer
// has been given.
func canonical(c fiber.Ctx, path, query string) (done bool, err error) {
	target := path
	if query != "" {
		target += "?" + query
	}
	if web.IsHTMX(c) {
		c.Set("HX-Push-Url", target)
		return false, nil
	}
	if string(c.Request().URI().QueryString()) == query {
		return false, nil
	}
	return true, c.Redirect().Status(fiber.StatusFound).To(target)
}

// queryOf is the request's query with repeated keys kept (tags=a&tags=b from a form).
func queryOf(c fiber.Ctx) url.Values {
	v, _ := url.ParseQuery(string(c.Request().URI().QueryString())) // a malformed pair is skipped
	return v
}

// byCountryName orders country codes by their names in the page's language, keeping the
// chosen one even when no company is there (any more).
func byCountryName(c fiber.Ctx, codes []string, chosen string) []string {
	have := map[string]bool{}
	for _, code := range codes {
		have[code] = true
	}
	if chosen != "" {
		have[chosen] = true
	}
	lang := "en"
	if loc := web.ShellFrom(c.Context()).Loc; loc != nil {
		lang = loc.Lang
	}
	out := make([]string, 0, len(have))
	for _, country := range reference.Countries(lang) {
		if have[country.Code] {
			out = append(out, country.Code)
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

// overlayProps are the service overlay's strings in the page's language.
func overlayProps(c fiber.Ctx) views.OverlayProps {
	ctx := c.Context()
	return views.OverlayProps{Messages: islandMessages(c, "directory.overlay."), Icons: templates.Asset(ctx, "img/icons.svg")}
}

func islandMessages(c fiber.Ctx, prefixes ...string) map[string]string {
	s := web.ShellFrom(c.Context())
	if s.Site == nil || s.Site.Messages == nil || s.Loc == nil {
		return map[string]string{}
	}
	return s.Site.Messages(s.Loc, prefixes...)
}
