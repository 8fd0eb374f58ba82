package vsme

import (
	"slices"
	"strings"
	"unicode"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/report"
	"greenconnect/modules/vsme/views"
	"greenconnect/templates"
)

// The B1 form asks for the reporting entity's identifier (docs/vsme.md, "Forms"): a scheme of
// the digital template's list (LEI, DUNS, EU ID, PermID) or another one named by the user (a
// national company register), and the identifier.
const (
	entityDisclosure   = "B1"
	entitySchemeField  = "entity.scheme"
	entityOtherField   = "entity.scheme_name"
	entityIDField      = "entity.id"
	entitySchemeOther  = "other"
	maxEntityIDLen     = 64
	maxEntitySchemeLen = 50
)

// entitySchemes are the template's identifier schemes, in its order.
var entitySchemes = []string{"LEI", "DUNS", "EU ID", "PermID"}

// readEntityPost reads the identifier's fields as typed.
func readEntityPost(c fiber.Ctx, f *web.Form) {
	for _, n := range []string{entitySchemeField, entityOtherField, entityIDField} {
		f.Set(n, c.FormValue(n))
	}
}

// fillEntity puts the report's identifier into the form where nothing was typed.
func fillEntity(f *web.Form, e report.Entity) {
	switch {
	case e.Scheme == "" || slices.Contains(entitySchemes, e.Scheme):
		f.Default(entitySchemeField, e.Scheme)
	default:
		f.Default(entitySchemeField, entitySchemeOther)
		f.Default(entityOtherField, e.Scheme)
	}
	f.Default(entityIDField, e.ID)
}

// readEntity checks the identifier's fields: both empty clear it; an LEI is 20 characters with
// ISO 17442 check digits, a DUNS number 9 digits, any other identifier letters, digits and
// . - / and spaces. Spaces in an LEI or a DUNS number are dropped, letters put in capitals.
func readEntity(f web.Form, errs *web.FieldErrors) (scheme, id string) {
	scheme = strings.TrimSpace(f.Value(entitySchemeField))
	id = strings.TrimSpace(f.Value(entityIDField))
	if scheme == "" && id == "" {
		return "", ""
	}
	switch {
	case scheme == entitySchemeOther:
		scheme = strings.Join(strings.Fields(f.Value(entityOtherField)), " ")
		web.Required(errs, entityOtherField, scheme)
		web.MaxLen(errs, entityOtherField, scheme, maxEntitySchemeLen)
		if strings.ContainsFunc(scheme, unicode.IsControl) {
			errs.Add(entityOtherField, "vsme.entry.error.text", nil)
		}
	case !slices.Contains(entitySchemes, scheme):
		errs.Add(entitySchemeField, "vsme.entry.error.scheme", nil)
	}
	web.Required(errs, entityIDField, id)
	if id == "" {
		return scheme, id
	}
	switch scheme {
	case "LEI":
		id = strings.ToUpper(strings.ReplaceAll(id, " ", ""))
		if !report.ValidLEI(id) {
			errs.Add(entityIDField, "vsme.entry.error.lei", nil)
		}
	case "DUNS":
		id = strings.ReplaceAll(strings.ReplaceAll(id, " ", ""), "-", "")
		if len(id) != 9 || strings.ContainsFunc(id, func(r rune) bool { return r < '0' || r > '9' }) {
			errs.Add(entityIDField, "vsme.entry.error.duns", nil)
		}
	default:
		web.MaxLen(errs, entityIDField, id, maxEntityIDLen)
		if strings.ContainsFunc(id, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" .-/", r)
		}) {
			errs.Add(entityIDField, "vsme.entry.error.identifier", nil)
		}
	}
	return scheme, id
}

// entityView is the identifier's part of the B1 form.
func entityView(c fiber.Ctx) *views.EntityFields {
	v := &views.EntityFields{SchemeName: entitySchemeField, OtherName: entityOtherField, IDName: entityIDField}
	for _, s := range entitySchemes {
		v.Schemes = append(v.Schemes, templates.Option{Value: s, Label: s})
	}
	v.Schemes = append(v.Schemes, templates.Option{Value: entitySchemeOther, Label: web.T(c.Context(), "vsme.entry.scheme_other")})
	return v
}
