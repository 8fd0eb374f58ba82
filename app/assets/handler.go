package assets

import (
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"
)

// Handler serves Prefix/*. Every URL names one version of a file, so it may be cached for
// a year; an unknown URL (an old hash after a deploy) is a plain 404.
func (a *Assets) Handler() fiber.Handler {
	return func(c fiber.Ctx) error {
		f, ok := a.byURL[strings.TrimPrefix(c.Path(), Prefix)]
		if !ok {
			return fiber.ErrNotFound
		}
		return f.send(c, "public, max-age=31536000, immutable")
	}
}

// Stable serves the current bundle of an entry at a URL that stays the same from build to
// build (the badge script other sites include), cached for maxAge only, so a deploy
// reaches them within that time.
func (a *Assets) Stable(entry string, maxAge time.Duration) fiber.Handler {
	return func(c fiber.Ctx) error {
		f, ok := a.byURL[strings.TrimPrefix(a.entries[entry], Prefix)]
		if !ok {
			return fiber.ErrNotFound
		}
		return f.send(c, "public, max-age="+strconv.Itoa(int(maxAge.Seconds())))
	}
}

func (f *file) send(c fiber.Ctx, cacheControl string) error {
	c.Set(fiber.HeaderCacheControl, cacheControl)
	c.Set(fiber.HeaderETag, f.etag)
	c.Set(fiber.HeaderContentType, f.ctype)
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	// The badge script is embedded on other sites.
	c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
	c.Vary(fiber.HeaderAcceptEncoding)
	if c.Get(fiber.HeaderIfNoneMatch) == f.etag {
		return c.SendStatus(fiber.StatusNotModified)
	}
	accept := c.Get(fiber.HeaderAcceptEncoding)
	gz, br := f.compressed()
	switch {
	case br != nil && strings.Contains(accept, "br"):
		c.Set(fiber.HeaderContentEncoding, "br")
		return c.Send(br)
	case gz != nil && strings.Contains(accept, "gzip"):
		c.Set(fiber.HeaderContentEncoding, "gzip")
		return c.Send(gz)
	}
	return c.Send(f.body)
}
