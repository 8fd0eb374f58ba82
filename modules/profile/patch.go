package profile

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"time"

	"greenconnect/app/web"
	"greenconnect/modules/rating"
)

// Patch is a save: the version it was made on, and the parts it changes. Within company and
// within a section each field present replaces that field; fields absent are kept.
type Patch struct {
	Version  int
	Company  json.RawMessage            // nil when absent
	Sections map[string]json.RawMessage // section key → its fields
}

// readOnlyKeys may be sent back with a record and are ignored: the server owns them.
var readOnlyKeys = map[string]bool{
	"id": true, "userId": true, "status": true, "rejectionReason": true, "published": true,
	"blogPostCount": true, "billingHistory": true, "membershipHistory": true, "logins": true,
	"rating": true, "rejectedSections": true, "publishedAt": true, "verifiedAt": true, "updatedAt": true,
	"verification": true, "evidence": true,
}

var companyFields = fieldSet(Company{})
var sectionFields = fieldSet(Section{})
var detailFields = fieldSet(Detail{})
var commitmentFields = fieldSet(Commitment{})

// ParsePatch reads the body of POST /api/sustainability.
func ParsePatch(body []byte) (Patch, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil || top == nil {
		return Patch{}, web.BadRequest("profile.error.body")
	}
	p := Patch{Sections: map[string]json.RawMessage{}}
	var errs web.FieldErrors
	for key, raw := range top {
		switch {
		case key == "version":
			if json.Unmarshal(raw, &p.Version) != nil || p.Version < 1 {
				errs.Add("version", "profile.error.version", nil)
			}
		case key == "company":
			p.Company = raw
			checkKeys(&errs, "company", raw, companyFields)
		case IsSectionKey(key):
			p.Sections[key] = raw
			checkSectionKeys(&errs, key, raw)
		case !readOnlyKeys[key]:
			errs.Add(key, "profile.error.unknown_field", nil)
		}
	}
	if _, ok := top["version"]; !ok {
		errs.Add("version", "profile.error.version", nil)
	}
	return p, errs.Err()
}

// apply merges the patch into content and checks the result.
func (p Patch) apply(old Content, files map[string]FileRef, now time.Time) (Content, error) {
	next := old
	next.Company = old.Company
	var errs web.FieldErrors
	if p.Company != nil {
		if err := decodeInto(p.Company, &next.Company); err != nil {
			errs.Add("company"+err.field, "profile.error.type", nil)
		}
	}
	oldSecs, nextSecs := old.All(), next.All()
	for i, key := range SectionKeys {
		raw, ok := p.Sections[key]
		if !ok {
			continue
		}
		sec := *oldSecs[i]
		if hasKey(raw, "details") {
			sec.Details = nil // replaced as a whole: decoding into old items would merge them
		}
		if err := decodeInto(raw, &sec); err != nil {
			errs.Add(key+err.field, "profile.error.type", nil)
			continue
		}
		cleanSection(key, *oldSecs[i], &sec, files, now, &errs)
		// "Not at the moment" is not shown to visitors unless the company says so
		// (docs/profile.md, "Sections"): a change to it that names no visibility keeps it
		// to the report.
		if sec.Stage() == rating.NotNeeded && oldSecs[i].Stage() != rating.NotNeeded && !hasKey(raw, "visibility") &&
			sec.Visibility == VisibilityLive {
			sec.Visibility = VisibilityReport
		}
		*nextSecs[i] = sec
	}
	if p.Company != nil {
		cleanCompany(&next.Company, files, &errs)
		// The name a company signed up with may change but not go: the directory, the badge
		// and every letter name the company by it (docs/profile.md, "The company").
		if hasKey(p.Company, "companyName") && next.Company.CompanyName == "" {
			errs.Add("company.companyName", promptKey("companyName"), nil)
		}
	}
	return next, errs.Err()
}

type decodeError struct{ field string }

func (e *decodeError) Error() string { return "profile: cannot decode" + e.field }

// decodeInto merges JSON into v (fields absent are kept) and names the field that has the
// wrong type.
func decodeInto(raw json.RawMessage, v any) *decodeError {
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return &decodeError{}
	}
	err := json.Unmarshal(raw, v)
	if err == nil {
		return nil
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field != "" {
		return &decodeError{field: "." + te.Field}
	}
	return &decodeError{}
}

func hasKey(raw json.RawMessage, key string) bool {
	var m map[string]json.RawMessage
	_ = json.Unmarshal(raw, &m)
	_, ok := m[key]
	return ok
}

// fieldSet lists the JSON field names of a struct.
func fieldSet(v any) map[string]bool {
	out := map[string]bool{}
	t := reflect.TypeOf(v)
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			out[name] = true
		}
	}
	return out
}

func checkSectionKeys(errs *web.FieldErrors, key string, raw json.RawMessage) {
	checkKeys(errs, key, raw, sectionFields)
	var s struct {
		Details []json.RawMessage `json:"details"`
	}
	if json.Unmarshal(raw, &s) == nil {
		for i, d := range s.Details {
			at := key + ".details[" + strconv.Itoa(i) + "]"
			checkKeys(errs, at, d, detailFields)
			var picks struct {
				Goals      []json.RawMessage `json:"goals"`
				Principles []json.RawMessage `json:"principles"`
			}
			if json.Unmarshal(d, &picks) == nil {
				for j, c := range picks.Goals {
					checkKeys(errs, at+".goals["+strconv.Itoa(j)+"]", c, commitmentFields)
				}
				for j, c := range picks.Principles {
					checkKeys(errs, at+".principles["+strconv.Itoa(j)+"]", c, commitmentFields)
				}
			}
		}
	}
}

// checkKeys reports fields an object has that v's type does not know.
func checkKeys(errs *web.FieldErrors, path string, raw json.RawMessage, known map[string]bool) {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return // a type problem, reported when decoding
	}
	for k := range m {
		if !known[k] {
			errs.Add(path+"."+k, "profile.error.unknown_field", nil)
		}
	}
}
