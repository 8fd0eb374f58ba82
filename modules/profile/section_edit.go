package profile

import (
	"context"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// GET /sustainability-profile/wizard?s=<section>. Kept for the session like the rating page.
func (h *Handler) sectionEdit(c fiber.Ctx) error {
	pagecache.Private(c)
	rec, err := h.ownRecord(c, loadPage)
	if err != nil {
		return err
	}
	key := SectionKeys[stepIndex(c.Query("s"))]
	m, err := h.wizardPage(c, rec, key, inputOf(*rec.Get(key)), web.FieldErrors{})
	if err != nil {
		return err
	}
	return h.renderWizard(c, fiber.StatusOK, m)
}

func (h *Handler) renderWizard(c fiber.Ctx, status int, m views.WizardPage) error {
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "profile.wizard.title"), Status: status,
		Body: views.WizardPageView(m)})
}

// wizardPage is the wizard page with the sections' guidance as it is now, read on each
// render (docs/profile.md, "Guidance").
func (h *Handler) wizardPage(c fiber.Ctx, rec Record, key string, in sectionInput, errs web.FieldErrors) (views.WizardPage, error) {
	ctx := c.Context()
	help, err := h.Service.HelpTexts(ctx, web.Lang(ctx))
	if err != nil {
		return views.WizardPage{}, err
	}
	return wizardModel(ctx, rec, key, in, errs, help), nil
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

// wizardModel is the wizard page showing one section's form; errs are the problems of a
// refused save, by the form's field names; help the guidance admins wrote, by section.
func wizardModel(ctx context.Context, rec Record, key string, in sectionInput, errs web.FieldErrors, help map[string]string) views.WizardPage {
	i := stepIndex(key)
	m := views.WizardPage{
		Section: sectionForm(ctx, rec, key, in, errs),
		Score:   scoreOf(rec.Result()),
		Island:  wizardProps(ctx, rec, key, help),
	}
	m.Section.Help = paragraphs(helpText(ctx, help, key))
	if i > 0 {
		m.Prev = sectionPath(SectionKeys[i-1])
	}
	if i < len(SectionKeys)-1 {
		m.Next = sectionPath(SectionKeys[i+1])
	}
	for j, k := range SectionKeys {
		_, rated := rating.SectionByKey(k)
		m.Steps = append(m.Steps, views.WizardStep{Key: k, Title: "profile.section." + SectionSlug(k) + ".title",
			Href: sectionPath(k), Current: j == i, Answered: rec.Get(k).Stage() != rating.NoStage, Rated: rated})
	}
	return m
}

// wizardProps are the wizard island's props: the whole record (with its rating), where to
// start, the sections with their guidance, the goals and principles to pick, and its strings.
func wizardProps(ctx context.Context, rec Record, key string, help map[string]string) views.WizardProps {
	sections := make([]views.WizardSection, 0, len(SectionKeys))
	for _, k := range SectionKeys {
		_, rated := rating.SectionByKey(k)
		sections = append(sections, views.WizardSection{Key: k, Slug: SectionSlug(k), Rated: rated, Help: helpText(ctx, help, k)})
	}
	files := map[string]string{}
	for u, f := range rec.files {
		files[u] = f.Name
	}
	props := views.WizardProps{Record: rec, Current: key, Sections: sections, Files: files,
		RatingURL: RatingPath, MaxItems: maxDetails, MaxNote: maxCommitmentLength}
	props.Goals, props.Compact = wizardPicks(ctx)
	sh := web.ShellFrom(ctx)
	if sh.Site != nil && sh.Site.Messages != nil {
		props.Messages = sh.Site.Messages(sh.Loc, "profile.wizard.", "profile.section.", "profile.answer.",
			"profile.planned_for.", "profile.visibility.", "profile.evidence.", "profile.detail.", "profile.goals.",
			"profile.conflict.", "profile.saved", "profile.save_error", "rating.accreditation.", "rating.level.",
			"rating.reason.", "rating.stage.", "rating.section.")
	}
	return props
}

// helpText is a section's guidance in the request's language: what admins wrote, else the
// shipped message.
func helpText(ctx context.Context, help map[string]string, key string) string {
	if t := help[key]; t != "" {
		return t
	}
	return web.T(ctx, "profile.section."+SectionSlug(key)+".help")
}

// paragraphs splits a plain text at its blank lines.
func paragraphs(text string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
