package profile

import (
	"context"
	"regexp"
	"strconv"
	"strings"

	"greenconnect/app/web"
	"greenconnect/modules/profile/views"
	"greenconnect/modules/rating"
)

// A section's form names its fields status, plannedFor, visibility, accreditation, sdgs
// and principles (the goals section's picks, each described in goal-<n> or principle-<n>);
// its evidence items' fields are under itemPrefix(i), and a file of an item is posted by a
// file input but kept in a hidden field of the record's name (attachment, priceListFile).
// evidence is the items as a whole.
const (
	attachmentInput = "attachmentFile"
	priceListInput  = "priceListUpload"
	evidenceField   = "evidence"
)

func itemPrefix(i int) string { return "d" + strconv.Itoa(i) + "." }

// sectionInput is one section's answer as the form holds it: saved, or as typed.
type sectionInput struct {
	Status, PlannedFor, Visibility, Accreditation string
	Goals, Principles                             []Commitment // the goals section's picks
	Items                                         []Detail     // form items, blank ones included
}

// inputOf is the form of a saved section: its items plus a blank one to add evidence.
func inputOf(s Section) sectionInput {
	in := sectionInput{Status: string(s.Stage()), PlannedFor: string(s.PlannedFor), Visibility: s.Visibility,
		Items: append([]Detail(nil), s.Details...)}
	if in.Visibility == "" {
		in.Visibility = VisibilityLive
	}
	if len(in.Items) > 0 {
		in.Accreditation = in.Items[0].Accreditation
		in.Goals, in.Principles = s.Commitments()
		in.Items[0].Accreditation = "" // asked once, for the section, as are the picks
		for i := range in.Items {
			in.Items[i].SDGs, in.Items[i].Goals, in.Items[i].Principles = nil, nil, nil
		}
	}
	if len(in.Items) == 0 || (len(in.Items) < maxDetails && in.Items[len(in.Items)-1].HasEvidence()) {
		in.Items = append(in.Items, Detail{})
	}
	return in
}

// sectionJSON is the section patch of a form: blank items dropped, the accreditation type
// and the goals on the first item (docs/profile.md, "Sections").
func sectionJSON(in sectionInput) map[string]any {
	details := []Detail{}
	for _, d := range in.Items {
		if !d.isEmpty() && in.Status != string(rating.NotNeeded) { // "Not at the moment" has no evidence
			details = append(details, d)
		}
	}
	if in.Status != string(rating.NotNeeded) && (in.Accreditation != "" || len(in.Goals)+len(in.Principles) > 0) {
		if len(details) == 0 {
			details = append(details, Detail{})
		}
		details[0].Accreditation, details[0].Goals, details[0].Principles = in.Accreditation, in.Goals, in.Principles
	}
	return map[string]any{"status": in.Status, "plannedFor": in.PlannedFor, "visibility": in.Visibility, "details": details}
}

// sectionErrors are a refused save's problems of the section key (paths as the API has
// them: key.status, key.details[2].link...) under the form's field names. A saved item's
// index skips the blank form items, which were not sent.
func sectionErrors(key string, in sectionInput, fields web.FieldErrors) web.FieldErrors {
	var out web.FieldErrors
	fields = fields.Under(key + ".")
	for _, p := range fields.Paths() {
		m, _ := fields.Get(p)
		out.Add(sectionField(p, in), m.Key, m.Data)
	}
	return out
}

// pickPath is a path of the goals section's picks: details[0].goals[2].description.
var pickPath = regexp.MustCompile(`^details\[\d+\]\.(sdgs|goals|principles)(?:\[(\d+)\]\.(\w+))?$`)

// sectionField is the form's name of a section's path.
func sectionField(path string, in sectionInput) string {
	switch path {
	case "details":
		return evidenceField
	case "details[0].accreditation":
		return "accreditation"
	}
	if m := pickPath.FindStringSubmatch(path); m != nil {
		group, picks, prefix := "sdgs", in.Goals, "goal-"
		if m[1] == "principles" {
			group, picks, prefix = "principles", in.Principles, "principle-"
		}
		j, err := strconv.Atoi(m[2])
		if m[3] != "description" || err != nil || j >= len(picks) {
			return group
		}
		return prefix + strconv.Itoa(picks[j].Number)
	}
	items := in.Items
	rest, ok := strings.CutPrefix(path, "details[")
	if !ok {
		return path // status, plannedFor, visibility
	}
	n, field, _ := strings.Cut(rest, "].")
	saved, _ := strconv.Atoi(n)
	for i := range items {
		if formToDetail(items, i) == saved {
			switch field {
			case "attachment":
				field = attachmentInput
			case "priceListFile":
				field = priceListInput
			}
			return itemPrefix(i) + field
		}
	}
	return path
}

// formToDetail is the index in the saved details of form item i (blank items are dropped),
// -1 for a blank one.
func formToDetail(items []Detail, i int) int {
	if items[i].isEmpty() {
		return -1
	}
	n := 0
	for j := 0; j < i; j++ {
		if !items[j].isEmpty() {
			n++
		}
	}
	return n
}

// sectionForm builds one section's form from the input and the problems of a refused save.
func sectionForm(ctx context.Context, rec Record, key string, in sectionInput, errs web.FieldErrors) views.SectionForm {
	slug := SectionSlug(key)
	sr, rated := rec.rated(key)
	f := web.NewForm()
	f.Errors = errs
	if errs.Len() > 0 {
		f.Fail("profile.wizard.failed", nil)
	}
	f.Set("status", in.Status)
	f.Set("plannedFor", in.PlannedFor)
	f.Set("visibility", in.Visibility)
	f.Set("accreditation", in.Accreditation)
	var items []views.ItemForm
	for i, d := range in.Items {
		p := itemPrefix(i)
		for name, v := range map[string]string{"link": d.Link, "weblink": d.Weblink, "description": d.Description,
			"priceLink": d.PriceLink, "greenCategory": d.GreenCategory, "attachment": d.Attachment, "priceListFile": d.PriceListFile} {
			f.Set(p+name, v)
		}
		items = append(items, views.ItemForm{Index: i, Prefix: p,
			Attachment: rec.fileLink(ctx, d.Attachment), PriceList: rec.fileLink(ctx, d.PriceListFile)})
	}
	m := views.SectionForm{Form: f, Action: sectionPath(key), Key: key, Slug: slug, N: stepIndex(key) + 1,
		Count: len(SectionKeys), Version: rec.Version, Rated: rated, Items: items, AccShown: key == KeyAccreditations,
		Prices: key == KeyServices, MaxDescription: maxDescriptionLength, MaxCategory: maxCategoryLength}
	if key == KeyGoals {
		m.Goals, m.Compact, m.MaxNote = goalPicks(ctx, in.Goals, &m.Form), principlePicks(ctx, in.Principles, &m.Form), maxCommitmentLength
	}
	if rated && sr.Stage != rating.NoStage {
		m.Points = web.T(ctx, "profile.wizard.rating_change", map[string]any{"Points": sr.Points})
	}
	return m
}

func (r Record) fileName(address string) string {
	if f, ok := r.files[address]; ok {
		return f.Name
	}
	return ""
}

// fileLink is a stored file as pages name it: its name, type and size, so evidence reads
// as evidence (docs/profile.md, "Sections").
func (r Record) fileLink(ctx context.Context, address string) views.FileLink {
	l := views.FileLink{URL: address, Name: r.fileName(address)}
	if f, ok := r.files[address]; ok && f.Size > 0 {
		l.About = web.T(ctx, "profile.file.about", map[string]any{"Type": fileType(f.ContentType), "Size": fileSize(ctx, f.Size)})
	}
	return l
}

// fileType names a content type the way people know it: "PDF", "PNG".
func fileType(contentType string) string {
	t := contentType
	if i := strings.IndexByte(t, '/'); i >= 0 {
		t = t[i+1:]
	}
	if i := strings.IndexByte(t, ';'); i >= 0 {
		t = t[:i]
	}
	return strings.ToUpper(t)
}

// fileSize is a size in kilobytes, grouped in the reader's language ("1,234 KB").
func fileSize(ctx context.Context, n int64) string {
	return web.T(ctx, "profile.file.kb", map[string]any{"N": web.ShellFrom(ctx).Loc.Number(int(max(1, (n+500)/1000)))})
}
