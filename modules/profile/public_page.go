package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// GET /companies/{id}: a listed profile's public page — its published snapshot's live
// sections, the rating with level and stars, logo and links, then the blocks other modules
// add (page_sections.go). Anything not listed is 404, even to its owner (who has the report
// preview).
func (h *Handler) publicPage(c fiber.Ctx) error {
	ctx := c.Context()
	db.ReadFromReplica(ctx)
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	rec, err := h.Service.publicPageRecord(ctx, id)
	if err != nil {
		return err
	}
	pagecache.Public(c, PageTag(id), CompanyPagesTag)
	m := views.PublicPage{Company: recordHead(ctx, rec), Score: scoreOf(rec.Result())}
	if rec.VerifiedAt != nil {
		m.VerifiedOn = localDate(ctx, *rec.VerifiedAt)
	}
	m.Evidence, m.MethodHref, m.Method = evidenceLine(ctx, rec), rating.MethodPath, methodLine(ctx, rec)
	for _, key := range SectionKeys {
		if sec := rec.Get(key); sec.Visibility == VisibilityLive {
			m.Sections = append(m.Sections, reportSection(ctx, rec, key, *sec))
		}
	}
	blocks, err := h.Service.PageSectionsOf(ctx, id)
	if err != nil {
		return err
	}
	m.Blocks = pageBlocks(ctx, blocks)
	steps, err := h.Service.History(ctx, id)
	if err != nil {
		return err
	}
	m.History = historyView(ctx, steps)
	return templates.Render(c, templates.Page{Title: rec.Company.CompanyName, Description: rec.Company.About,
		Body: views.PublicPageView(m)})
}
