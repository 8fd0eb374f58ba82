package conventions

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// maxLines is the longest a hand-written Go file may grow (docs/conventions.md, "A module":
// files stay under 300 lines; a longer one is split by concern).
const maxLines = 300

// TestFilesStayShort fails on a hand-written Go file (tests included) over maxLines;
// generated code (templ, sqlc) is left out.
func TestFilesStayShort(t *testing.T) {
	t.Parallel()
	var long []string
	for _, dir := range []string{"app", "modules", "templates"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_templ.go") {
				return err
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			if bytes.Contains(src, []byte("// Code generated")) {
				return nil
			}
			if n := bytes.Count(src, []byte("\n")); n > maxLines {
				rel, _ := filepath.Rel(root, p)
				long = append(long, rel+": "+strconv.Itoa(n)+" lines")
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(long) > 0 {
		t.Errorf("files over %d lines (split them by concern):\n%s", maxLines, strings.Join(long, "\n"))
	}
}
