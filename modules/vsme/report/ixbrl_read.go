package report

import (
	"encoding/xml"
	"io"
	"math"
	"strconv"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

// ReadInlineXBRL reads the facts of an Inline XBRL document (contexts, units, ix:nonFraction and
// ix:nonNumeric, hidden ones included) and the schemaRef it points at.
func ReadInlineXBRL(rd io.Reader) (*Report, string, error) {
	tax := taxonomy.Load()
	dec := xml.NewDecoder(io.LimitReader(rd, 50<<20))
	dec.Strict = true
	type ctx struct {
		p    Period
		dims map[string]string
	}
	contexts := map[string]*ctx{}
	units := map[string]string{}
	r := &Report{Currency: "EUR"}
	var schemaRef string
	var (
		cur      *ctx
		unitID   string
		measures []string
		divide   bool
		dim      string
		text     strings.Builder
		inFact   *Fact
		factAttr map[string]string
		refs     []string
	)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, "", err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			attr := map[string]string{}
			for _, a := range t.Attr {
				attr[a.Name.Local] = a.Value
			}
			text.Reset()
			switch t.Name.Local {
			case "schemaRef":
				schemaRef = attr["href"]
			case "context":
				cur = &ctx{dims: map[string]string{}}
				contexts[attr["id"]] = cur
			case "identifier":
				r.Entity.Scheme = SchemeFromURI(attr["scheme"])
			case "explicitMember", "typedMember":
				dim = attr["dimension"]
			case "unit":
				unitID, measures, divide = attr["id"], nil, false
			case "divide":
				divide = true
			case "nonFraction", "nonNumeric":
				if t.Name.Space == "http://www.xbrl.org/2013/inlineXBRL" {
					inFact = &Fact{Concept: attr["name"]}
					factAttr = attr
				}
			}
		case xml.CharData:
			text.Write(t)
		case xml.EndElement:
			v := strings.TrimSpace(text.String())
			switch t.Name.Local {
			case "identifier":
				r.Entity.ID = v
			case "startDate":
				cur.p.Start = v
			case "endDate", "instant":
				cur.p.End = v
			case "explicitMember":
				cur.dims[dim] = v
			case "typedMember":
			case "TYP":
				if cur != nil && dim != "" {
					cur.dims[dim] = v
				}
			case "measure":
				measures = append(measures, v)
			case "unit":
				u := strings.Join(measures, "*")
				if divide && len(measures) == 2 {
					u = measures[0] + "/" + measures[1]
				}
				units[unitID] = u
			case "nonFraction", "nonNumeric":
				if inFact == nil || t.Name.Space != "http://www.xbrl.org/2013/inlineXBRL" {
					continue
				}
				f := *inFact
				inFact = nil
				refs = append(refs, factAttr["contextRef"])
				switch {
				case t.Name.Local == "nonFraction":
					n, _ := strconv.ParseFloat(strings.ReplaceAll(v, ",", ""), 64)
					scale, _ := strconv.Atoi(factAttr["scale"])
					n *= math.Pow10(scale)
					if factAttr["sign"] == "-" {
						n = -n
					}
					f.Value, f.Unit = FormatNumber(n), units[factAttr["unitRef"]]
					if d, err := strconv.Atoi(factAttr["decimals"]); err == nil {
						f.Decimals = intp(d)
					}
					if cur, ok := strings.CutPrefix(f.Unit, "iso4217:"); ok {
						r.Currency = cur
					}
				case factAttr["format"] == "ixt:fixed-true":
					f.Value = "true"
				case factAttr["format"] == "ixt:fixed-false":
					f.Value = "false"
				default:
					f.Value = v
					if con := tax.Concept(f.Concept); con != nil && con.IsEnum() {
						var ms []string
						for _, u := range strings.Fields(v) {
							ms = append(ms, qnameOf(tax, u))
						}
						f.Value = EnumSetValue(ms)
					}
				}
				r.Facts = append(r.Facts, f)
			}
		}
	}
	// Hidden facts come before the contexts they use: resolve contexts at the end.
	for i := range r.Facts {
		if c := contexts[refs[i]]; c != nil {
			r.Facts[i].Period, r.Facts[i].Dims = c.p, copyDims(c.dims)
		}
	}
	r.Sort()
	return r, schemaRef, nil
}
