package server_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"greenconnect/app/i18n"
	"greenconnect/app/server"
)

// keyLiteral matches quoted dotted ids such as "shell.prefs.title" in Go, templ and
// TypeScript sources; which of them are message ids is decided by their first segment.
var keyLiteral = regexp.MustCompile(`["'` + "`" + `]([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)["'` + "`" + `]`)

var placeholder = regexp.MustCompile(`\{\{\s*\.([A-Za-z]+)\s*\}\}`)

func TestEveryMessageUsedInCodeExistsInEnglish(t *testing.T) {
	t.Parallel()
	b, err := i18n.NewBundle(server.MessageSources()...)
	if err != nil {
		t.Fatal(err)
	}
	namespaces := map[string]bool{}
	for _, id := range b.IDs("en") {
		namespaces[strings.SplitN(id, ".", 2)[0]] = true
	}
	root := repoRoot(t)
	var missing []string
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "dist" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		ext := filepath.Ext(path)
		if d.IsDir() || strings.HasSuffix(path, "_templ.go") || strings.HasSuffix(path, "_test.go") ||
			(ext != ".go" && ext != ".templ" && ext != ".ts" && ext != ".tsx") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range keyLiteral.FindAllStringSubmatch(string(src), -1) {
			id := m[1]
			if namespaces[strings.SplitN(id, ".", 2)[0]] && !b.Has("en", id) && !isPrefix(b, id) {
				rel, _ := filepath.Rel(root, path)
				missing = append(missing, id+" (used in "+rel+")")
			}
		}
		return nil
	})
	if len(missing) > 0 {
		sort.Strings(missing)
		t.Errorf("message ids used in code but missing from en:\n  %s", strings.Join(missing, "\n  "))
	}
}

func TestEveryLanguageIsCompleteAndKeepsThePlaceholders(t *testing.T) {
	t.Parallel()
	b, err := i18n.NewBundle(server.MessageSources()...)
	if err != nil {
		t.Fatal(err)
	}
	en := b.Localizer("en")
	for _, lang := range i18n.Languages[1:] {
		loc := b.Localizer(lang)
		var missing, badVars []string
		for _, id := range b.IDs("en") {
			if !b.Has(lang, id) {
				missing = append(missing, id)
				continue
			}
			if vars(rawOf(en, id)) != vars(rawOf(loc, id)) {
				badVars = append(badVars, id)
			}
		}
		if len(missing) > 0 {
			t.Errorf("%s lacks %d messages:\n  %s", lang, len(missing), strings.Join(missing, "\n  "))
		}
		if len(badVars) > 0 {
			t.Errorf("%s uses other placeholders than en in:\n  %s", lang, strings.Join(badVars, "\n  "))
		}
		for _, id := range b.IDs(lang) {
			if !b.Has("en", id) {
				t.Errorf("%s defines %s, which en does not", lang, id)
			}
		}
	}
}

// isPrefix accepts a literal that code completes (key + ".title"): some id must extend it.
func isPrefix(b *i18n.Bundle, p string) bool {
	for _, id := range b.IDs("en") {
		if strings.HasPrefix(id, p+".") {
			return true
		}
	}
	return false
}

// rawOf renders a message with placeholders kept visible, to compare their names.
func rawOf(l *i18n.Localizer, id string) string {
	data := map[string]any{}
	for _, name := range []string{"Year", "Px", "N", "Wait", "Day", "Month", "Count", "Name", "Section",
		"Email", "Company", "Date", "Types", "Points", "Level", "Total", "Reason", "Limit", "Max", "Min", "Link", "Url", "Size", "Until", "Next", "Stars", "Score", "Provider", "Code", "Days", "Page", "Pages", "Minutes", "Phone", "Week", "Table", "From", "To"} {
		data[name] = "⟦" + name + "⟧"
	}
	return l.T(id, data)
}

func vars(s string) string {
	var out []string
	for _, m := range regexp.MustCompile(`⟦([A-Za-z]+)⟧`).FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) { // names not in the list above
		out = append(out, m[1])
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

func repoRoot(t *testing.T) string {
	dir, _ := os.Getwd()
	for ; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		if filepath.Dir(dir) == dir {
			t.Fatal("go.mod not found")
		}
	}
}
