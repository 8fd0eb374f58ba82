package directory_test

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// What a listing's address asks for, as the plan test reads it
// (TestListingPlansReadAboutOnePageOfRows): which statements and how many rows it may read.

// only is the query of a listing's address when it sets no other key than those given and
// its page.
func only(address string, keys ...string) (url.Values, bool) {
	u, err := url.Parse(address)
	if err != nil {
		return nil, false
	}
	v := u.Query()
	for key := range v {
		if key != "page" && !slices.Contains(keys, key) {
			return nil, false
		}
	}
	return v, true
}

// commonWord is whether a listing's address searches one common word ("solar": 7% of the
// services; accents fold) and sets no other filter than its page: it walks the word
// tables and stops at its bound.
func commonWord(address string) bool {
	v, ok := only(address, "q")
	if !ok {
		return false
	}
	switch v.Get("q") {
	case "solar", "service", "energy", "énergy", "green":
		return true
	}
	return false
}

// tagAlone is whether a listing's address sets one tag and no other filter than its page.
func tagAlone(address string) bool {
	v, ok := only(address, "tags")
	return ok && v.Get("tags") != "" && !strings.Contains(v.Get("tags"), ",")
}

// deepPage is whether a listing's address asks for page 11 or later without search words:
// its page is cut from an index before any row is read.
func deepPage(address string) bool {
	u, err := url.Parse(address)
	if err != nil {
		return false
	}
	page, _ := strconv.Atoi(u.Query().Get("page"))
	return page > 10 && !u.Query().Has("q")
}

// rareWord is whether a listing's address searches one word of three characters or more
// that is not a commonWord, and sets no other filter than its page: its start's walk finds
// few of it.
func rareWord(address string) bool {
	v, ok := only(address, "q")
	if !ok || commonWord(address) {
		return false
	}
	q := v.Get("q")
	return len([]rune(q)) >= 3 && !strings.ContainsAny(q, " +")
}

// placeWord is whether a listing's address searches one word of three characters or more
// with one place (in the directory a country, an industry or a level; in the marketplace a
// category, a country or an industry, a level, or one of the three and a level) and no other
// filter than its page: it walks the word's start among the place's entries
// (company_words_country_idx and its likes, service_words_category_idx and its likes; a
// marketplace level alone the start's own, its band of totals), and counts them when it
// found 200 or fewer (readAgain).
func placeWord(address string) bool {
	places, allowed := []string{"country", "industry", "level"}, []string{"q", "country", "industry", "level"}
	market := strings.HasPrefix(address, "/marketplace/")
	if market { // a level is a band of the order's total there, not a place
		places, allowed = []string{"category", "country", "industry"}, []string{"q", "category", "country", "industry", "level"}
	}
	v, ok := only(address, allowed...)
	q := v.Get("q")
	set := 0
	for _, p := range places {
		if v.Has(p) {
			set++
		}
	}
	band := market && v.Has("level")
	return ok && (set == 1 || set == 0 && band) && len([]rune(q)) >= 3 && !strings.ContainsAny(q, " +")
}

// flagWord is whether a marketplace address searches one word of three characters or more
// with yes/no filters its word entries carry (and at most a category): the walk keeps the
// entries that hold them, and reads again as any search when a filter few hold ended it
// short (three statements).
func flagWord(address string) bool {
	v, ok := only(address, "q", "category", "onlyWithPrices", "onlyWithGreenRating", "onlyServices")
	q := v.Get("q")
	return ok && strings.HasPrefix(address, "/marketplace/") && len([]rune(q)) >= 3 && !strings.ContainsAny(q, " +") &&
		(v.Has("onlyWithPrices") || v.Has("onlyWithGreenRating") || v.Has("onlyServices"))
}

// placeIndex is the word table's index a placeWord address walks.
func placeIndex(address string) string {
	if strings.HasPrefix(address, "/marketplace/") {
		if strings.Contains(address, "country=") {
			return "service_words_country_idx"
		}
		if strings.Contains(address, "industry=") {
			return "service_words_industry_idx"
		}
		if strings.Contains(address, "category=") {
			return "service_words_category_idx"
		}
		return "service_words_listing_idx"
	}
	v, _ := only(address, "q", "country", "industry", "level")
	for _, place := range []string{"country", "industry", "level"} {
		if v.Has(place) {
			return "company_words_" + place + "_idx"
		}
	}
	return ""
}

// tagWord is whether a marketplace address searches one word of three characters or more
// with tags (and yes/no filters, and at most one place): it walks the word's start in the
// listing's order (service_words_listing_idx, or the place's index: tagIndex) and keeps the
// entries that hold the tags, up to TagWalkBound entries; it counts them when it found 200
// or fewer, and reads again as any search does when the walk stopped short of the start's
// end.
func tagWord(address string) bool {
	v, ok := only(address, "q", "tags", "onlyWithPrices", "onlyWithGreenRating", "onlyServices", "category", "country", "industry", "level")
	q := v.Get("q")
	places := 0
	for _, p := range []string{"category", "country", "industry"} {
		if v.Has(p) {
			places++
		}
	}
	return ok && strings.HasPrefix(address, "/marketplace/") && v.Get("tags") != "" && places <= 1 &&
		len([]rune(q)) >= 3 && !strings.ContainsAny(q, " +")
}

// tagIndex is the word table's index a tagWord address walks.
func tagIndex(address string) string {
	if strings.Contains(address, "category=") || strings.Contains(address, "country=") || strings.Contains(address, "industry=") {
		return placeIndex(address)
	}
	return "service_words_listing_idx"
}
