package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// The view models of the profile's pages: handlers fill them, templates read them. Texts
// are message ids unless marked translated; addresses are built by the handlers.

// RatingPage is /sustainability-profile.
type RatingPage struct {
	Status StatusBox
	// Verification is the Green Verification card: its state and the link to its page.
	Verification *web.DashboardCard
	Score        Score
	Plain        []PlainRow
	Sections     []SectionRow
	Next         NextLevel
	Links        PageLinks
	Island       *WalkthroughProps // nil when the walkthrough was already passed
	Active       bool
	AnyStage     bool
	Starting     string // translated 'at the starting line' text, when no section has a stage
	Unactive     string // translated: why the score is provisional, while not all seven are answered
	BandText     string
	Covers       []CoverNote   // the covers in force, each said once
	WhyESG       string        // translated: why the ESG report can be worth so much
	Blocks       []PageSection // what other modules add (the peer benchmark)
	History      *HistoryView  // nil before its first published rating
}

// CoverNote explains one cover: which sections an answer covers and what would change it.
type CoverNote struct {
	Reason string // esg_report, esg_accreditation, carbon_accreditation
	Text   string // translated
}

// Score is the headline of a rating.
type Score struct {
	Total       int
	Max         int
	Provisional bool
	Level       string
	Stars       int
}

// StatusBox is the profile's place in its lifecycle and what the company can do.
type StatusBox struct {
	Status      string // draft, pending, approved, rejected
	Published   bool
	Text        string // the explanation
	Reason      string // the rejection reason, as the reviewer wrote it
	Flagged     []string
	Version     int
	PublicHref  string // the public page, when listed
	PublishText string // the publish button
	UpToDate    bool   // the published snapshot is the working copy: nothing to publish
}

// PlainRow is one of the plain points (welcome bonus, company profile, Green Room).
type PlainRow struct {
	Label    string
	Points   int
	Max      int
	Hint     string // shown when not earned
	HintHref string
	TestID   string
	Progress string // translated: how far the row's rule is (the Green Room's weeks)
}

// SectionRow is one rated section's line of the breakdown.
type SectionRow struct {
	Key           string
	Title         string
	Stage         string
	Answered      bool
	Points        int
	Possible      int
	Counted       bool
	Note          string // translated: why not counted, why no points, until when
	Encouragement string // for the section × state
	CannotAssess  string // translated "We couldn't assess..." for unanswered
	Href          string
}

// NextLevel is the exact breakdown of what reaches the next level.
type NextLevel struct {
	Top    bool
	Lead   string // translated: the points to the next level
	Intro  string // translated: the list's introduction, when there are steps
	Steps  []StepRow
	NoStep bool
}

// StepRow is one answer that would raise the score.
type StepRow struct {
	Title   string // the section
	What    string // translated
	Gain    int
	Reaches bool
	Href    string
}

// PageLinks are the company's other sustainability pages and the lifecycle's forms.
type PageLinks struct {
	Company, Wizard, Report, Public, Publish, Unpublish string
	Tour                                                string // the rating page with the walkthrough open again
}

// WalkthroughProps are the first-visit walkthrough island's props (islands/walkthrough;
// its TypeScript type is generated from this struct by app/islandprops).
type WalkthroughProps struct {
	DoneURL  string            `json:"doneUrl"` // where closing at the last step reports it passed
	Steps    int               `json:"steps"`
	Messages map[string]string `json:"messages,omitempty"`
}

// CompanyForm is /sustainability-profile/company's form: its fields are named as in the
// record's company.
type CompanyForm struct {
	Form       web.Form
	Action     string
	RatingHref string
	Version    int
	Required   map[string]bool // the fields publishing needs
	Limits     CompanyLimits
	Countries  []templates.Option
	Industries []templates.Option
	Sectors    []templates.Option // grouped by industry: the choice works without JavaScript
	LogoURL    string             // the stored logo, kept while the form comes back
}

// CompanyLimits are the longest texts and the largest count the company form takes.
type CompanyLimits struct {
	Name, About, City, Employees int
}

// CompanyHead is the company as the report, the public page and the review show it.
type CompanyHead struct {
	Name      string
	LogoURL   string
	About     string
	Location  string // "City, Country" in the reader's language
	Industry  string // "Industry · Sector", translated
	Website   string
	Employees int
	Provider  bool
	Socials   []Social
	// ValidatedOn is the date Green Verification validated the details (translated), or "".
	ValidatedOn string
}

// Social is one social network link.
type Social struct {
	Icon  string
	URL   string
	Label string // the network's name
}

// ReportSection is one section as read on the report, the public page or the review.
type ReportSection struct {
	Key           string
	Title         string
	Stage         string           // "defined", "planning", "not_needed", "none"
	PlannedFor    string           // translated date, for planning
	Accreditation string           // the type, for a DEFINED accreditation
	Goals         []CommitmentView // the goals section: the UN goals picked, by number
	Principles    []PrincipleArea  // and the UN Global Compact's principles, by area
	Items         []Evidence
	Rejected      bool   // flagged by the reviewer
	Visibility    string // shown on the admin review only
}

// CommitmentView is a UN goal or a Global Compact principle the company works on.
type CommitmentView struct {
	Number      int
	Name        string // translated: the goal's name, or the principle's text
	Description string // what the company does for it, in its words ("" when it did not say)
}

// PrincipleArea is an area of the UN Global Compact with the principles picked in it.
type PrincipleArea struct {
	Name       string // translated
	Principles []CommitmentView
}

// Evidence is one evidence item, ready to read.
type Evidence struct {
	Description   string
	Link          string
	Weblink       string
	Attachment    FileLink
	PriceLink     string
	PriceList     FileLink
	GreenCategory string
	VerifiedOn    string // the date Green Verification verified it (translated), or ""
	State         string // what backs it: declared, given (VerifiedOn says verified)
	GivenOn       string // translated: when its evidence was given
	Old           bool   // given more than 24 months ago
}

// FileLink is a stored file with the name it was uploaded under.
type FileLink struct {
	URL   string
	Name  string
	About string // translated: its type and size ("PDF, 120 KB"); "" when unknown
}

// ReportPage is /sustainability-profile/report.
type ReportPage struct {
	Company    CompanyHead
	Score      Score
	BandText   string
	ESG        string     // the ESG report's answer
	ESGItems   []Evidence // its evidence, as the public page shows it (none when hidden)
	Sections   []ReportSection
	Hidden     int
	Generated  string // translated date
	Evidence   string // translated: "5 of 7 answers backed by evidence, 2 verified"; "" with no answer
	MethodHref string // how the Green Rating works
	Method     string // translated: which version of the points table rated it
}

// PublicPage is a listed profile's public page, /companies/{id}.
type PublicPage struct {
	Company    CompanyHead
	Score      Score
	VerifiedOn string       // translated date
	Evidence   string       // translated summary of what backs the answers; "" with no answer
	MethodHref string       // how the Green Rating works
	Method     string       // translated: which version of the points table rated it
	History    *HistoryView // nil before its first published rating
	Sections   []ReportSection
	Blocks     []PageSection // what other modules add (docs/profile.md, "Company page sections")
}

// HistoryView is the rating's history: its total over time (a chart with its table) and each
// step with what changed (docs/profile.md, "Rating history").
type HistoryView struct {
	Chart      templates.Chart
	Rows       []HistoryRow // newest first
	MethodHref string
}

// HistoryRow is one published rating, translated.
type HistoryRow struct {
	Date    string
	Total   int
	Level   string // message id
	Version string // "version 3"
	Changes string // what changed since the step before
}
