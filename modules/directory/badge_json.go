package directory

import (
	"encoding/json"

	"greenconnect/app/i18n"
	"greenconnect/modules/rating"
)

// badgeData is what the badge script draws, its texts in the asked language.
type badgeData struct {
	CompanyName string `json:"companyName"`
	Level       string `json:"level"`
	LevelName   string `json:"levelName"`
	Stars       int    `json:"stars"`
	Total       int    `json:"total"`
	Listed      bool   `json:"listed"`
	VerifiedAt  string `json:"verifiedAt,omitempty"` // YYYY-MM-DD
	// Green Verification: when the details were validated (YYYY-MM-DD), and how many public
	// evidence items are verified.
	CompanyValidatedAt string      `json:"companyValidatedAt,omitempty"`
	VerifiedItems      int         `json:"verifiedItems"`
	ItemsVerifiedAt    string      `json:"itemsVerifiedAt,omitempty"` // YYYY-MM-DD: the newest verified item
	Line               string      `json:"line"`                      // 'Verified …' or why it is greyed out
	CompanyURL         string      `json:"companyUrl"`
	CheckURL           string      `json:"checkUrl"`
	Labels             badgeLabels `json:"labels"`
}

type badgeLabels struct {
	Brand string `json:"brand"`
	Score string `json:"score"`
	Stars string `json:"stars"`
	Check string `json:"check"`
}

func (h *Handler) badgeJSON(loc *i18n.Localizer, co Company) []byte {
	vm := badgeView(loc, co)
	d := badgeData{
		CompanyName: co.Name, Level: co.Level, LevelName: vm.Level, Stars: vm.Stars,
		Total: co.Total, Listed: co.Listed, Line: vm.Line,
		CompanyURL: h.BaseURL + CompanyPath(co.ID),
		CheckURL:   h.BaseURL + BadgeCheckPath(co.ID),
		Labels: badgeLabels{Brand: loc.T("shell.brand"), Score: vm.Score,
			Stars: loc.T("shell.stars", map[string]any{"N": vm.Stars}), Check: loc.T("directory.badge.check")},
	}
	if d.Level == "" {
		d.Level = string(rating.LevelNone)
	}
	if co.NeverApproved() { // never public: no name, no rating
		d.CompanyName, d.Level, d.Total = "", string(rating.LevelNone), 0
	}
	if !co.VerifiedAt.IsZero() {
		d.VerifiedAt = co.VerifiedAt.Format("2006-01-02")
	}
	if co.Listed && !co.ValidatedAt.IsZero() {
		d.CompanyValidatedAt = co.ValidatedAt.Format("2006-01-02")
	}
	if co.Listed {
		d.VerifiedItems = co.VerifiedItems
		if !co.ItemsVerifiedAt.IsZero() {
			d.ItemsVerifiedAt = co.ItemsVerifiedAt.Format("2006-01-02")
		}
	}
	raw, _ := json.Marshal(d)
	return raw
}
