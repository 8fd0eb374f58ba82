package i18n_test

import (
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/text/language"
	"golang.org/x/text/message"

	"greenconnect/app/i18n"
	"greenconnect/templates"
)

func bundle(t *testing.T) *i18n.Bundle {
	extra := fstest.MapFS{
		"i18n/en.toml": {Data: []byte("\"test.only_en\" = \"English only\"\n[\"test.files\"]\none = \"{{.Count}} file\"\nother = \"{{.Count}} files\"\n")},
		"i18n/fr.toml": {Data: []byte("[\"test.files\"]\none = \"{{.Count}} fichier\"\nother = \"{{.Count}} fichiers\"\n")},
	}
	b, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: templates.Messages}, i18n.Source{Name: "test", FS: extra})
	require.NoError(t, err)
	return b
}

func TestMissingKeyFallsBackToEnglishThenToTheID(t *testing.T) {
	t.Parallel()
	b := bundle(t)
	require.Equal(t, "English only", b.Localizer("fr").T("test.only_en"))
	require.Equal(t, "no.such.key", b.Localizer("zh").T("no.such.key"))
	require.Equal(t, "Fermer", b.Localizer("fr").T("shell.island.close"))
	require.Equal(t, "en", b.Localizer("xx").Lang, "an unknown language is en")
}

func TestDatesAndNumbersPerLocale(t *testing.T) {
	t.Parallel()
	b := bundle(t)
	day := time.Date(2026, 11, 22, 9, 5, 0, 0, time.UTC)
	require.Equal(t, "November 22, 2026", b.Localizer("en").Date(day))
	require.Equal(t, "22 novembre 2026", b.Localizer("fr").Date(day))
	require.Equal(t, "22 noiembrie 2026", b.Localizer("ro").Date(day))
	require.Equal(t, "2026年11月22日", b.Localizer("zh").Date(day))
	require.Equal(t, "12,345", b.Localizer("en").Number(12345))
	require.Equal(t, "12\u00a0345", b.Localizer("fr").Number(12345))
	require.Equal(t, "1 fichier", b.Localizer("fr").N("test.files", 1))
	require.Equal(t, "3 fichiers", b.Localizer("fr").N("test.files", 3))
}

// A day's text is kept: asked again, every day of two years reads as it did the first
// time, English as Go writes it, and no two days read alike in any language.
func TestAKeptDayReadsAsItWasWritten(t *testing.T) {
	t.Parallel()
	b := bundle(t)
	for _, lang := range []string{"en", "fr", "ro", "zh"} {
		l := b.Localizer(lang)
		first := map[string]string{}
		for round := range 2 {
			for d := time.Date(2025, 1, 1, 23, 59, 0, 0, time.UTC); d.Year() < 2027; d = d.AddDate(0, 0, 1) {
				day, text := d.Format(time.DateOnly), l.Date(d)
				if lang == "en" {
					require.Equal(t, d.Format("January 2, 2006"), text)
				}
				if round == 0 {
					first[day] = text
				}
				require.Equal(t, first[day], text, "%s %s", lang, day)
			}
		}
		seen := map[string]bool{}
		for _, text := range first {
			require.False(t, seen[text], "%s: %q twice", lang, text)
			seen[text] = true
		}
	}
}

// Numbers below 1,000 skip the printer: each language's printer writes them the same.
func TestSmallNumbersAreWrittenAsThePrinterWritesThem(t *testing.T) {
	t.Parallel()
	b := bundle(t)
	for _, lang := range i18n.Languages {
		p := message.NewPrinter(language.Make(lang))
		for _, n := range []int{-1000, -999, -1, 0, 1, 7, 42, 999, 1000, 1001, 123456} {
			require.Equal(t, p.Sprintf("%d", n), b.Localizer(lang).Number(n), "%s %d", lang, n)
		}
		for n := range 1000 {
			require.Equal(t, p.Sprintf("%d", n), b.Localizer(lang).Number(n), "%s %d", lang, n)
		}
	}
}

func TestAcceptLanguageMatching(t *testing.T) {
	t.Parallel()
	b := bundle(t)
	require.Equal(t, "fr", b.Match("fr-CA,fr;q=0.9,en;q=0.5"))
	require.Equal(t, "zh", b.Match("zh-CN"))
	require.Equal(t, "ro", b.Match("de;q=0.9, ro;q=0.8"))
	require.Equal(t, "en", b.Match("de, ja"))
	require.Equal(t, "en", b.Match("%%%garbage"))
}

func TestAnIDDefinedTwiceIsAnError(t *testing.T) {
	t.Parallel()
	dup := fstest.MapFS{"i18n/en.toml": {Data: []byte("\"shell.brand\" = \"Other\"\n")}}
	_, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: templates.Messages}, i18n.Source{Name: "dup", FS: dup})
	require.ErrorContains(t, err, "shell.brand")
}

func TestIslandMessagesKeepTheirPlaceholders(t *testing.T) {
	t.Parallel()
	extra := fstest.MapFS{"i18n/en.toml": {Data: []byte("\"test.step\" = \"Step {{.N}} of {{.Count}}\"\n")}}
	b2, err := i18n.NewBundle(i18n.Source{Name: "templates", FS: templates.Messages}, i18n.Source{Name: "test", FS: extra})
	require.NoError(t, err)
	got := b2.Localizer("fr").Messages([]string{"test.step", "shell.island.close", "no.such.key"})
	require.Equal(t, map[string]string{"test.step": "Step {{.N}} of {{.Count}}", "shell.island.close": "Fermer",
		"no.such.key": "no.such.key"}, got, "the island fills the placeholders; fr falls back to en")
}
