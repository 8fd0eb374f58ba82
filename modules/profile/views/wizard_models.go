package views

// WizardPage is the view model of /sustainability-profile/wizard: one section's form
// (the page without JavaScript) inside the wizard island's mount point.
type WizardPage struct {
	Steps   []WizardStep
	Section SectionForm
	Prev    string // href of the previous section, "" on the first
	Next    string // href of the next section, "" on the last
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
	Title    string // message id
	Href     string
	Current  bool
	Answered bool
	Rated    bool
}

// SectionForm is one section's answer as a form.
type SectionForm struct {
	Key, Slug     string
	N, Count      int
	Version       int
	Rated         bool
	Stage         string // "", NOT_NEEDED, PLANNING, DEFINED
	StageError    string
	PlannedFor    Field
	Visibility    string
	VisError      string
	Items         []ItemForm
	EvidenceError string
	AccShown      bool // the accreditations section asks the type
	Accreditation string
	AccError      string
	SDGs          map[int]bool // goals only
	SDGError      string
	Prices        bool // green offerings: price fields
	Conflict      Conflict
	Summary       string
	Points        string // translated: what the section gives now
}

// ItemForm is one evidence item.
type ItemForm struct {
	Index                                        int
	Link, Weblink, Description, PriceLink, Green Field
	Attachment, PriceList                        FileField
}

// FileField is an item's file: the stored one, and the input to replace it.
type FileField struct {
	Name  string // the input's name for a new file
	Keep  string // the hidden input's name holding the stored address
	URL   string
	Label string // message id
	File  string // the stored file's name
	Error string
}

// ID is the file input's element id.
func (f FileField) ID() string { return "f-" + f.Name }
