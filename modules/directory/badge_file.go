package directory

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/i18n"
	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
)

// badgeMaxAge is how long a badge may be cached: a rating change reaches embedding sites
// within this time; meanwhile every view costs them nothing.
const badgeMaxAge = "public, max-age=900"

// GET /badge/{profileId}.svg: the image.
func (h *Handler) badgeImage(c fiber.Ctx) error { return h.badgeFile(c, "svg") }

// badgeFile answers a badge file. Both are for other sites: no cookies, embeddable from any
// origin, cached with an ETag (docs/directory.md, "Badge").
func (h *Handler) badgeFile(c fiber.Ctx, ext string) error {
	loc := h.Bundle.Localizer(badgeLang(c.Query("lang")))
	id, err := web.ParamUUID(c, "id")
	if err != nil && ext == "json" {
		return badgeNotFound(c, loc)
	} else if err != nil {
		return c.SendStatus(fiber.StatusNotFound)
	}
	co, err := h.Service.company(c.Context(), id)
	found := err == nil
	if err != nil && !web.IsNotFound(err) {
		return err
	}
	pagecache.Public(c, profile.PageTag(id))
	c.Set("Cross-Origin-Resource-Policy", "cross-origin")
	c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
	if ext == "json" {
		if !found {
			return badgeNotFound(c, loc)
		}
		return h.sendCached(c, fiber.MIMEApplicationJSONCharsetUTF8, h.badgeJSON(loc, co))
	}
	vm := views.BadgeView{Brand: strings.ToUpper(loc.T("shell.brand")), Title: loc.T("directory.badge.unknown"),
		Level: loc.T("directory.badge.unknown"), Line: loc.T("directory.badge.unknown_line")}
	if found {
		vm = badgeView(loc, co)
	} else {
		c.Status(fiber.StatusNotFound)
	}
	var buf bytes.Buffer
	if err := views.BadgeSVG(vm).Render(context.Background(), &buf); err != nil {
		return err
	}
	return h.sendCached(c, "image/svg+xml; charset=utf-8", buf.Bytes())
}

// badgeNotFound is the JSON 404 of an unknown badge, its message in the badge's language
// (the error handler answers in the language of the shell it finds: docs/shell.md, "Errors").
func badgeNotFound(c fiber.Ctx, loc *i18n.Localizer) error {
	sh := *web.ShellFrom(c.Context())
	sh.Loc = loc
	c.SetContext(web.WithShell(c.Context(), &sh))
	return web.NotFound()
}

// sendCached answers with a weak ETag (the compressor would replace a strong one) and a
// 304 when the asker already has this version.
func (h *Handler) sendCached(c fiber.Ctx, ctype string, body []byte) error {
	sum := sha256.Sum256(body)
	tag := `W/"` + hex.EncodeToString(sum[:12]) + `"`
	c.Set(fiber.HeaderCacheControl, badgeMaxAge)
	c.Set(fiber.HeaderETag, tag)
	c.Set(fiber.HeaderContentType, ctype)
	if c.Get(fiber.HeaderIfNoneMatch) == tag {
		return c.SendStatus(fiber.StatusNotModified)
	}
	return c.Send(body)
}

func badgeView(loc *i18n.Localizer, co Company) views.BadgeView {
	level := loc.T(rating.Level(co.Level).MessageKey())
	vm := views.BadgeView{
		Title:  loc.T("directory.badge.title", map[string]any{"Company": co.Name, "Level": level, "Stars": co.Stars}),
		Brand:  strings.ToUpper(loc.T("shell.brand")),
		Level:  level,
		Stars:  co.Stars,
		Score:  loc.T("directory.badge.score", map[string]any{"Score": loc.Number(co.Total)}),
		Listed: co.Listed,
	}
	switch {
	case co.NeverApproved():
		// Its name and rating were never public, and a badge must not make them so: anyone
		// may ask for the badge of any profile id.
		vm.Level, vm.Stars, vm.Score = loc.T("directory.badge.not_rated"), 0, ""
		vm.Title = loc.T("directory.badge.title_unrated")
		vm.Line = loc.T(notListedKey(co.Status))
	case !co.Listed:
		vm.Line = loc.T(notListedKey(co.Status))
	case !co.VerifiedAt.IsZero():
		vm.Line = loc.T("directory.badge.verified", map[string]any{"Date": loc.Date(co.VerifiedAt)})
	}
	return vm
}

// notListedKey says why a badge is greyed out.
func notListedKey(status string) string {
	if status == "rejected" {
		return "directory.badge.rejected"
	}
	return "directory.badge.unpublished"
}

// badgeLang is the badge's language: one we speak, else English.
func badgeLang(lang string) string {
	for _, l := range i18n.Languages {
		if l == lang {
			return l
		}
	}
	return "en"
}
