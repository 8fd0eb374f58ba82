package profile

import (
	"context"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
	"greenconnect/templates"
)

// GET /sustainability-profile: the rating, explained, with the lifecycle.
// Kept for the session until anything it shows changes: it shows the company's own rows and
// the site's only (docs/conventions.md, "Signed-in pages and the private cache").
func (h *Handler) ratingPage(c fiber.Ctx) error {
	pagecache.Private(c)
	ctx := c.Context()
	rec, err := h.ownRecord(c, loadNone)
	if err != nil {
		return err
	}
	m := ratingPageModel(ctx, rec, h.Service.NextSteps(rec))
	done, next := h.Service.GreenRoomProgress(rec)
	m.Plain[2].Progress = web.T(ctx, "profile.rating.green_room_progress", map[string]any{"Done": done, "Weeks": 12,
		"Date": localDate(ctx, next)})
	// ?tour=1 is the "Take the tour again" link: it shows the passed walkthrough again
	// (docs/profile.md, "The walkthrough"); a GET, it changes nothing.
	if !rec.WalkthroughDone() || c.Query("tour") == "1" {
		m.Island = walkthroughProps(ctx)
	}
	blocks, err := h.Service.RatingPageSectionsOf(ctx, rec.ID)
	if err != nil {
		return err
	}
	m.Blocks = pageBlocks(ctx, blocks)
	steps, err := h.Service.History(ctx, rec.ID)
	if err != nil {
		return err
	}
	m.History = historyView(ctx, steps)
	sum, err := h.Service.VerificationSummary(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	card := verificationCard(sum)
	m.Verification = &card
	return templates.Render(c, templates.Page{Title: web.T(ctx, "profile.rating.title"), Body: views.RatingPageView(m)})
}

func ratingPageModel(ctx context.Context, rec Record, steps []rating.Step) views.RatingPage {
	res := rec.Result()
	m := views.RatingPage{
		Score:  scoreOf(res),
		Active: res.Active, AnyStage: res.AnyStage, BandText: res.BandMessageKey(),
		Status: statusBox(rec),
		Links: views.PageLinks{Company: CompanyPath, Wizard: WizardPath, Report: ReportPath, Tour: tourPath, Publish: publishPath,
			Unpublish: unpublishPath},
	}
	if m.Status.PublicHref != "" {
		m.Links.Public = m.Status.PublicHref
	}
	if !res.AnyStage {
		m.Starting = web.T(ctx, "rating.starting_line")
	}
	m.Unactive = provisionalWhy(ctx, res)
	m.Covers = covers(ctx, res)
	m.WhyESG = whyESG(ctx, rec.table)
	m.Plain = []views.PlainRow{
		{Label: "rating.key.sign_up", Points: res.SignUp, Max: res.SignUp, TestID: "plain-signup"},
		{Label: "rating.key.company_profile", Points: res.CompanyProfile, Max: rec.table.CompanyProfile,
			Hint: "profile.rating.company_incomplete", HintHref: CompanyPath, TestID: "plain-company"},
		{Label: "rating.key.green_room", Points: res.GreenRoom, Max: rec.table.GreenRoom,
			Hint: "profile.rating.green_room_text", TestID: "plain-greenroom"},
	}
	for _, s := range rating.Sections {
		m.Sections = append(m.Sections, sectionRow(ctx, s, res.Sections[s]))
	}
	m.Next = nextLevel(ctx, res, steps)
	return m
}

func sectionRow(ctx context.Context, s rating.Section, sr rating.SectionResult) views.SectionRow {
	title := "profile.section." + s.Slug() + ".title"
	row := views.SectionRow{Key: s.Key(), Title: title, Stage: "rating.stage." + sr.Stage.Slug(),
		Answered: sr.Stage != rating.NoStage, Points: sr.Points, Possible: sr.Possible, Counted: sr.Counted,
		Encouragement: sr.MessageKey(s), Href: sectionPath(s.Key())}
	date := map[string]any{"Date": localDate(ctx, sr.Until)}
	switch {
	case sr.Reason == rating.ReasonUnanswered:
		row.CannotAssess = web.T(ctx, "rating.cannot_assess", map[string]any{"Section": web.T(ctx, "profile.section."+s.Slug()+".name")})
	case len(rating.Covered(sr.Reason)) > 0:
		row.Note = web.T(ctx, "profile.rating.covered."+string(sr.Reason)) // explained once, above the rows
	case sr.Reason != rating.ReasonNone:
		row.Note = web.T(ctx, "rating.reason."+string(sr.Reason), date)
	case sr.Stage == rating.Planning && !sr.Until.IsZero():
		row.Note = web.T(ctx, "rating.reason.planning_valid", date)
	}
	return row
}

func nextLevel(ctx context.Context, res rating.Result, steps []rating.Step) views.NextLevel {
	var n views.NextLevel
	if level, from, ok := rating.NextLevel(res.Total); ok {
		n.Lead = web.T(ctx, "profile.rating.next_lead", map[string]any{
			"Points": from - res.Total, "Level": web.T(ctx, level.MessageKey())})
	} else {
		n.Top = true // the top level, but the score can still rise
	}
	for _, st := range steps {
		n.Steps = append(n.Steps, stepRow(ctx, st))
	}
	n.NoStep = len(n.Steps) == 0
	switch {
	case !n.NoStep && n.Top:
		n.Intro = web.T(ctx, "profile.rating.steps_intro_top")
	case !n.NoStep:
		n.Intro = web.T(ctx, "profile.rating.steps_intro")
	}
	return n
}

func stepRow(ctx context.Context, st rating.Step) views.StepRow {
	title, what := stepMessages(st)
	row := views.StepRow{Title: title, What: web.T(ctx, what), Gain: st.Gain, Reaches: st.ReachesNext,
		Href: sectionPath(st.Section.Key())}
	if st.Company {
		row.Href = CompanyPath
	}
	return row
}

// stepMessages are a step's message ids: the part it is in, what to do there.
func stepMessages(st rating.Step) (title, what string) {
	if st.Company {
		return "profile.rating.company_step", "profile.company.lead"
	}
	what = "profile.rating.step." + st.Stage.Slug()
	if st.Section == rating.Accreditations && st.Stage == rating.Defined {
		what = "profile.rating.step_accreditation." + st.Accreditation.Key() // "an ESG", "a carbon": whole phrases
	}
	return "profile.section." + st.Section.Slug() + ".title", what
}

func statusBox(rec Record) views.StatusBox {
	b := views.StatusBox{Status: string(rec.Status), Published: rec.Published, Version: rec.Version,
		Text: "profile.status." + string(rec.Status) + "_text", PublishText: "profile.publish.button"}
	if rec.Status == StatusApproved {
		b.PublishText = "profile.publish.again"
		if rec.Published {
			b.PublicHref = PublicPath(rec.ID)
		} else {
			b.Text = "profile.status.approved_unpublished_text"
		}
	}
	if rec.Status == StatusPending && rec.Published {
		b.PublishText = "profile.publish.again"
	}
	// Nothing changed since the last publish (right after an approval, say): no button that
	// would publish the same thing again (docs/profile.md, "The lifecycle").
	b.UpToDate = rec.Published && rec.PublishedVersion() == rec.Version &&
		(rec.Status == StatusApproved || rec.Status == StatusPending)
	if rec.Status == StatusRejected {
		b.Reason = rec.RejectionReason
		for _, k := range rec.RejectedSections {
			b.Flagged = append(b.Flagged, "profile.section."+SectionSlug(k)+".title")
		}
	}
	return b
}

// walkthroughProps are the walkthrough island's props: its strings and where to report
// that it was passed.
func walkthroughProps(ctx context.Context) *views.WalkthroughProps {
	sh := web.ShellFrom(ctx)
	props := &views.WalkthroughProps{DoneURL: apiWalkthroughPath, Steps: 6}
	if sh.Site != nil && sh.Site.Messages != nil {
		props.Messages = sh.Site.Messages(sh.Loc, "profile.walkthrough.")
	}
	return props
}
