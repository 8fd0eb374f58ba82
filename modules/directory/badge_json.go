package directory

import (
	"encoding/json"

	"greenconnect/app/i18n"
	"greenconnect/modules/directory/model"
	"greenconnect/modules/directory/store"
)

// badgeData is what the badge script draws, its texts in the asked language.
type badgeData struct {
	CompanyName string      `json:"companyName"`
	Level       string      `json:"level"`
	LevelName   string      `json:"levelName"`
	Stars       int         `json:"stars"`
	Total       int         `json:"total"`
	Listed      bool        `json:"listed"`
	VerifiedAt  string      `json:"verifiedAt,omitempty"` // YYYY-MM-DD
	Line        string      `json:"line"`                 // 'Verified …' or why it is greyed out
	CompanyURL  string      `json:"companyUrl"`
	CheckURL    string      `json:"checkUrl"`
	Labels      badgeLabels `json:"labels"`
}

type badgeLabels struct {
	Brand string `json:"brand"`
	Score string `json:"score"`
	Stars string `json:"stars"`
	Check string `json:"check"`
}

func (h *Handler) badgeJSON(loc *i18n.Localizer, row store.GetDirectoryCompanyRow) []byte {
	vm := badgeVM(loc, row)
	d := badgeData{
		CompanyName: row.CompanyName, Level: model.LevelKey(row.Level), LevelName: vm.Level, Stars: vm.Stars,
		Total: int(row.Total), Listed: row.Listed, Line: vm.Line,
		CompanyURL: h.baseURL + model.CompanyPath(row.ProfileID),
		CheckURL:   h.baseURL + model.CompanyPath(row.ProfileID) + "/badge",
		Labels: badgeLabels{Brand: loc.T("shell.brand"), Score: vm.Score,
			Stars: loc.T("shell.stars", map[string]any{"N": vm.Stars}), Check: loc.T("directory.badge.check")},
	}
	if neverApproved(row) { // never public: no name, no rating
		d.CompanyName, d.Level, d.Total = "", "none", 0
	}
	if row.VerifiedAt != nil {
		d.VerifiedAt = row.VerifiedAt.Format("2006-01-02")
	}
	raw, _ := json.Marshal(d)
	return raw
}
