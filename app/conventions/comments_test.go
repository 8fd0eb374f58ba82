package conventions

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// docPath is a document of the repository a comment cites: docs/profile.md.
var docPath = regexp.MustCompile(`(?:^|[\s("'])(docs/[A-Za-z0-9_./-]*[A-Za-z0-9_])`)

// outside are documents outside the repository, which a reader of the code does not have.
var outside = regexp.MustCompile(`style\.md|stack-notes|seed-[s]pec|product\.md|/work/shared|\.\./shared/`)

// goFiles are the repository's Go source files, generated ones included (their comments
// come from the templates), outside node_modules.
func goFiles(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && p != root {
			return filepath.SkipDir
		}
		if !d.IsDir() && (strings.HasSuffix(p, ".go") || strings.HasSuffix(p, ".templ")) {
			out = append(out, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// comments are the comments of a Go file (a .templ file: its // lines).
func comments(t *testing.T, path string) []string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(path, ".templ") {
		var out []string
		for _, l := range strings.Split(string(src), "\n") {
			if i := strings.Index(l, "// "); i >= 0 && strings.TrimSpace(l[:i]) == "" {
				out = append(out, l[i:])
			}
		}
		return out
	}
	f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, g := range f.Comments {
		out = append(out, g.Text())
	}
	return out
}

// Comments cite documents of the repository (docs/conventions.md, "Comments"): every
// docs/... path a comment names exists, and none names a document outside the repository.
func TestCommentsCiteDocumentsThatExist(t *testing.T) {
	var bad []string
	seen := map[string]bool{}
	for _, p := range goFiles(t) {
		rel, _ := filepath.Rel(root, p)
		for _, c := range comments(t, p) {
			if m := outside.FindString(c); m != "" {
				bad = append(bad, rel+": cites "+m+", outside the repository")
			}
			for _, m := range docPath.FindAllStringSubmatch(c, -1) {
				doc := strings.TrimRight(m[1], ".")
				if seen[doc] {
					continue
				}
				if _, err := os.Stat(filepath.Join(root, doc)); err != nil {
					bad = append(bad, rel+": cites "+doc+", which does not exist")
				} else {
					seen[doc] = true
				}
			}
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("comments citing documents:\n%s", strings.Join(bad, "\n"))
	}
}
