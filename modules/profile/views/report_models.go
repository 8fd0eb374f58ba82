package views

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
}

// Social is one social network link.
type Social struct {
	Icon  string
	URL   string
	Label string // the network's name
}

// ReportSection is one section as read on the report or the public page.
type ReportSection struct {
	Key           string
	Title         string // message id
	Stage         string // "defined", "planning", "not_needed", "none"
	PlannedFor    string // translated date, for planning
	Accreditation string // message id of the type, for a DEFINED accreditation
	SDGs          []int
	Items         []Evidence
	Rejected      bool   // flagged by the reviewer
	Visibility    string // shown on the admin review only
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
}

// FileLink is a stored file with the name it was uploaded under.
type FileLink struct {
	URL  string
	Name string
}

// ReportPage is /sustainability-profile/report.
type ReportPage struct {
	Company   CompanyHead
	Score     Score
	BandText  string // message id
	ESG       string // message id of the ESG report's answer
	Sections  []ReportSection
	Hidden    int
	Generated string // translated date
}

// PublicPage is the public page /companies/{id}.
type PublicPage struct {
	Company    CompanyHead
	Score      Score
	VerifiedOn string // translated date
	Sections   []ReportSection
}
