package i18n

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/stretchr/testify/require"
)

// catalogue loads every i18n folder of the repository, as the app does.
func catalogue(t *testing.T) *Bundle {
	t.Helper()
	dirs, err := filepath.Glob("../../*/*/i18n")
	require.NoError(t, err)
	more, _ := filepath.Glob("../../templates/i18n")
	var sources []Source
	for _, d := range append(dirs, more...) {
		if filepath.Clean(d) == filepath.Clean("../i18n") {
			continue
		}
		sources = append(sources, Source{Name: d, FS: os.DirFS(filepath.Dir(d))})
	}
	require.Greater(t, len(sources), 8, "the modules' catalogues")
	b, err := NewBundle(sources...)
	require.NoError(t, err)
	return b
}

var anyField = regexp.MustCompile(`\{\{\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`)

// The fast filling gives exactly what go-i18n's template gives, for every message of every
// language, with values that text/template would treat specially if it could (markup,
// braces, negative and large numbers).
func TestFillingAMessageEqualsGoI18nsTemplate(t *testing.T) {
	t.Parallel()
	b := catalogue(t)
	values := []any{`<b>Tom & "Jerry"</b> {{.X}}`, 0, -12, 1234567, int64(9007199254740993), int32(7), ""}
	filled := 0
	for _, lang := range Languages {
		loc := b.Localizer(lang)
		for _, id := range b.IDs(Default) {
			raw := loc.Messages([]string{id})[id]
			names := anyField.FindAllStringSubmatch(raw, -1)
			if len(names) == 0 {
				continue
			}
			for vi := range values {
				data := map[string]any{}
				for i, n := range names {
					data[n[1]] = values[(vi+i)%len(values)]
				}
				want, err := loc.l.Localize(&goi18n.LocalizeConfig{MessageID: id, TemplateData: data})
				require.NoError(t, err, id)
				got, ok := loc.fillFast(id, data)
				if ok {
					filled++
					require.Equal(t, want, got, "%s in %s", id, lang)
				}
				require.Equal(t, want, loc.T(id, data), "%s in %s", id, lang)
			}
		}
	}
	require.Greater(t, filled, 1000, "most messages take the fast path")

	// A missing field or another kind of value takes go-i18n's path ("<no value>", 1.5).
	loc := b.Localizer("en")
	_, ok := loc.fillFast("shell.date.long", map[string]any{"Day": 1, "Month": "May"})
	require.False(t, ok)
	_, ok = loc.fillFast("shell.date.long", map[string]any{"Day": 1.5, "Month": "May", "Year": 2026})
	require.False(t, ok)
}

func TestCutFindsPlainFieldsOnly(t *testing.T) {
	t.Parallel()
	for src, plain := range map[string]bool{
		"no actions":              true,
		"{{.A}} and {{ .B }}.":    true,
		"{{.A}}{{.B}}":            true,
		"{{- .A}}":                false,
		"{{.A | printf \"%d\"}}":  false,
		"{{if .A}}x{{end}}":       false,
		"{{.A.B}}":                false,
		"unclosed {{.A":           false,
		"braces } and }} alone {": true,
	} {
		f, ok := cut(src)
		require.Equal(t, plain, ok, src)
		if ok {
			require.Len(t, f.text, len(f.fields)+1, src)
		}
	}
}

func BenchmarkTranslateWithData(b *testing.B) {
	bundle, err := NewBundle(Source{Name: "templates", FS: os.DirFS("../../templates")})
	require.NoError(b, err)
	loc := bundle.Localizer("fr")
	data := map[string]any{"Day": 26, "Month": "novembre", "Year": 2026}
	b.Run("fast", func(b *testing.B) {
		for b.Loop() {
			loc.T("shell.date.long", data)
		}
	})
	b.Run("go-i18n", func(b *testing.B) {
		for b.Loop() {
			_, _ = loc.l.Localize(&goi18n.LocalizeConfig{MessageID: "shell.date.long", TemplateData: data})
		}
	})
}
