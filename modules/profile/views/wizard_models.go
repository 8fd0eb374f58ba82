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
	Messages  map[string]string `json:"messages,omitempty"`
}

// WizardSection is one step of the wizard island.
type WizardSection struct {
	Key   string `json:"key"`
	Slug  string `json:"slug"`
	Rated bool   `json:"rated"`
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
// accreditation, sdgs, visibility, evidence (the items as a whole) and each item's under
// its Prefix.
type SectionForm struct {
	Form           web.Form
	Action         string
	Key, Slug      string
	N, Count       int
	Version        int
	Rated          bool
	Items          []ItemForm
	AccShown       bool         // the accreditations section asks the type
	SDGs           map[int]bool // goals only: the goals picked
	Prices         bool         // green offerings: price fields
	Conflict       Conflict
	Points         string // translated: what the section gives now
	MaxDescription int    // the longest description
	MaxCategory    int    // the longest green category
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
