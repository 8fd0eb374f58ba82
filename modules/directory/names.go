package directory

import (
	"context"

	"greenconnect/app/reference"
	"greenconnect/app/web"
)

// The names handlers give the views: keys of the reference tables and of the categories
// in the request's language; an unknown key shows as itself.

func industryName(ctx context.Context, key string) string {
	return nameOr(ctx, reference.IndustryMessage(key), key)
}

func sectorName(ctx context.Context, key string) string {
	return nameOr(ctx, reference.SectorMessage(key), key)
}

func categoryName(ctx context.Context, key string) string {
	return nameOr(ctx, CategoryMessage(key), key)
}

func countryName(ctx context.Context, code string) string {
	if n := reference.CountryName(web.Lang(ctx), code); n != "" {
		return n
	}
	return code
}

func nameOr(ctx context.Context, id, key string) string {
	if id == "" {
		return key
	}
	return web.T(ctx, id)
}
