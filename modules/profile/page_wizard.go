package profile

import (
	"context"
	"strconv"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// sectionInput is one section's answer as the form holds it: saved, or as typed.
type sectionInput struct {
	Status, PlannedFor, Visibility, Accreditation string
	SDGs                                          []int
	Items                                         []Detail // form items, blank ones included
}

// inputOf is the form of a saved section: its items plus a blank one to add evidence.
func inputOf(key string, s Section) sectionInput {
	in := sectionInput{Status: string(s.Stage()), PlannedFor: string(s.PlannedFor), Visibility: s.Visibility,
		Items: append([]Detail(nil), s.Details...)}
	if in.Visibility == "" {
		in.Visibility = VisibilityLive
	}
	if len(in.Items) > 0 {
		in.Accreditation, in.SDGs = in.Items[0].Accreditation, in.Items[0].SDGs
		in.Items[0].Accreditation, in.Items[0].SDGs = "", nil // asked once, for the section
	}
	if len(in.Items) == 0 || (len(in.Items) < maxDetails && in.Items[len(in.Items)-1].HasEvidence()) {
		in.Items = append(in.Items, Detail{})
	}
	return in
}

// stepIndex is the position of a section key, the first for an unknown one.
func stepIndex(key string) int {
	for i, k := range SectionKeys {
		if k == key {
			return i
		}
	}
	return 0
}

// GET /sustainability-profile/wizard?s=<section>.
func (h *Handler) wizardPage(c fiber.Ctx) error {
	ctx := c.Context()
	rec, err := h.svc.OwnRecord(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	key := SectionKeys[stepIndex(c.Query("s"))]
	return h.renderWizard(c, fiber.StatusOK, rec, key, inputOf(key, *rec.Get(key)), nil, nil)
}

// renderWizard shows one section's form; e and fileErrs (by form item) are the problems
// of a refused save.
func (h *Handler) renderWizard(c fiber.Ctx, status int, rec Record, key string, in sectionInput, e *web.Error,
	fileErrs map[int]map[string]string) error {
	return h.renderWizardModel(c, status, wizardModel(c.Context(), rec, key, in, e, fileErrs))
}

func (h *Handler) renderWizardModel(c fiber.Ctx, status int, m views.WizardPage) error {
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "profile.wizard.title"), Status: status,
		Body: views.WizardPageView(m)})
}

func wizardModel(ctx context.Context, rec Record, key string, in sectionInput, e *web.Error,
	fileErrs map[int]map[string]string) views.WizardPage {
	i := stepIndex(key)
	res := rec.Result()
	m := views.WizardPage{
		Section: sectionForm(ctx, rec, key, in, e, fileErrs),
		Score: views.Score{Total: res.Total, Max: rating.MaxTotal, Provisional: !res.Active,
			Level: "rating.level." + string(res.Level), Stars: res.Stars},
		Island: wizardProps(ctx, rec, key),
	}
	if i > 0 {
		m.Prev = wizardStep(SectionKeys[i-1])
	}
	if i < len(SectionKeys)-1 {
		m.Next = wizardStep(SectionKeys[i+1])
	}
	for j, k := range SectionKeys {
		_, rated := rating.SectionByKey(k)
		m.Steps = append(m.Steps, views.WizardStep{Key: k, Title: "profile.section." + SectionSlug(k) + ".title",
			Href: wizardStep(k), Current: j == i, Answered: rec.Get(k).Stage() != rating.NoStage, Rated: rated})
	}
	return m
}

// sectionForm builds one section's form from the input and the problems of a refused save.
func sectionForm(ctx context.Context, rec Record, key string, in sectionInput, e *web.Error,
	fileErrs map[int]map[string]string) views.SectionForm {
	slug := SectionSlug(key)
	sr, rated := rec.rated(key)
	msg := fieldMessages(ctx, e, key)
	f := views.SectionForm{Key: key, Slug: slug, N: stepIndex(key) + 1, Count: len(SectionKeys), Version: rec.Version,
		Rated: rated, Stage: in.Status, StageError: msg(".status"), Visibility: in.Visibility, VisError: msg(".visibility"),
		EvidenceError: msg(".details"), AccShown: key == KeyAccreditations, Accreditation: in.Accreditation,
		AccError: msg(".details[0].accreditation"), SDGError: msg(".details[0].sdgs"), Prices: key == KeyServices,
		PlannedFor: views.Field{Name: "plannedFor", Label: "profile.planned_for.label", Help: "profile.planned_for.help",
			Value: in.PlannedFor, Error: msg(".plannedFor")}}
	if key == KeyGoals {
		f.SDGs = map[int]bool{}
		for _, g := range in.SDGs {
			f.SDGs[g] = true
		}
	}
	if rated && sr.Stage != rating.NoStage {
		f.Points = web.T(ctx, "profile.wizard.rating_change", map[string]any{"Points": sr.Points})
	}
	if e != nil {
		f.Summary = web.T(ctx, "profile.wizard.failed")
	}
	for i, d := range in.Items {
		p := "d" + strconv.Itoa(i) + "."
		at := ".details[" + strconv.Itoa(formToDetail(in.Items, i)) + "]."
		field := func(name, label, value string) views.Field {
			fld := views.Field{Name: p + name, Label: label, Value: value}
			if formToDetail(in.Items, i) >= 0 {
				fld.Error = msg(at + name)
			}
			return fld
		}
		it := views.ItemForm{Index: i,
			Link: field("link", "profile.detail.link", d.Link), Weblink: field("weblink", "profile.detail.weblink", d.Weblink),
			Description: field("description", "profile.detail.description", d.Description),
			PriceLink:   field("priceLink", "profile.detail.price_link", d.PriceLink),
			Green:       field("greenCategory", "profile.detail.green_category", d.GreenCategory),
			Attachment: views.FileField{Name: p + "attachmentFile", Keep: p + "attachment", URL: d.Attachment,
				Label: "profile.detail.attachment", File: rec.fileName(d.Attachment), Error: msg(at + "attachment")},
			PriceList: views.FileField{Name: p + "priceListUpload", Keep: p + "priceListFile", URL: d.PriceListFile,
				Label: "profile.detail.price_list_file", File: rec.fileName(d.PriceListFile), Error: msg(at + "priceListFile")},
		}
		if fe := fileErrs[i]; fe != nil {
			it.Attachment.Error = or(fe["attachment"], it.Attachment.Error)
			it.PriceList.Error = or(fe["priceListFile"], it.PriceList.Error)
		}
		f.Items = append(f.Items, it)
	}
	return f
}

// fieldMessages translates the problems of a section by path suffix.
func fieldMessages(ctx context.Context, e *web.Error, key string) func(suffix string) string {
	return func(suffix string) string {
		if msg, ok := fieldsOf(e).Get(key + suffix); ok {
			return msg.Text(ctx)
		}
		return ""
	}
}

// formToDetail is the index in the saved details of form item i (blank items are dropped),
// -1 for a blank one.
func formToDetail(items []Detail, i int) int {
	if items[i].isEmpty() {
		return -1
	}
	n := 0
	for j := 0; j < i; j++ {
		if !items[j].isEmpty() {
			n++
		}
	}
	return n
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func (r Record) fileName(address string) string {
	if f, ok := r.files[address]; ok {
		return f.Name
	}
	return ""
}

// wizardProps are the wizard island's props: the whole record (with its rating), where to
// start, and its strings.
func wizardProps(ctx context.Context, rec Record, key string) views.WizardProps {
	sections := make([]views.WizardSection, 0, len(SectionKeys))
	for _, k := range SectionKeys {
		_, rated := rating.SectionByKey(k)
		sections = append(sections, views.WizardSection{Key: k, Slug: SectionSlug(k), Rated: rated})
	}
	files := map[string]string{}
	for u, f := range rec.files {
		files[u] = f.Name
	}
	props := views.WizardProps{Record: rec, Current: key, Sections: sections, Files: files,
		RatingURL: RatingPath, MaxItems: maxDetails}
	sh := web.ShellFrom(ctx)
	if sh.Site != nil && sh.Site.Messages != nil {
		props.Messages = sh.Site.Messages(sh.Loc, "profile.wizard.", "profile.section.", "profile.answer.",
			"profile.planned_for.", "profile.visibility.", "profile.evidence.", "profile.detail.", "profile.sdg.",
			"profile.conflict.", "profile.saved", "profile.save_error", "rating.accreditation.", "rating.level.",
			"rating.reason.", "rating.stage.", "rating.section.")
	}
	return props
}
