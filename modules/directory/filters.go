package directory

import (
	"net/url"
	"strconv"
	"strings"

	"greenconnect/app/reference"
	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

// PageSize is the number of entries per page (docs/directory.md, "Listings").
const PageSize = 10

// MarketFilter is the state of a services listing. The query string is its only store: it
// is read from the address and written back to it (docs/directory.md, "Listings").
type MarketFilter struct {
	Query               string
	Tags                []string
	Category            string
	Country             string // ISO 3166 alpha-2
	Industry            string
	OnlyWithPrices      bool
	OnlyWithGreenRating bool // the company's rating is active: every rated section answered
	OnlyServices        bool // the company says it is a service provider
	// What a buyer checks of the company (docs/directory.md, "Listings").
	Level    string // its rating level
	SDG      int    // a UN goal it works on, 1..17; 0 for any
	Backed   bool   // every public answer backed by evidence
	Verified bool   // Green Verification
	Page     int
}

// MaxFilterTags bounds the tags one listing may filter by.
const MaxFilterTags = 10

// ParseMarketFilter reads a listing's state from its query: page
// ignored unless a number, tags as a comma list, the country also from the legacy key
// "contry" that older links carry. Unknown categories, countries and industries are
// dropped rather than answered with an empty page.
func ParseMarketFilter(v url.Values) MarketFilter {
	return MarketFilter{
		Query:               web.SearchText(v.Get("q")),
		Tags:                readList(v, "tags", NormalizeTag, MaxFilterTags),
		Category:            knownOr(v.Get("category"), IsCategory),
		Country:             readCountry(v),
		Industry:            knownOr(v.Get("industry"), isIndustry),
		OnlyWithPrices:      readBool(v, "onlyWithPrices"),
		OnlyWithGreenRating: readBool(v, "onlyWithGreenRating"),
		OnlyServices:        readBool(v, "onlyServices"),
		Level:               knownOr(v.Get("level"), isLevel),
		SDG:                 readSDG(v),
		Backed:              readBool(v, "backed"),
		Verified:            readBool(v, "verified"),
		Page:                readPage(web.ReadPage(v)),
	}
}

// Encode is the canonical query string (without "?"). It writes "country", never the
// legacy "contry", and the page only above 1.
func (f MarketFilter) Encode() string {
	var q query
	q.add("q", f.Query)
	q.addList("tags", f.Tags)
	q.add("category", f.Category)
	q.add("country", f.Country)
	q.add("industry", f.Industry)
	q.addBool("onlyWithPrices", f.OnlyWithPrices)
	q.addBool("onlyWithGreenRating", f.OnlyWithGreenRating)
	q.addBool("onlyServices", f.OnlyServices)
	q.add("level", f.Level)
	q.addSDG(f.SDG)
	q.addBool("backed", f.Backed)
	q.addBool("verified", f.Verified)
	q.addPage(f.Page)
	return q.encode()
}

// URL is the listing at path in this state.
func (f MarketFilter) URL(path string) string { return withQuery(path, f.Encode()) }

// WithPage is the same listing on page n.
func (f MarketFilter) WithPage(n int) MarketFilter {
	f.Page = n
	return f
}

// WithTag is the listing narrowed by one more tag, back on page 1 (changing a filter goes
// back to page 1).
func (f MarketFilter) WithTag(tag string) MarketFilter {
	f.Page = 1
	for _, t := range f.Tags {
		if t == tag {
			return f
		}
	}
	f.Tags = append(append([]string(nil), f.Tags...), tag)
	return f
}

// HasTag reports whether tag is among the chosen tags.
func (f MarketFilter) HasTag(tag string) bool {
	for _, t := range f.Tags {
		if t == tag {
			return true
		}
	}
	return false
}

// NormalizeTag is a tag as stored and compared: clean text (web.CleanText), lower case, single
// spaces, no commas (they separate tags), at most MaxTagRunes letters.
func NormalizeTag(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(web.CleanText(s), ",", " ")), " "))
	if r := []rune(s); len(r) > MaxTagRunes {
		s = strings.TrimSpace(string(r[:MaxTagRunes]))
	}
	return s
}

// MaxTagRunes is the longest tag.
const MaxTagRunes = 30

func knownOr(v string, known func(string) bool) string {
	v = strings.TrimSpace(v)
	if known(v) {
		return v
	}
	return ""
}

func isIndustry(key string) bool {
	_, ok := reference.IndustryByKey(key)
	return ok
}

// readCountry is the country of the query: "country", else the legacy "contry" that older
// links carry (docs/directory.md, "Listings").
func readCountry(q url.Values) string {
	v := q.Get("country")
	if v == "" {
		v = q.Get("contry")
	}
	v = strings.ToUpper(strings.TrimSpace(v))
	if reference.IsCountry(v) {
		return v
	}
	return ""
}

// DirectoryFilter is the state of the green directory's listing.
type DirectoryFilter struct {
	Query       string
	Country     string
	Industry    string
	Level       string // rating level key (starter … champion)
	HasServices bool
	Verified    bool // Green Verification: details validated or an evidence item verified
	SDG         int  // a UN goal the company works on, 1..17; 0 for any
	Backed      bool // every public answer backed by evidence
	Page        int
}

// ParseDirectoryFilter reads the directory's state from its query.
func ParseDirectoryFilter(v url.Values) DirectoryFilter {
	return DirectoryFilter{
		Query:       web.SearchText(v.Get("q")),
		Country:     readCountry(v),
		Industry:    knownOr(v.Get("industry"), isIndustry),
		Level:       knownOr(v.Get("level"), isLevel),
		HasServices: readBool(v, "hasServices"),
		Verified:    readBool(v, "verified"),
		SDG:         readSDG(v),
		Backed:      readBool(v, "backed"),
		Page:        readPage(web.ReadPage(v)),
	}
}

// Encode is the canonical query string (without "?").
func (f DirectoryFilter) Encode() string {
	var q query
	q.add("q", f.Query)
	q.add("country", f.Country)
	q.add("industry", f.Industry)
	q.add("level", f.Level)
	q.addBool("hasServices", f.HasServices)
	q.addBool("verified", f.Verified)
	q.addSDG(f.SDG)
	q.addBool("backed", f.Backed)
	q.addPage(f.Page)
	return q.encode()
}

// URL is the directory at path in this state.
func (f DirectoryFilter) URL(path string) string { return withQuery(path, f.Encode()) }

// WithPage is the same listing on page n.
func (f DirectoryFilter) WithPage(n int) DirectoryFilter {
	f.Page = n
	return f
}

// readSDG is the UN goal (1..17, app/reference) of "sdg"; anything else is no choice.
func readSDG(v url.Values) int {
	n, err := strconv.Atoi(strings.TrimSpace(v.Get("sdg")))
	if err != nil || !reference.IsSDG(n) {
		return 0
	}
	return n
}

func isLevel(key string) bool {
	_, ok := rating.LevelByKey(key)
	return ok
}
