// Package views holds the site module's pages.
package views

import (
	"context"

	"greenconnect/app/web"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }
