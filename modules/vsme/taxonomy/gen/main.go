// Command gen trims EFRAG's VSME taxonomy JSON and the XBRL Units Registry
// into the file the taxonomy package embeds (docs/vsme.md, "Taxonomy").
//
//	go run ./modules/vsme/taxonomy/gen -taxonomy taxonomy-vsme-2026-05-01.json -utr utr.json \
//	    -out modules/vsme/taxonomy/vsme-2026-05-01.json
package main

import (
	"encoding/json"
	"flag"
	"log"
	"os"
)

// keepLangs are the label languages the product uses (others fall back to English).
var keepLangs = []string{"en", "fr", "ro", "zh"}

var keepRoles = map[string]string{
	"http://www.xbrl.org/2003/role/label":         "label",
	"http://www.xbrl.org/2003/role/terseLabel":    "terse",
	"http://www.xbrl.org/2003/role/documentation": "doc",
}

type part = [2]string

func main() {
	taxPath := flag.String("taxonomy", "", "EFRAG taxonomy JSON")
	utrPath := flag.String("utr", "", "XBRL units registry JSON")
	out := flag.String("out", "", "output file")
	flag.Parse()

	var tax struct {
		Concepts     map[string]map[string]json.RawMessage `json:"concepts"`
		Dimensions   json.RawMessage                       `json:"dimensions"`
		EntryPoint   string                                `json:"entryPoint"`
		Namespaces   map[string]string                     `json:"namespaces"`
		Presentation map[string]struct {
			Definition string            `json:"definition"`
			Labels     map[string]string `json:"labels"`
			Rows       json.RawMessage   `json:"rows"`
		} `json:"presentation"`
	}
	readJSON(*taxPath, &tax)
	var utr struct {
		UTR []map[string]string `json:"utr"`
	}
	readJSON(*utrPath, &utr)

	concepts := map[string]map[string]any{}
	for name, c := range tax.Concepts {
		o := map[string]any{}
		for _, k := range []string{"abstract", "dataType", "baseDataType", "periodType", "balance", "numeric", "dimension", "hypercube", "other"} {
			if v, ok := c[k]; ok {
				o[k] = v
			}
		}
		var labels map[string]map[string]string
		_ = json.Unmarshal(c["labels"], &labels)
		ls := map[string]map[string]string{}
		for _, lang := range keepLangs {
			for role, v := range labels[lang] {
				if short, ok := keepRoles[role]; ok {
					if ls[lang] == nil {
						ls[lang] = map[string]string{}
					}
					ls[lang][short] = v
				}
			}
		}
		o["labels"] = ls
		var refs []struct {
			Parts []part `json:"parts"`
		}
		_ = json.Unmarshal(c["references"], &refs)
		for _, r := range refs {
			ref := map[string]string{}
			for _, p := range r.Parts {
				switch p[0] {
				case "ref:Name", "ref:Number", "ref:Paragraph", "ref:Subparagraph", "ref:Clause":
					ref[p[0][4:]] = p[1]
				case "ref:URI":
					if ref["URI"] == "" {
						ref["URI"] = p[1]
					}
				}
			}
			if ref["Name"] == "VSME" {
				o["ref"] = ref
				break
			}
		}
		concepts[name] = o
	}
	roles := map[string]any{}
	for uri, p := range tax.Presentation {
		labels := map[string]string{}
		for _, lang := range keepLangs {
			if v, ok := p.Labels[lang]; ok {
				labels[lang] = v
			}
		}
		roles[uri] = map[string]any{"definition": p.Definition, "labels": labels, "rows": p.Rows}
	}
	var units []map[string]string
	for _, u := range utr.UTR {
		if u["status"] != "REC" {
			continue
		}
		keep := map[string]string{}
		for _, k := range []string{"unitId", "itemType", "nsUnit", "nsItemType", "symbol", "unitName", "numeratorItemType", "denominatorItemType"} {
			if v, ok := u[k]; ok {
				keep[k] = v
			}
		}
		units = append(units, keep)
	}
	res := map[string]any{
		"entryPoint":   tax.EntryPoint,
		"namespaces":   tax.Namespaces,
		"concepts":     concepts,
		"dimensions":   tax.Dimensions,
		"presentation": roles,
		"units":        units,
	}
	b, err := json.Marshal(res)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		log.Fatal(err)
	}
}

func readJSON(path string, v any) {
	b, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		log.Fatal(err)
	}
}
