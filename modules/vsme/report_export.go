package vsme

import (
	"bytes"
	"context"
	"fmt"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
)

// exportFormats are the formats a report downloads in, in the order the page lists them.
var exportFormats = []string{"xhtml", "json", "xlsx", "csv"}

// GET /my/vsme/:year/export?format=: the year's report as Inline XBRL, xBRL-JSON, the digital
// template or CSV.
func (h *Handler) reportExport(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, year, err := h.ownYear(c)
	if err != nil {
		return err
	}
	r, err := h.Service.Report(ctx, profileID, year)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return sendExport(c, r, c.Query("format"), fmt.Sprintf("vsme-%d", year))
}

// sendExport writes a report in a format as a download named base.<ext>.
func sendExport(c fiber.Ctx, r *report.Report, format, base string) error {
	var buf bytes.Buffer
	var ctype, ext string
	switch format {
	case "xhtml":
		ctype, ext = "application/xhtml+xml; charset=utf-8", "xhtml"
		if err := report.WriteInlineXBRL(&buf, r, web.Lang(c.Context()), ixLabels(c.Context())); err != nil {
			return err
		}
	case "json":
		ctype, ext = "application/json", "json"
		if err := report.WriteXBRLJSON(&buf, r); err != nil {
			return err
		}
	case "xlsx":
		ctype, ext = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx"
		if _, err := report.WriteWorkbook(&buf, r); err != nil {
			return err
		}
	case "csv":
		ctype, ext = "text/csv; charset=utf-8", "csv"
		if err := report.WriteCSV(&buf, r, web.Lang(c.Context())); err != nil {
			return err
		}
	default:
		return web.NotFound()
	}
	c.Set(fiber.HeaderContentType, ctype)
	c.Set(fiber.HeaderContentDisposition, fmt.Sprintf(`attachment; filename="%s.%s"`, base, ext))
	return c.Send(buf.Bytes())
}

// ixLabels are our words on the Inline XBRL page, in the request's language.
func ixLabels(ctx context.Context) report.IXLabels {
	t := func(id string) string { return web.T(ctx, id) }
	return report.IXLabels{Title: t("vsme.ix.title"), Entity: t("vsme.report.entity"), Identifier: t("vsme.report.identifier"),
		Period: t("vsme.report.period"), Concept: t("vsme.report.datapoint"), Value: t("vsme.report.value"),
		Unit: t("vsme.report.unit"), Breakdown: t("vsme.report.breakdown"), Standard: t("vsme.report.standard"),
		Yes: t("vsme.yes"), No: t("vsme.no"), Calculated: t("vsme.ix.other")}
}
