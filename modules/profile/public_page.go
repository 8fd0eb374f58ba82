package profile

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/profile/store"
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
	// The row, what its record reads by the id, the other modules' blocks and the history go
	// to the database together: the page costs one round trip, not one per statement
	// (docs/conventions.md, "A page's parts read together"). A profile not listed answers
	// listedRow's not found.
	var row store.CompanyProfile
	var reads recordReads
	var blocks []PageSection
	var steps []HistoryStep
	err = db.Together(ctx,
		func(ctx context.Context) (err error) { row, err = h.Service.listedRow(ctx, id); return err },
		func(ctx context.Context) (err error) { reads, err = h.Service.readsOf(ctx, id, loadPage); return err },
		func(ctx context.Context) (err error) { blocks, err = h.Service.PageSectionsOf(ctx, id); return err },
		func(ctx context.Context) (err error) { steps, err = h.Service.History(ctx, id); return err })
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
	m.Blocks = pageBlocks(ctx, blocks)
	m.History = historyView(ctx, steps)
	return templates.Render(c, templates.Page{Title: rec.Company.CompanyName, Description: rec.Company.About,
		Body: views.PublicPageView(m)})
}
