// Package taxonomy knows EFRAG's VSME XBRL taxonomy (2026-05-01): its concepts with their data
// types, period types, units, labels and references to the standard's paragraphs, its dimensions
// and the presentation roles of the basic module's disclosures B1–B11 (docs/vsme.md).
package taxonomy

import (
	_ "embed"
	"encoding/json"
	"sort"
	"strings"
	"sync"
)

//go:embed vsme-2026-05-01.json
var embedded []byte

// Version is the taxonomy version the module reads and writes.
const Version = "2026-05-01"

// Concept is one taxonomy element.
type Concept struct {
	Name         string                       `json:"-"`
	Abstract     bool                         `json:"abstract"`
	DataType     string                       `json:"dataType"`
	BaseDataType string                       `json:"baseDataType"`
	PeriodType   string                       `json:"periodType"`
	Balance      string                       `json:"balance"`
	Numeric      bool                         `json:"numeric"`
	Dimension    bool                         `json:"dimension"`
	Hypercube    bool                         `json:"hypercube"`
	Labels       map[string]map[string]string `json:"labels"`
	Ref          *Reference                   `json:"ref"`
	Other        struct {
		DomainMembers []string `json:"ee20DomainMembers"`
		TypedElement  string   `json:"typedElement"`
	} `json:"other"`
}

// Reference points at the standard's paragraph a concept answers.
type Reference struct {
	Number       string `json:"Number"`
	Paragraph    string `json:"Paragraph"`
	Subparagraph string `json:"Subparagraph"`
	Clause       string `json:"Clause"`
	URI          string `json:"URI"`
}

// Row is one line of a presentation role: its depth and the concept.
type Row struct {
	Depth   int
	Concept string
}

// Role is one presentation role, e.g. "[1100] B3 - Environment - Estimated Greenhouse Gas Emissions".
type Role struct {
	URI        string
	Definition string
	Labels     map[string]string
	Rows       []Row
	// Disclosure is the standard's code the role belongs to ("B3", "C1"), or "" for general roles.
	Disclosure string
	// Order is the number in brackets at the start of the definition.
	Order string
}

// Hypercube is a table of a role: its explicit axes with allowed members and its typed axes.
type Hypercube struct {
	Explicit     map[string][]string `json:"explicitDimensions"`
	Typed        []string            `json:"typedDimensions"`
	PrimaryItems [][2]any            `json:"primaryItems"`
}

// Unit is an entry of the XBRL Units Registry.
type Unit struct {
	ID          string `json:"unitId"`
	ItemType    string `json:"itemType"`
	NSUnit      string `json:"nsUnit"`
	NSItemType  string `json:"nsItemType"`
	Symbol      string `json:"symbol"`
	Name        string `json:"unitName"`
	Numerator   string `json:"numeratorItemType"`
	Denominator string `json:"denominatorItemType"`
}

// Taxonomy is the loaded, read-only taxonomy.
type Taxonomy struct {
	EntryPoint string
	Namespaces map[string]string
	Concepts   map[string]*Concept
	Roles      []*Role
	// Tables maps a hypercube name to its definition, per role URI.
	Tables map[string]map[string]Hypercube
	// Defaults maps an axis to its default member.
	Defaults map[string]string
	Units    []Unit
	// labelIndex maps a concept's lower-cased English label to its name, per domain-member list.
	memberByLabel map[string]string
	// headings are the members other members sit under in a presentation role (IsCategory).
	headings map[string]bool
}

var (
	once   sync.Once
	loaded *Taxonomy
)

// Load returns the embedded taxonomy, parsed once.
func Load() *Taxonomy {
	once.Do(func() {
		t, err := parse(embedded)
		if err != nil {
			panic("vsme taxonomy: " + err.Error())
		}
		loaded = t
	})
	return loaded
}

func parse(b []byte) (*Taxonomy, error) {
	var raw struct {
		EntryPoint   string                     `json:"entryPoint"`
		Namespaces   map[string]string          `json:"namespaces"`
		Concepts     map[string]*Concept        `json:"concepts"`
		Dimensions   map[string]json.RawMessage `json:"dimensions"`
		Presentation map[string]struct {
			Definition string            `json:"definition"`
			Labels     map[string]string `json:"labels"`
			Rows       [][2]any          `json:"rows"`
		} `json:"presentation"`
		Units []Unit `json:"units"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, err
	}
	t := &Taxonomy{EntryPoint: raw.EntryPoint, Namespaces: raw.Namespaces, Concepts: raw.Concepts,
		Tables: map[string]map[string]Hypercube{}, Defaults: map[string]string{}, Units: raw.Units,
		memberByLabel: map[string]string{}, headings: map[string]bool{}}
	for name, c := range t.Concepts {
		c.Name = name
	}
	for uri, p := range raw.Presentation {
		r := &Role{URI: uri, Definition: p.Definition, Labels: p.Labels}
		for _, row := range p.Rows {
			d, _ := row[0].(float64)
			n, _ := row[1].(string)
			r.Rows = append(r.Rows, Row{Depth: int(d), Concept: n})
		}
		def := p.Definition
		if i := strings.Index(def, "]"); strings.HasPrefix(def, "[") && i > 0 {
			r.Order = def[1:i]
			rest := strings.TrimSpace(def[i+1:])
			if code, _, ok := strings.Cut(rest, " - "); ok && len(code) <= 3 && (code[0] == 'B' || code[0] == 'C') {
				r.Disclosure = code
			}
		}
		for i := 1; i < len(r.Rows); i++ {
			if a, b := r.Rows[i-1], r.Rows[i]; b.Depth > a.Depth && isMember(a.Concept) && isMember(b.Concept) {
				t.headings[a.Concept] = true
			}
		}
		t.Roles = append(t.Roles, r)
	}
	sort.Slice(t.Roles, func(i, j int) bool { return t.Roles[i].Order < t.Roles[j].Order })
	for k, v := range raw.Dimensions {
		if k == "_defaults" {
			if err := json.Unmarshal(v, &t.Defaults); err != nil {
				return nil, err
			}
			continue
		}
		var hc map[string]Hypercube
		if err := json.Unmarshal(v, &hc); err != nil {
			return nil, err
		}
		t.Tables[k] = hc
	}
	return t, nil
}

// Concept returns a concept by its QName ("vsme:Turnover"), or nil.
func (t *Taxonomy) Concept(qname string) *Concept {
	return t.Concepts[qname]
}

// Label is the concept's label in lang, falling back to English (docs/vsme.md, "Languages").
func (t *Taxonomy) Label(qname, lang string) string {
	c := t.Concepts[qname]
	if c == nil {
		return qname
	}
	return c.Label(lang)
}

// Label is the concept's standard label in lang, falling back to English then to its name.
func (c *Concept) Label(lang string) string {
	if l := c.Labels[lang]["label"]; l != "" {
		return l
	}
	if l := c.Labels["en"]["label"]; l != "" {
		return l
	}
	return c.Name
}

// IsEnum says whether the concept's value is one or a set of domain members.
func (c *Concept) IsEnum() bool {
	return c.DataType == "enum2:enumerationItemType" || c.DataType == "enum2:enumerationSetItemType"
}

// IsEnumSet says whether the concept takes a set of members.
func (c *Concept) IsEnumSet() bool { return c.DataType == "enum2:enumerationSetItemType" }

// Kind groups data types into what a form or a check needs to know.
func (c *Concept) Kind() string {
	switch {
	case c.IsEnum():
		return "enum"
	case c.BaseDataType == "xbrli:booleanItemType":
		return "boolean"
	case c.BaseDataType == "xbrli:gYearItemType":
		return "year"
	case c.BaseDataType == "xbrli:dateItemType":
		return "date"
	case c.Numeric:
		return "number"
	default:
		return "text"
	}
}

// ItemType is the local name of the data type ("massItemType", "monetaryItemType").
func (c *Concept) ItemType() string {
	_, local, _ := strings.Cut(c.DataType, ":")
	return local
}

// Disclosure is the code of the standard's disclosure the concept answers ("B3"), from its reference.
func (c *Concept) Disclosure() string {
	if c.Ref == nil {
		return ""
	}
	return c.Ref.Number
}
