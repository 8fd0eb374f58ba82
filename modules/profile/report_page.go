package profile

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// GET /sustainability-profile/report: the report preview of the working copy, print-ready:
// its eight report sections (docs/profile.md, "The report"), those flagged by a rejection
// marked.
func (h *Handler) reportPage(c fiber.Ctx) error {
	ctx := c.Context()
	rec, err := h.ownRecord(c, loadPage)
	if err != nil {
		return err
	}
	res := rec.Result()
	m := views.ReportPage{Company: recordHead(ctx, rec), Score: scoreOf(res), BandText: res.BandMessageKey(), Evidence: evidenceLine(ctx, rec), MethodHref: rating.MethodPath,
		Method: methodLine(ctx, rec),
		ESG:    "rating.stage." + res.Sections[rating.ESGReport].Stage.Slug(), Generated: localDate(ctx, h.Service.now())}
	if esg := rec.Get(rating.ESGReport.Key()); esg.Visibility != VisibilityHidden && esg.Stage() == rating.Defined {
		m.ESGItems = reportSection(ctx, rec, rating.ESGReport.Key(), *esg).Items
	}
	rejected := map[string]bool{}
	for _, k := range rec.RejectedSections {
		rejected[k] = true
	}
	for _, key := range ReportSections {
		sec := rec.Get(key)
		if sec.Visibility == VisibilityHidden {
			m.Hidden++
			continue
		}
		rs := reportSection(ctx, rec, key, *sec)
		rs.Rejected = rejected[key]
		m.Sections = append(m.Sections, rs)
	}
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.report.title"), Body: views.ReportView(m)})
}
