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
	// The row with the page's kept parts is the page's one statement (docs/profile.md,
	// "Company page sections"); the points table and what the live blocks draw from are
	// memos. A profile not listed answers listedRow's not found. Parts not kept yet (a
	// change being built): what they keep is read, together (docs/conventions.md, "A page's
	// parts read together").
	row, raw, err := h.Service.listedRow(ctx, id)
	if err != nil {
		return err
	}
	var reads recordReads
	kept, ok := h.Service.keptPartsOf(raw)
	if !ok {
		kept, reads, err = h.Service.readPageParts(ctx, id)
	} else {
		reads.posts, reads.files = kept.Posts, kept.Files
		reads.table, err = h.Service.ratings.Table(ctx)
	}
	if err != nil {
		return err
	}
	blocks, err := h.Service.pageBlocksOf(ctx, kept)
	if err != nil {
		return err
	}
	rec, err := h.Service.recordOf(row, public, reads)
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
	m.Blocks = blocks
	m.History = historyView(ctx, kept.History)
	return templates.Render(c, templates.Page{Title: rec.Company.CompanyName, Description: rec.Company.About,
		Body: views.PublicPageView(m)})
}
