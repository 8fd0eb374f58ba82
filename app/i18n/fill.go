package i18n

import (
	"regexp"
	"strconv"
	"strings"
)

// A message whose every action is a plain field ({{.Name}}), as nearly all of ours are, is
// filled here without text/template: go-i18n runs its template (reflection included) on
// every call, and a page asks for dozens. Anything else (a pipeline, a trim marker, a value
// that is not a string or a whole number, a missing field) takes go-i18n's path, so the
// output is always the same (fill_test.go compares both on the whole catalogue).

// filling is a message cut at its fields: text, field, text, field, ..., text.
type filling struct {
	text   []string
	fields []string
}

var fieldAction = regexp.MustCompile(`^\{\{\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`)

// cut splits src at its actions; ok is false when one is not a plain field.
func cut(src string) (f filling, ok bool) {
	for {
		i := strings.Index(src, "{{")
		if i < 0 {
			f.text = append(f.text, src)
			return f, true
		}
		m := fieldAction.FindStringSubmatch(src[i:])
		if m == nil {
			return filling{}, false
		}
		f.text = append(f.text, src[:i])
		f.fields = append(f.fields, m[1])
		src = src[i+len(m[0]):]
	}
}

// fill writes the message with data; ok is false when a field is missing or holds a value
// text/template might print otherwise.
func (f filling) fill(data map[string]any) (string, bool) {
	var b strings.Builder
	for i, name := range f.fields {
		b.WriteString(f.text[i])
		switch v := data[name].(type) {
		case string:
			b.WriteString(v)
		case int:
			b.WriteString(strconv.Itoa(v))
		case int32:
			b.WriteString(strconv.FormatInt(int64(v), 10))
		case int64:
			b.WriteString(strconv.FormatInt(v, 10))
		default:
			return "", false
		}
	}
	b.WriteString(f.text[len(f.fields)])
	return b.String(), true
}
