package directory

import (
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"greenconnect/app/upload"
)

// Offering is a company's service. It is called so here to leave the
// name Service to the module's API, as in every other module.
type Offering struct {
	ID               uuid.UUID
	CompanyProfileID uuid.UUID
	Version          int
	Published        bool
	Name             string
	LogoKey          string
	Industry         string // sector_industry before the hyphen: a profile industry key
	Category         string // after the hyphen: a directory category key
	URL              string
	InstagramURL     string
	FacebookURL      string
	LinkedinURL      string
	Description      string
	Explanation      string
	Tags             []string
	Pictures         []StoredPicture
	PriceLink        string
	PriceListKey     string
	CreatedAt        time.Time
	UpdatedAt        time.Time
	PublishedAt      *time.Time
	Takedown         *Takedown // an admin unpublished it, and why (only in the owner's reads); nil for none
}

// StoredPicture is one picture of a service, with the size the page needs for width and height.
type StoredPicture struct {
	Key    string `json:"key"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

// URL is where the picture is served.
func (p StoredPicture) URL() string { return upload.URL(p.Key) }

// LogoURL is the service's own logo, or "".
func (o Offering) LogoURL() string { return upload.URL(o.LogoKey) }

// PriceListURL is the price list file, or "".
func (o Offering) PriceListURL() string { return upload.URL(o.PriceListKey) }

// SectorIndustry is the service's sector_industry (docs/directory.md, "Cards").
func (o Offering) SectorIndustry() string { return SectorIndustry(o.Industry, o.Category) }

// HasPrices reports whether the service gives prices (the onlyWithPrices filter).
func (o Offering) HasPrices() bool { return o.PriceLink != "" || o.PriceListKey != "" }

// PicturesOf reads the stored pictures list.
func PicturesOf(raw []byte) []StoredPicture {
	var ps []StoredPicture
	if len(raw) > 0 {
		_ = json.Unmarshal(raw, &ps) // written only by us; a bad value shows no pictures
	}
	return ps
}

// PicturesJSON is the pictures list as stored.
func PicturesJSON(ps []StoredPicture) []byte {
	if ps == nil {
		ps = []StoredPicture{}
	}
	b, _ := json.Marshal(ps)
	return b
}
