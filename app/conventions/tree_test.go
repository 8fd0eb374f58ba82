package conventions

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// root is the repository's root, from this package's directory (app/conventions).
const root = "../.."

// modulePackage is one module's package: its non-test, non-generated files, parsed.
type modulePackage struct {
	dir   string
	fset  *token.FileSet
	files map[string]*ast.File // by file name
	funcs map[string]*funcInfo
}

// modulePackages parses modules/*/*.go, leaving out tests and generated files.
func modulePackages(t *testing.T) []*modulePackage {
	t.Helper()
	dirs, err := filepath.Glob(filepath.Join(root, "modules", "*"))
	if err != nil {
		t.Fatal(err)
	}
	var out []*modulePackage
	for _, dir := range dirs {
		paths, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		if len(paths) == 0 {
			continue
		}
		pkg := &modulePackage{dir: dir, fset: token.NewFileSet(), files: map[string]*ast.File{}}
		for _, p := range paths {
			if strings.HasSuffix(p, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(pkg.fset, p, nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			if ast.IsGenerated(f) {
				continue
			}
			pkg.files[filepath.Base(p)] = f
		}
		collectFuncs(pkg)
		out = append(out, pkg)
	}
	if len(out) == 0 {
		t.Fatal("no module found under " + filepath.Join(root, "modules"))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].dir < out[j].dir })
	return out
}

var _ = os.ReadFile
