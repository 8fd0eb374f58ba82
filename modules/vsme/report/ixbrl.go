package report

import (
	"fmt"
	"html"
	"io"
	"sort"
	"strings"

	"greenconnect/modules/vsme/taxonomy"
)

// IXLabels are the words of ours the Inline XBRL page shows, already translated by the caller.
type IXLabels struct {
	Title, Entity, Identifier, Period, Concept, Value, Unit, Breakdown, Standard, Yes, No, Calculated string
}

// WriteInlineXBRL writes the report as an Inline XBRL 1.1 XHTML page laid out by the taxonomy's
// presentation roles (one section a disclosure table), every value tagged with its concept,
// context (entity identifier, period, dimensions) and unit, and a schemaRef to the taxonomy's
// entry point. Labels are in lang, falling back to English (docs/vsme.md, "Exports").
func WriteInlineXBRL(w io.Writer, r *Report, lang string, l IXLabels) error {
	tax := taxonomy.Load()
	x := &ixWriter{tax: tax, r: r, lang: lang, l: l, contexts: map[string]string{}, units: map[string]string{}}
	body := x.body()
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b.WriteString(`<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"` +
		` xmlns:ixt="http://www.xbrl.org/inlineXBRL/transformation/2020-02-12" xmlns:xbrli="http://www.xbrl.org/2003/instance"` +
		` xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xbrldi="http://xbrl.org/2006/xbrldi"`)
	prefixes := make([]string, 0, len(tax.Namespaces))
	for p := range tax.Namespaces {
		prefixes = append(prefixes, p)
	}
	sort.Strings(prefixes)
	for _, p := range prefixes {
		switch p {
		case "xbrli", "link", "xlink", "xbrldt":
			continue
		}
		fmt.Fprintf(&b, ` xmlns:%s="%s"`, p, esc(tax.Namespaces[p]))
	}
	fmt.Fprintf(&b, ` xml:lang="%s" lang="%s">`+"\n", esc(lang), esc(lang))
	fmt.Fprintf(&b, "<head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\"/><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/><title>%s — %s</title>\n<style>%s</style></head>\n<body>\n",
		esc(l.Title), esc(r.Entity.Name), ixCSS)
	b.WriteString(`<div style="display:none"><ix:header><ix:hidden>`)
	b.WriteString(x.hidden.String())
	b.WriteString(`</ix:hidden><ix:references><link:schemaRef xlink:type="simple" xlink:href="` + esc(tax.EntryPoint) + `"/></ix:references><ix:resources>`)
	b.WriteString(x.resources.String())
	b.WriteString("</ix:resources></ix:header></div>\n")
	fmt.Fprintf(&b, "<header><h1>%s</h1><dl><dt>%s</dt><dd>%s</dd><dt>%s</dt><dd>%s %s</dd><dt>%s</dt><dd>%s – %s</dd></dl></header>\n",
		esc(l.Title), esc(l.Entity), esc(r.Entity.Name), esc(l.Identifier), esc(r.Entity.Scheme), esc(r.Entity.ID),
		esc(l.Period), esc(r.Period.Start), esc(r.Period.End))
	b.WriteString(body)
	b.WriteString("</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

const ixCSS = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}th,td{border-bottom:1px solid #ccc;padding:.3rem;text-align:left;vertical-align:top}
td.n{text-align:right;white-space:nowrap}.t{white-space:pre-wrap}h2{font-size:1.1rem;margin-top:2rem}
@media print{section{break-inside:avoid}a{color:inherit}}@media (max-width:40rem){table,tr,td,th{display:block}thead{display:none}}`

type ixWriter struct {
	tax               *taxonomy.Taxonomy
	r                 *Report
	lang              string
	l                 IXLabels
	contexts, units   map[string]string
	hidden, resources strings.Builder
	nFacts            int
}

func esc(s string) string { return html.EscapeString(s) }

// body writes one section a role that has facts, facts in the role's order, each fact once.
func (x *ixWriter) body() string {
	var b strings.Builder
	done := map[int]bool{}
	for _, role := range x.tax.Roles {
		var rows []int
		for _, row := range role.Rows {
			for i, f := range x.r.Facts {
				if !done[i] && f.Concept == row.Concept {
					rows = append(rows, i)
					done[i] = true
				}
			}
		}
		if len(rows) == 0 {
			continue
		}
		title := role.Labels[x.lang]
		if title == "" {
			title = role.Definition
		}
		fmt.Fprintf(&b, "<section><h2>%s</h2><table><thead><tr><th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr></thead><tbody>\n",
			esc(title), esc(x.l.Concept), esc(x.l.Breakdown), esc(x.l.Value), esc(x.l.Unit), esc(x.l.Standard))
		for _, i := range rows {
			b.WriteString(x.row(x.r.Facts[i]))
		}
		b.WriteString("</tbody></table></section>\n")
	}
	var rest []int
	for i := range x.r.Facts {
		if !done[i] && x.tax.Concept(x.r.Facts[i].Concept) != nil {
			rest = append(rest, i)
		}
	}
	if len(rest) > 0 {
		fmt.Fprintf(&b, "<section><h2>%s</h2><table><tbody>\n", esc(x.l.Calculated))
		for _, i := range rest {
			b.WriteString(x.row(x.r.Facts[i]))
		}
		b.WriteString("</tbody></table></section>\n")
	}
	return b.String()
}

func (x *ixWriter) row(f Fact) string {
	c := x.tax.Concept(f.Concept)
	ref := ""
	if c.Ref != nil && c.Ref.URI != "" {
		ref = fmt.Sprintf(`<a href="%s" rel="noopener">%s §%s</a>`, esc(c.Ref.URI), esc(c.Ref.Number), esc(c.Ref.Paragraph))
	}
	var dims []string
	for a, m := range f.Dims {
		label := m
		if mc := x.tax.Concept(m); mc != nil {
			label = mc.Label(x.lang)
		}
		dims = append(dims, x.tax.Label(a, x.lang)+": "+strings.TrimSuffix(label, " [member]"))
	}
	sort.Strings(dims)
	if f.Period != x.r.Period && f.Period.Start != "" {
		dims = append(dims, f.Period.Start+" – "+f.Period.End)
	}
	unit := ""
	if f.Unit != "" && f.Unit != "xbrli:pure" {
		unit = f.Unit[strings.Index(f.Unit, ":")+1:]
	}
	if c.ItemType() == "percentItemType" {
		unit = "%"
	}
	return fmt.Sprintf("<tr><td>%s</td><td>%s</td><td%s>%s</td><td>%s</td><td>%s</td></tr>\n",
		esc(c.Label(x.lang)), esc(strings.Join(dims, "; ")), map[bool]string{true: ` class="n"`, false: ""}[c.Numeric],
		x.tag(c, f), esc(unit), ref)
}
