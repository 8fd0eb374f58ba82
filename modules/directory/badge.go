package directory

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/i18n"
	"greenconnect/modules/directory/store"
	"greenconnect/modules/directory/views"
	"greenconnect/modules/rating"
)

// badgeMaxAge is how long a badge may be cached: a rating change reaches embedding sites
// within this time; meanwhile every view costs them nothing.
const badgeMaxAge = "public, max-age=900"

// badge is /badge/{profileId}.svg (the image) and /badge/{profileId}.json (what the badge
// script draws). Both are for other sites: no cookies, embeddable from any origin, cached
// with an ETag.
func (h *Handler) badge(c fiber.Ctx) error {
	file := c.Params("file")
	name, ext, _ := strings.Cut(file, ".")
	id, err := uuid.Parse(name)
	if err != nil || (ext != "svg" && ext != "json") {
		return c.SendStatus(fiber.StatusNotFound)
	}
	loc := h.bundle.Localizer(badgeLang(c.Query("lang")))
	row, err := h.svc.company(c.Context(), id)
	found := err == nil
	if err != nil && !isNotFound(err) {
		return err
	}
	c.Set("Cross-Origin-Resource-Policy", "cross-origin")
	c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
	if ext == "json" {
		if !found {
			return c.Status(fiber.StatusNotFound).JSON(fiber.Map{"error": fiber.Map{"code": "not_found"}})
		}
		return h.sendCached(c, fiber.MIMEApplicationJSONCharsetUTF8, h.badgeJSON(loc, row))
	}
	vm := views.BadgeVM{Brand: strings.ToUpper(loc.T("shell.brand")), Title: loc.T("directory.badge.unknown"),
		Level: loc.T("directory.badge.unknown"), Line: loc.T("directory.badge.unknown_line")}
	if found {
		vm = badgeVM(loc, row)
	} else {
		c.Status(fiber.StatusNotFound)
	}
	var buf bytes.Buffer
	if err := views.BadgeSVG(vm).Render(context.Background(), &buf); err != nil {
		return err
	}
	return h.sendCached(c, "image/svg+xml; charset=utf-8", buf.Bytes())
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

func badgeVM(loc *i18n.Localizer, row store.GetDirectoryCompanyRow) views.BadgeVM {
	level := loc.T(rating.Level(row.Level).MessageKey())
	vm := views.BadgeVM{
		Title:  loc.T("directory.badge.title", map[string]any{"Company": row.CompanyName, "Level": level, "Stars": row.Stars}),
		Brand:  strings.ToUpper(loc.T("shell.brand")),
		Level:  level,
		Stars:  int(row.Stars),
		Score:  loc.T("directory.badge.score", map[string]any{"Score": loc.Number(int(row.Total))}),
		Listed: row.Listed,
	}
	switch {
	case neverApproved(row):
		// Its name and rating were never public, and a badge must not make them so: anyone
		// may ask for the badge of any profile id.
		vm.Level, vm.Stars, vm.Score = loc.T("directory.badge.not_rated"), 0, ""
		vm.Title = loc.T("directory.badge.title_unrated")
		vm.Line = loc.T(notListedKey(row.Status))
	case !row.Listed:
		vm.Line = loc.T(notListedKey(row.Status))
	case row.VerifiedAt != nil:
		vm.Line = loc.T("directory.badge.verified", map[string]any{"Date": loc.Date(*row.VerifiedAt)})
	}
	return vm
}

// neverApproved reports whether a profile was never approved: nothing of it was ever
// public (README, "Security"), so its badge and check page name no company.
func neverApproved(row store.GetDirectoryCompanyRow) bool {
	return !row.Listed && row.VerifiedAt == nil
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

// badgeScript is /embed/badge.js: the current bundle of the badge script, for other sites.
func (h *Handler) badgeScript(c fiber.Ctx) error {
	c.Set("Cross-Origin-Resource-Policy", "cross-origin")
	return h.embedScript(c)
}
