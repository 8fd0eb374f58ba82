package profile

import (
	"fmt"
	"strings"
	"time"

	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

// Limits of a section's evidence, stated in the error messages.
const (
	maxDetails           = 10
	maxDescriptionLength = 2000
	maxCategoryLength    = 100
	maxPlanYears         = 10
)

// cleanSection checks a section after a change and keeps its history right: answeredAt is
// when the status last changed, and a PLANNING target that had passed is remembered when
// the answer changes (its suspension outlives a new date; docs/rating.md, "Time rules").
func cleanSection(key string, old Section, s *Section, files map[string]FileRef, now time.Time, p *web.FieldErrors) {
	today := now.UTC().Truncate(24 * time.Hour)
	stage, ok := rating.ParseStage(string(s.Status))
	if !ok {
		p.Add(key+".status", "profile.error.stage", nil)
		return
	}
	s.Status = NullString(stage)
	switch s.Visibility {
	case "":
		s.Visibility = VisibilityLive
	case VisibilityHidden, VisibilityReport, VisibilityLive:
	default:
		p.Add(key+".visibility", "profile.error.visibility", nil)
	}
	s.AnsweredAt, s.MissedTarget = old.AnsweredAt, old.MissedTarget
	if stage != old.Stage() {
		at := now
		s.AnsweredAt = &at
		if stage == rating.NoStage {
			s.AnsweredAt = nil
		}
	}
	if old.Stage() == rating.Planning && (stage != rating.Planning || s.PlannedFor != old.PlannedFor) {
		if t := parseDay(old.PlannedFor); !t.IsZero() && today.After(t) && t.After(parseDay(old.MissedTarget)) {
			s.MissedTarget = old.PlannedFor
		}
	}
	if stage == rating.Planning {
		checkPlannedFor(key, old, s, today, p)
	} else {
		s.PlannedFor = ""
	}
	cleanDetails(key, s, files, picksOf(old), p)
	stampEvidence(old, s, now)
	if stage == rating.Defined {
		if !hasEvidence(s.Details) {
			p.Add(key+".details", "profile.error.evidence_required", nil)
		}
		if key == KeyAccreditations && s.Accreditation() == rating.NoAccreditation {
			p.Add(key+".details[0].accreditation", "profile.error.accreditation_required", nil)
		}
	}
}

// checkPlannedFor requires a target date; a new one may not be in the past (an unchanged
// one may: that is a missed target, which the rating handles).
func checkPlannedFor(key string, old Section, s *Section, today time.Time, p *web.FieldErrors) {
	path := key + ".plannedFor"
	if s.PlannedFor == "" {
		p.Add(path, "profile.error.planned_for_required", nil)
		return
	}
	t, err := time.Parse(time.DateOnly, string(s.PlannedFor))
	if err != nil {
		p.Add(path, "profile.error.date", nil)
		return
	}
	unchanged := s.PlannedFor == old.PlannedFor && old.Stage() == rating.Planning
	switch {
	case !unchanged && t.Before(today):
		p.Add(path, "profile.error.planned_for_past", nil)
	case t.After(today.AddDate(maxPlanYears, 0, 0)):
		p.Add(path, "profile.error.planned_for_far", map[string]any{"N": maxPlanYears})
	}
}

// cleanDetails trims the items, drops empty ones and checks what is left; had are the
// section's picks before the change.
func cleanDetails(key string, s *Section, files map[string]FileRef, had picksBefore, p *web.FieldErrors) {
	kept := make([]Detail, 0, len(s.Details))
	for _, d := range s.Details {
		d = trimDetail(d)
		if !d.isEmpty() {
			kept = append(kept, d)
		}
	}
	s.Details = kept
	if len(kept) > maxDetails {
		p.Add(key+".details", "profile.error.too_many_items", map[string]any{"Max": maxDetails})
		return
	}
	for i := range s.Details {
		d := &s.Details[i]
		at := fmt.Sprintf("%s.details[%d].", key, i)
		cleanURL(p, at+"link", &d.Link)
		cleanURL(p, at+"weblink", &d.Weblink)
		cleanURL(p, at+"priceLink", &d.PriceLink)
		maxLen(p, at+"description", d.Description, maxDescriptionLength)
		maxLen(p, at+"greenCategory", d.GreenCategory, maxCategoryLength)
		checkFile(p, at+"attachment", d.Attachment, "attachment", files)
		checkFile(p, at+"priceListFile", d.PriceListFile, "pricelist", files)
		if d.Accreditation != "" {
			if _, ok := rating.ParseAccreditation(d.Accreditation); !ok || key != KeyAccreditations {
				p.Add(at+"accreditation", "profile.error.accreditation_type", nil)
			}
		}
		cleanCommitments(key, at, d, had, p)
	}
}

func trimDetail(d Detail) Detail {
	for _, f := range []*string{&d.Link, &d.Weblink, &d.Attachment, &d.PriceLink, &d.PriceListFile, &d.Accreditation} {
		*f = strings.TrimSpace(*f)
	}
	d.Description, d.GreenCategory = cleanText(d.Description), cleanText(d.GreenCategory)
	if len(d.SDGs) == 0 {
		d.SDGs = nil
	}
	return d
}

func (d Detail) isEmpty() bool {
	return !d.HasEvidence() && d.PriceLink == "" && d.PriceListFile == "" && d.GreenCategory == "" &&
		d.Accreditation == "" && len(d.SDGs) == 0 && len(d.Goals) == 0 && len(d.Principles) == 0
}

func hasEvidence(ds []Detail) bool {
	for _, d := range ds {
		if d.HasEvidence() {
			return true
		}
	}
	return false
}
