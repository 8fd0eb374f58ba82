// Package views holds the site module's pages.
package views

import (
	"context"

	"greenconnect/app/web"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

type level struct {
	key      string
	from, to int
	stars    int
}

// levels are seed §9's bands.
var levels = []level{
	{"starter", 1, 49, 2}, {"explorer", 50, 199, 3}, {"achiever", 200, 299, 4}, {"champion", 300, 495, 5},
}

// sections are the seven rated sections, in the order the wizard asks them.
var sections = []string{"esg", "accreditations", "co2", "goals", "initiatives", "policies", "training"}
