package conventions

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// planKeys are billing's plan keys, as written in its constants (modules/billing/plan.go).
func planKeys(t *testing.T, billing *modulePackage) map[string]bool {
	t.Helper()
	keys := map[string]bool{}
	f := billing.files["plan.go"]
	if f == nil {
		t.Fatal("modules/billing/plan.go not found")
	}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			if len(v.Names) == 0 || !strings.HasPrefix(v.Names[0].Name, "Plan") {
				continue
			}
			if id, ok := v.Type.(*ast.Ident); !ok || id.Name != "PlanKey" {
				t.Errorf("billing.%s: want a PlanKey constant", v.Names[0].Name)
			}
			for _, val := range v.Values {
				if lit, ok := val.(*ast.BasicLit); ok {
					s, _ := strconv.Unquote(lit.Value)
					keys[s] = true
				}
			}
		}
	}
	if len(keys) == 0 {
		t.Fatal("no plan constant found in modules/billing/plan.go")
	}
	return keys
}

func TestPlansAreBillingsPlanKeys(t *testing.T) {
	t.Parallel()
	pkgs := modulePackages(t)
	var billing *modulePackage
	for _, p := range pkgs {
		if filepath.Base(p.dir) == "billing" {
			billing = p
		}
	}
	if billing == nil {
		t.Fatal("modules/billing not found")
	}
	keys := planKeys(t, billing)
	var bad []string
	for _, pkg := range pkgs {
		for name, f := range pkg.files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BasicLit:
					// A plan is named by billing's constants, never written again.
					s, err := strconv.Unquote(n.Value)
					if err == nil && keys[s] && !(pkg == billing && name == "plan.go") {
						bad = append(bad, pkg.fset.Position(n.Pos()).String()+": "+n.Value)
					}
				case *ast.Field:
					// A field named Plan holds a plan (billing.Plan) or its key, never a bare string.
					for _, id := range n.Names {
						if id.Name == "Plan" && isIdent(n.Type, "string") {
							bad = append(bad, pkg.fset.Position(id.Pos()).String()+": Plan string")
						}
					}
				}
				return true
			})
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("a plan is a billing.PlanKey (docs/billing.md, \"Plans\"):\n%s", strings.Join(bad, "\n"))
	}
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}
