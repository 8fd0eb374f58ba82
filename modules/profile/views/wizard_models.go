package views

import "greenconnect/app/web"

// WizardPage is /sustainability-profile/wizard: one section's form (the page without
// JavaScript) inside the wizard island's mount point.
type WizardPage struct {
	Steps   []WizardStep
	Section SectionForm
	Prev    string // the previous section, "" on the first
	Next    string // the next section, "" on the last
	Score   Score
	Island  WizardProps
}

// WizardProps are the wizard island's props (islands/wizard; its TypeScript type is
// generated from this struct by app/islandprops).
type WizardProps struct {
	Record    any               `json:"record" ts:"SustainabilityRecord"` // the profile's record, as the API sends it
	Current   string            `json:"current"`                          // the section shown first
	Sections  []WizardSection   `json:"sections"`
	Files     map[string]string `json:"files"` // uploaded file address → its name
	RatingURL string            `json:"ratingUrl"`
	MaxItems  int               `json:"maxItems"` // evidence items per section
	Goals     []WizardPick      `json:"goals"`    // the 17 UN goals, named in the visitor's language
	Compact   []WizardArea      `json:"compact"`  // the UN Global Compact's principles by area
	MaxNote   int               `json:"maxNote"`  // the longest description of a goal or a principle
	Messages  map[string]string `json:"messages,omitempty"`
}

// WizardPick is a UN goal or a Global Compact principle to pick, translated.
type WizardPick struct {
	Number int    `json:"number"`
	Name   string `json:"name"`           // the goal's name, or the principle's text
	Text   string `json:"text,omitempty"` // the goal's one-line statement
}

// WizardArea is an area of the Global Compact and its principles, translated.
type WizardArea struct {
	Name       string       `json:"name"`
	Principles []WizardPick `json:"principles"`
}

// WizardSection is one step of the wizard island.
type WizardSection struct {
	Key   string `json:"key"`
	Slug  string `json:"slug"`
	Rated bool   `json:"rated"`
	Help  string `json:"help"` // the section's guidance in the visitor's language (docs/profile.md, "Guidance")
}

// WizardStep is one entry of the sections list.
type WizardStep struct {
	Key      string
	Title    string
	Href     string
	Current  bool
	Answered bool
	Rated    bool
}

// SectionForm is one section's answer as a form. Its fields: status, plannedFor,
// accreditation, sdgs and principles (each pick described in its Field), visibility,
// evidence (the items as a whole) and each item's under its Prefix.
type SectionForm struct {
	Form           web.Form
	Action         string
	Key, Slug      string
	N, Count       int
	Version        int
	Rated          bool
	Items          []ItemForm
	Help           []string   // the section's guidance, by paragraph
	AccShown       bool       // the accreditations section asks the type
	Goals          []PickForm // goals only: the UN goals to pick
	Compact        []PickArea // and the Global Compact's principles, by area
	MaxNote        int        // the longest description of a pick
	Prices         bool       // green offerings: price fields
	Points         string     // translated: what the section gives now
	MaxDescription int        // the longest description
	MaxCategory    int        // the longest green category
	Reason         bool       // an admin's change on the company's behalf: asks its reason
}

// AnswersPage is an admin's form of one section of a company's answers: the owner's wizard
// page without its island, with a reason to give (docs/profile.md, "Administration: answers").
type AnswersPage struct {
	Wizard   WizardPage
	Company  string // the company's name
	BackHref string // the company's admin page
}

// ItemForm is one evidence item: its fields are Prefix + link, weblink, description,
// priceLink, greenCategory; its files' inputs Prefix + attachmentFile and priceListUpload,
// keeping the stored ones in Prefix + attachment and priceListFile.
type ItemForm struct {
	Index      int
	Prefix     string
	Attachment FileLink
	PriceList  FileLink
}

// PickForm is a UN goal or a Global Compact principle to pick, with the description of what
// the company does for it in its Field (goal-<n>, principle-<n>).
type PickForm struct {
	Number int
	Name   string // translated: the goal's name, or the principle's text
	About  string // translated: the goal's one-line statement ("" for a principle)
	Note   string // translated: the description's label
	Field  string
	Picked bool
}

// PickArea is an area of the Global Compact and its principles to pick.
type PickArea struct {
	Name  string // translated
	Picks []PickForm
}
