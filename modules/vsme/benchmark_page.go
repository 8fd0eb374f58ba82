package vsme

import (
	"context"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/pagecache"
	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// BenchmarkPath is the public peer benchmark.
const BenchmarkPath = "/vsme/benchmark"

// sizeClasses in their order.
var sizeClasses = []string{"micro", "small", "medium", "large"}

// GET /vsme/benchmark: the figures companies chose to show, by industry, country and size
// class, a group only when it has at least MinPeers companies; filters by GET, no JavaScript.
func (h *Handler) benchmarkPage(c fiber.Ctx) error {
	ctx := c.Context()
	f := web.FormFrom(c, "industry", "country", "size")
	peers, err := h.Service.Peers(ctx)
	if err != nil {
		return err
	}
	groups := Groups(peers, Filter{Industry: f.Value("industry"), Country: f.Value("country"), Size: f.Value("size")})
	l := web.Lang(c.Context())
	vm := views.BenchmarkView{Form: f, Action: BenchmarkPath, MinPeers: MinPeers}
	for _, ind := range reference.Industries {
		vm.Industries = append(vm.Industries, templates.Option{Value: ind.Key, Label: web.T(ctx, reference.IndustryMessage(ind.Key))})
	}
	for _, co := range reference.Countries(l) {
		vm.Countries = append(vm.Countries, templates.Option{Value: co.Code, Label: co.Name})
	}
	for _, s := range sizeClasses {
		vm.Sizes = append(vm.Sizes, templates.Option{Value: s, Label: web.T(ctx, "vsme.size."+s)})
	}
	for _, g := range groups {
		vm.Rows = append(vm.Rows, benchmarkRow(ctx, g, l))
	}
	pagecache.Public(c, BenchmarkTag)
	return templates.Render(c, templates.Page{Title: web.T(ctx, "vsme.benchmark.title"), Body: views.BenchmarkPage(vm)})
}

// benchmarkRow is a group as the table shows it.
func benchmarkRow(ctx context.Context, g Group, l string) views.BenchmarkRow {
	r := views.BenchmarkRow{Industry: web.T(ctx, reference.IndustryMessage(g.Industry)), Country: reference.CountryName(l, g.Country),
		Size: web.T(ctx, "vsme.size."+g.Size), N: g.N, Intensity: "—", Renewable: "—"}
	if g.Intensity != nil {
		r.Intensity = strconv.FormatFloat(*g.Intensity, 'g', 3, 64) + " tCO2e / " + g.Currency
	}
	if g.Renewable != nil {
		r.Renewable = strconv.FormatFloat(*g.Renewable*100, 'f', 1, 64) + " %"
	}
	return r
}
