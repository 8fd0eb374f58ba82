package model

import (
	"net/url"
	"strings"
	"unicode/utf8"
)

// ServiceForm is what the service form sends, kept exactly as typed so that a refused form
// comes back with everything in it. Files already uploaded travel as keys.
type ServiceForm struct {
	Version      int
	Name         string
	Industry     string
	Category     string
	URL          string
	Instagram    string
	Facebook     string
	Linkedin     string
	Description  string
	Explanation  string
	Tags         string // comma-separated, as typed
	PriceLink    string
	LogoKey      string
	PriceListKey string
	Pictures     []Picture // in the order they will show
}

// Limits of the service form; the messages state them.
const (
	MaxNameRunes        = 120
	MaxDescriptionRunes = 600
	MaxExplanationRunes = 5000
	MaxURLRunes         = 500
	MaxServiceTags      = 10
	MaxPictures         = 8
)

// FormOf is the form filled with a stored service, for editing.
func FormOf(o Offering) ServiceForm {
	return ServiceForm{
		Version: o.Version, Name: o.Name, Industry: o.Industry, Category: o.Category, URL: o.URL,
		Instagram: o.InstagramURL, Facebook: o.FacebookURL, Linkedin: o.LinkedinURL,
		Description: o.Description, Explanation: o.Explanation, Tags: strings.Join(o.Tags, ", "),
		PriceLink: o.PriceLink, LogoKey: o.LogoKey, PriceListKey: o.PriceListKey,
		Pictures: append([]Picture(nil), o.Pictures...),
	}
}

// fieldError is a field's message id and its data.
type fieldError struct {
	Key  string
	Data map[string]any
}

// FieldErrors maps form fields to what is wrong with them.
type FieldErrors map[string]fieldError

func (e FieldErrors) set(field, key string, data map[string]any) {
	if _, ok := e[field]; !ok {
		e[field] = fieldError{Key: key, Data: data}
	}
}

// Validate checks the form and returns the service it describes, or the field errors.
func (f ServiceForm) Validate() (Offering, FieldErrors) {
	errs := FieldErrors{}
	o := Offering{
		Version: f.Version, Name: strings.TrimSpace(f.Name), Industry: f.Industry, Category: f.Category,
		Description: strings.TrimSpace(f.Description), Explanation: strings.TrimSpace(f.Explanation),
		LogoKey: f.LogoKey, PriceListKey: f.PriceListKey, Pictures: f.Pictures,
	}
	required(errs, "name", o.Name)
	maxRunes(errs, "name", o.Name, MaxNameRunes)
	if !isIndustry(f.Industry) {
		errs.set("industry", "directory.form.error.industry", nil)
	}
	if !IsCategory(f.Category) {
		errs.set("category", "directory.form.error.category", nil)
	}
	required(errs, "description", o.Description)
	maxRunes(errs, "description", o.Description, MaxDescriptionRunes)
	maxRunes(errs, "explanation", o.Explanation, MaxExplanationRunes)
	o.URL = webURL(errs, "url", f.URL, "")
	o.InstagramURL = webURL(errs, "instagram", f.Instagram, "instagram.com")
	o.FacebookURL = webURL(errs, "facebook", f.Facebook, "facebook.com")
	o.LinkedinURL = webURL(errs, "linkedin", f.Linkedin, "linkedin.com")
	o.PriceLink = webURL(errs, "price_link", f.PriceLink, "")
	o.Tags = splitTags(f.Tags)
	if len(o.Tags) > MaxServiceTags {
		errs.set("tags", "directory.form.error.tags_many", map[string]any{"Max": MaxServiceTags})
	}
	if len(o.Pictures) > MaxPictures {
		errs.set("pictures", "directory.form.error.pictures_many", map[string]any{"Max": MaxPictures})
	}
	if len(errs) > 0 {
		return Offering{}, errs
	}
	return o, nil
}

func required(errs FieldErrors, field, v string) {
	if v == "" {
		errs.set(field, "directory.form.error.required", nil)
	}
}

func maxRunes(errs FieldErrors, field, v string, max int) {
	if utf8.RuneCountInString(v) > max {
		errs.set(field, "directory.form.error.too_long", map[string]any{"Max": max})
	}
}

// webURL checks an optional web address; with site, it must be on that site (a social
// profile). "example.com" is read as https://example.com, as people type it.
func webURL(errs FieldErrors, field, raw, site string) string {
	v := strings.TrimSpace(raw)
	if v == "" {
		return ""
	}
	if !strings.Contains(v, "://") {
		v = "https://" + v
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || !strings.Contains(u.Hostname(), ".") ||
		utf8.RuneCountInString(v) > MaxURLRunes {
		errs.set(field, "directory.form.error.url", nil)
		return ""
	}
	if site != "" {
		host := strings.ToLower(u.Hostname())
		if host != site && !strings.HasSuffix(host, "."+site) {
			errs.set(field, "directory.form.error.social", map[string]any{"Name": site})
			return ""
		}
	}
	return u.String()
}

// splitTags reads the comma-separated tags field: normalised, without duplicates.
func splitTags(s string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, part := range strings.Split(s, ",") {
		t := NormalizeTag(part)
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// Add records a problem found outside Validate (an upload refused).
func (e FieldErrors) Add(field, key string, data map[string]any) { e.set(field, key, data) }

// Message is the field's problem as a message id and its data.
func (e FieldErrors) Message(field string) (key string, data map[string]any, ok bool) {
	fe, ok := e[field]
	return fe.Key, fe.Data, ok
}
