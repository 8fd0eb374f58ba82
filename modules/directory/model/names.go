package model

import (
	"context"

	"greenconnect/app/reference"
	"greenconnect/app/web"
)

// IndustryName names a profile industry key (a service's sector) in the request's
// language; an unknown key shows as itself.
func IndustryName(ctx context.Context, key string) string {
	if id := reference.IndustryMessage(key); id != "" {
		return web.T(ctx, id)
	}
	return key
}

// CategoryName names a category key in the request's language.
func CategoryName(ctx context.Context, key string) string {
	if id := CategoryMessage(key); id != "" {
		return web.T(ctx, id)
	}
	return key
}

// LevelKey is a rating level's key, "none" for an empty one.
func LevelKey(level string) string {
	if level == "" {
		return "none"
	}
	return level
}
