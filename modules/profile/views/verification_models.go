package views

import (
	"greenconnect/app/web"
	"greenconnect/templates"
)

// VerificationPage is the company's Green Verification page.
type VerificationPage struct {
	Company         CompanyVerification
	CompanyUnlocked bool // the plan unlocks company validation
	ItemsUnlocked   bool // the plan unlocks document verification
	PricingHref     string
	Items           []ItemVerification
	ItemAction      string
	MaxNote         int
}

// CompanyVerification is the state of the company details' validation and the form to ask for it.
type CompanyVerification struct {
	State  string // validated, waiting, refused, none
	Date   string // translated: when validated, asked or refused
	Note   string // the admin's note on a refusal
	CanAsk bool   // nothing waits and no mark holds
	Form   web.Form
	Action string
}

// ItemVerification is one evidence item, its state and the form to ask for its verification.
type ItemVerification struct {
	Section string // translated section title
	Key     string
	Index   int
	Summary string // what the item says: its description or its link
	State   string // verified, waiting, refused, none
	Date    string
	Note    string
	CanAsk  bool
	Form    web.Form
}

// VerificationQueueView is the admins' queue.
type VerificationQueueView struct {
	List templates.ListView
	Rows []VerificationRow
}

// VerificationRow is one request in the queue.
type VerificationRow struct {
	Company   string
	What      string // translated
	Asked     string // translated date
	Status    string // translated
	StatusKey string
	Href      string
}

// VerificationReview is an admin's page of one request.
type VerificationReview struct {
	Company      string
	What         string // translated
	Asked        string
	Status       string
	StatusKey    string
	Registration string
	Website      string
	Document     FileLink
	Note         string       // the company's
	Snapshot     []LabelValue // what was asked about, as it was
	Holds        bool         // the content still is what was asked about
	Decided      string       // translated: who decided what, when (decided requests)
	DecisionNote string
	PublicHref   string
	CanDecide    bool
	Version      string
	Action       string
	Form         web.Form
	Notice       string // translated: why the decision was not taken
	MaxNote      int
}

// LabelValue is one line of a definition list.
type LabelValue struct {
	Label string // translated
	Value string
}
