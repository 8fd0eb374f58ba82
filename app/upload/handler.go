package upload

import (
	"errors"
	"regexp"
	"strings"

	"github.com/gofiber/fiber/v3"
	"gocloud.dev/gcerrors"
)

// storedKey is the shape of every key Save makes: kind/uuid.ext.
var storedKey = regexp.MustCompile(`^[a-z]+/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.png|\.jpg|\.pdf)?$`)

// Handler serves Prefix/<key>. Keys are never reused, so files are cached for a year. The
// sandbox CSP keeps a file from ever running as a page of ours, whatever it contains. The
// kinds with guards (Protect) are passed on to PrivateHandler, which sees the session.
func (s *Store) Handler() fiber.Handler {
	return func(c fiber.Ctx) error {
		key := strings.TrimPrefix(c.Path(), Prefix)
		if !storedKey.MatchString(key) {
			return fiber.ErrNotFound // never a key Save made: the bucket is not asked
		}
		if s.guarded(key) {
			return c.Next()
		}
		return s.serve(c, key, immutable)
	}
}

// immutable is the caching of a public file: its key is never reused.
const immutable = "public, max-age=31536000, immutable"

// serve answers with the stored file, cached as cacheControl says.
func (s *Store) serve(c fiber.Ctx, key, cacheControl string) error {
	attrs, err := s.bucket.Attributes(c.Context(), key)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return fiber.ErrNotFound
	} else if err != nil {
		return err
	}
	etag := `"` + attrs.ETag + `"`
	if attrs.ETag == "" {
		etag = `"` + attrs.ModTime.UTC().Format("20060102150405") + `"`
	}
	c.Set(fiber.HeaderContentType, attrs.ContentType)
	c.Set(fiber.HeaderCacheControl, cacheControl)
	c.Set(fiber.HeaderETag, etag)
	c.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	if attrs.ContentType == PDF {
		c.Set(fiber.HeaderContentDisposition, "attachment")
	}
	if c.Get(fiber.HeaderIfNoneMatch) == etag {
		return c.SendStatus(fiber.StatusNotModified)
	}
	body, err := s.bucket.ReadAll(c.Context(), key)
	if err != nil {
		if errors.Is(err, errors.ErrUnsupported) {
			return fiber.ErrNotFound
		}
		return err
	}
	return c.Send(body)
}
