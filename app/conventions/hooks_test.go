package conventions

import (
	"bytes"
	"go/ast"
	"go/printer"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// onChangeHook is the one func every module's Service.OnChange takes (docs/conventions.md,
// "Public pages and the page cache"): the page cache's Invalidate, or another module's hook,
// fits every module.
const onChangeHook = "func(ctx context.Context, tags ...string)"

func TestEveryOnChangeTakesTheSameHook(t *testing.T) {
	t.Parallel()
	var bad []string
	for _, pkg := range modulePackages(t) {
		for _, f := range pkg.files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Name.Name != "OnChange" || funcKey(fd) != "Service.OnChange" {
					continue
				}
				var b bytes.Buffer
				params := fd.Type.Params.List
				if len(params) == 1 {
					_ = printer.Fprint(&b, pkg.fset, params[0].Type)
				}
				if b.String() != onChangeHook {
					bad = append(bad, filepath.Base(pkg.dir)+": OnChange("+b.String()+")")
				}
			}
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("want OnChange(f %s):\n%s", onChangeHook, strings.Join(bad, "\n"))
	}
}
