// Package views holds the billing module's pages: pricing, the add-on view, the history,
// the gate's explanation and the admin area. Handlers hand them view models (models.go).
package views

import (
	"context"

	"greenconnect/app/web"
	"greenconnect/templates"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

// onSale are the prices of a plan that can be bought.
func onSale(p PlanCard) []PriceLine {
	var out []PriceLine
	for _, pr := range p.Prices {
		if pr.OnSale {
			out = append(out, pr)
		}
	}
	return out
}

func options(cs []Choice) []templates.Option {
	out := make([]templates.Option, len(cs))
	for i, c := range cs {
		out[i] = templates.Option{Value: c.Value, Label: c.Label}
	}
	return out
}
