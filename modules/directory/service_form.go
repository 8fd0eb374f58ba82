package directory

import (
	"strings"

	"greenconnect/app/links"
	"greenconnect/app/reference"
	"greenconnect/app/web"
)

// serviceForm is the service form as it was sent, kept as typed so that a refused form
// comes back with everything in it: the text fields (by their input names) and their
// problems in Form, the files already stored as keys.
type serviceForm struct {
	web.Form
	Version      int
	LogoKey      string
	PriceListKey string
	Pictures     []StoredPicture // in the order they will show
}

// serviceFields are the form's text fields.
var serviceFields = []string{"name", "industry", "category", "description", "explanation", "tags", "url",
	"instagram", "facebook", "linkedin", "price_link"}

// serviceFieldOrder is the order the form shows its fields in, text and files.
var serviceFieldOrder = []string{"name", "industry", "category", "description", "explanation", "tags", "url",
	"instagram", "facebook", "linkedin", "logo", "pictures", "price_link", "price_list"}

// Limits of the service form; the messages state them.
const (
	MaxNameRunes        = 120
	MaxDescriptionRunes = 600
	MaxExplanationRunes = 5000
	MaxServiceTags      = 10
	MaxPictures         = 8
)

// formOf is the form filled with a stored service, for editing.
func formOf(o Offering) serviceForm {
	f := serviceForm{Form: web.NewForm(), Version: o.Version, LogoKey: o.LogoKey, PriceListKey: o.PriceListKey,
		Pictures: append([]StoredPicture(nil), o.Pictures...)}
	for name, v := range map[string]string{"name": o.Name, "industry": o.Industry, "category": o.Category,
		"description": o.Description, "explanation": o.Explanation, "tags": strings.Join(o.Tags, ", "), "url": o.URL,
		"instagram": o.InstagramURL, "facebook": o.FacebookURL, "linkedin": o.LinkedinURL, "price_link": o.PriceLink} {
		f.Set(name, v)
	}
	return f
}

// check reads the service the form describes; what is wrong is added to f.Errors.
func (f *serviceForm) check() Offering {
	errs := &f.Errors
	o := Offering{
		Version: f.Version, Name: strings.TrimSpace(f.Value("name")), Industry: f.Value("industry"),
		Category: f.Value("category"), Description: strings.TrimSpace(f.Value("description")),
		Explanation: strings.TrimSpace(f.Value("explanation")), LogoKey: f.LogoKey, PriceListKey: f.PriceListKey,
		Pictures: f.Pictures,
	}
	web.Required(errs, "name", o.Name)
	web.MaxLen(errs, "name", o.Name, MaxNameRunes)
	if _, ok := reference.IndustryByKey(o.Industry); !ok {
		errs.Add("industry", "directory.form.error.industry", nil)
	}
	if !IsCategory(o.Category) {
		errs.Add("category", "directory.form.error.category", nil)
	}
	web.Required(errs, "description", o.Description)
	web.MaxLen(errs, "description", o.Description, MaxDescriptionRunes)
	web.MaxLen(errs, "explanation", o.Explanation, MaxExplanationRunes)
	o.URL = webURL(errs, "url", f.Value("url"))
	o.InstagramURL = webURL(errs, "instagram", f.Value("instagram"))
	o.FacebookURL = webURL(errs, "facebook", f.Value("facebook"))
	o.LinkedinURL = webURL(errs, "linkedin", f.Value("linkedin"))
	o.PriceLink = webURL(errs, "price_link", f.Value("price_link"))
	o.Tags = splitTags(f.Value("tags"))
	if len(o.Tags) > MaxServiceTags {
		errs.Add("tags", "directory.form.error.tags_many", map[string]any{"Max": MaxServiceTags})
	}
	if len(o.Pictures) > MaxPictures {
		errs.Add("pictures", "directory.form.error.pictures_many", map[string]any{"Max": MaxPictures})
	}
	f.Errors = f.Errors.InOrder(serviceFieldOrder...)
	return o
}

// webURL checks an optional web address by the rule the profile's addresses follow
// (app/links): "example.com" is read as https://example.com, as people type it. A social
// field's address must be on its site.
func webURL(errs *web.FieldErrors, field, raw string) string {
	if strings.TrimSpace(raw) == "" {
		return ""
	}
	u, ok := links.Normalize(raw)
	if !ok {
		errs.Add(field, "directory.form.error.url", nil)
		return ""
	}
	if site := links.SiteOf(field); site.Name != "" && !links.OnSite(u, field) {
		errs.Add(field, "directory.form.error.social", map[string]any{"Name": site.Name})
		return ""
	}
	return u
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
