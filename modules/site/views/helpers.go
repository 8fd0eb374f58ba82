// Package views holds the site module's pages.
package views

import (
	"context"

	"greenconnect/app/web"
	"greenconnect/templates"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

// navHref is the address of a page the navigation lists (the site's own pages are always
// there).
func navHref(ctx context.Context, id string) string {
	href, _ := templates.NavHref(ctx, id)
	return href
}
