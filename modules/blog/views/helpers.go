// Package views holds the blog module's pages and fragments.
package views

import (
	"context"
	"strconv"

	"github.com/a-h/templ"

	"greenconnect/app/web"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

func t(ctx context.Context, id string, data ...map[string]any) string { return web.T(ctx, id, data...) }

func levelName(ctx context.Context, key string) string { return t(ctx, rating.Level(key).MessageKey()) }

func url(s string) templ.SafeURL { return templ.SafeURL(s) }

func itoa(n int) string { return strconv.Itoa(n) }

func number(ctx context.Context, n int) string {
	if loc := web.ShellFrom(ctx).Loc; loc != nil {
		return loc.Number(n)
	}
	return itoa(n)
}

func companyIcon(ctx context.Context) string { return templates.Asset(ctx, "img/company.svg") }

// safe is HTML the blog module rendered and sanitized (blog.RenderHTML): never anything else.
func safe(html string) templ.Component { return templ.Raw(html) }
