package profile

import (
	"context"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// GET /sustainability-profile/report: the report preview of the working copy (seed §3's
// eight sections with showOnReport and rejected), print-ready.
func (h *Handler) reportPage(c fiber.Ctx) error {
	ctx := c.Context()
	rec, err := h.svc.OwnRecord(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	res := rec.Result()
	m := views.ReportPage{Company: companyHead(ctx, rec.Company), Score: scoreOf(res), BandText: res.BandMessageKey(),
		ESG: "rating.stage." + res.Sections[rating.ESGReport].Stage.Slug(), Generated: localDate(ctx, h.svc.now())}
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

func scoreOf(res rating.Result) views.Score {
	return views.Score{Total: res.Total, Max: rating.MaxTotal, Provisional: !res.Active,
		Level: "rating.level." + string(res.Level), Stars: res.Stars}
}

// companyHead is the company as pages show it, named in the reader's language.
func companyHead(ctx context.Context, c Company) views.CompanyHead {
	lang := web.ShellFrom(ctx).Loc.Lang
	h := views.CompanyHead{Name: c.CompanyName, LogoURL: c.Logo, About: c.About, Website: c.Website,
		Provider: c.ServiceProvider}
	if c.EmployeeCount != nil {
		h.Employees = *c.EmployeeCount
	}
	h.Location = joinNonEmpty(", ", c.City, reference.CountryName(lang, c.Country))
	if m := reference.IndustryMessage(c.Industry); m != "" {
		h.Industry = web.T(ctx, m)
		if s := reference.SectorMessage(c.Sector); s != "" {
			h.Industry += " · " + web.T(ctx, s)
		}
	}
	for _, s := range []struct{ icon, url, label string }{
		{"facebook", c.Facebook, "Facebook"}, {"linkedin", c.Linkedin, "LinkedIn"}, {"tiktok", c.Tiktok, "TikTok"},
		{"twitter", c.Twitter, "X (Twitter)"}, {"instagram", c.Instagram, "Instagram"},
	} {
		if s.url != "" {
			h.Socials = append(h.Socials, views.Social{Icon: s.icon, URL: s.url, Label: s.label})
		}
	}
	return h
}

// reportSection is one section ready to read, with its files named.
func reportSection(ctx context.Context, rec Record, key string, sec Section) views.ReportSection {
	rs := views.ReportSection{Key: key, Title: "profile.section." + SectionSlug(key) + ".title", Stage: sec.Stage().Slug()}
	if sec.Stage() == rating.Planning {
		rs.PlannedFor = localDate(ctx, parseDay(sec.PlannedFor))
	}
	if key == KeyAccreditations && sec.Accreditation() != rating.NoAccreditation {
		rs.Accreditation = "rating.accreditation." + sec.Accreditation().Key()
	}
	for _, d := range sec.Details {
		rs.SDGs = append(rs.SDGs, d.SDGs...)
		if !d.HasEvidence() && d.PriceLink == "" && d.PriceListFile == "" && d.GreenCategory == "" {
			continue
		}
		rs.Items = append(rs.Items, views.Evidence{Description: d.Description, Link: d.Link, Weblink: d.Weblink,
			Attachment: views.FileLink{URL: d.Attachment, Name: rec.fileName(d.Attachment)}, PriceLink: d.PriceLink,
			PriceList: views.FileLink{URL: d.PriceListFile, Name: rec.fileName(d.PriceListFile)}, GreenCategory: d.GreenCategory})
	}
	return rs
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
