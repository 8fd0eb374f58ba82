package views

// RatingPage is the view model of /sustainability-profile.
type RatingPage struct {
	Status    StatusBox
	Score     Score
	Plain     []PlainRow
	Sections  []SectionRow
	Next      NextLevel
	Links     PageLinks
	Island    *WalkthroughProps // nil when the walkthrough was already passed
	Active    bool
	AnyStage  bool
	Starting  string // translated 'at the starting line' text, when no section has a stage
	Unactive  string // translated 'unActive' text, while not all seven are answered
	BandText  string // message id
	MaxPoints int
}

// Score is the headline of a rating.
type Score struct {
	Total       int
	Max         int
	Provisional bool
	Level       string // message id
	Stars       int
}

// StatusBox is the profile's place in its lifecycle and what the company can do.
type StatusBox struct {
	Status      string // draft, pending, approved, rejected
	Published   bool
	Text        string // message id of the explanation
	Reason      string // the rejection reason, as the reviewer wrote it
	Flagged     []string
	Version     int
	CanPublish  bool
	PublicHref  string // the public page, when listed
	PublishText string // message id of the publish button
}

// PlainRow is one of the plain points (welcome bonus, company profile, Green Room).
type PlainRow struct {
	Label    string // message id
	Points   int
	Max      int
	Hint     string // message id, shown when not earned
	HintHref string
	TestID   string
}

// SectionRow is one rated section's line of the breakdown.
type SectionRow struct {
	Key           string
	Title         string // message id
	Stage         string // message id of the answer
	Answered      bool
	Points        int
	Possible      int
	Counted       bool
	Note          string // translated: why not counted, why no points, until when
	Encouragement string // message id for the section × state
	CannotAssess  string // translated "We couldn't assess..." for unanswered
	Href          string
}

// NextLevel is the exact breakdown of what reaches the next level.
type NextLevel struct {
	Top    bool
	Lead   string // translated
	Steps  []StepRow
	NoStep bool
}

// StepRow is one answer that would raise the score.
type StepRow struct {
	Title   string // message id of the section
	What    string // translated
	Gain    int
	Reaches bool
	Href    string
}

// PageLinks are the company's other sustainability pages.
type PageLinks struct {
	Company, Wizard, Report, Public string
}

// WalkthroughProps are the first-visit walkthrough island's props (islands/walkthrough;
// its TypeScript type is generated from this struct by app/islandprops).
type WalkthroughProps struct {
	DoneURL  string            `json:"doneUrl"` // where closing at the last step reports it passed
	Steps    int               `json:"steps"`
	SkipTo   int               `json:"skipTo"` // the step Skip jumps to
	Messages map[string]string `json:"messages,omitempty"`
}
