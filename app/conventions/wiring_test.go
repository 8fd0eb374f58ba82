package conventions

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The wiring's rules (docs/conventions.md, "Wiring"): a handler's Deps are whole at New, the
// guards come through Deps.Guards in every module, and (plans_test.go) a
// plan is a billing.PlanKey.

// wiringFiles parses the non-test files of app/server, where the modules are wired.
func wiringFiles(t *testing.T) (*token.FileSet, []*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	paths, _ := filepath.Glob(filepath.Join(root, "app", "server", "*.go"))
	var out []*ast.File
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		t.Fatal("no wiring found in app/server")
	}
	return fset, out
}

// moduleImports are a file's names of the modules' root packages (billing, profile...).
func moduleImports(f *ast.File) map[string]bool {
	out := map[string]bool{}
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		rest, ok := strings.CutPrefix(p, "greenconnect/modules/")
		if !ok || strings.Contains(rest, "/") {
			continue
		}
		name := rest
		if im.Name != nil {
			name = im.Name.Name
		}
		out[name] = true
	}
	return out
}

// isModuleHandlerType: *billing.Handler and the like.
func isModuleHandlerType(e ast.Expr, mods map[string]bool) bool {
	star, ok := e.(*ast.StarExpr)
	if !ok {
		return false
	}
	sel, ok := star.X.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Handler" {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && mods[pkg.Name]
}

// isModuleCall: billing.New(...) (name "New") or billing.Deps{...}'s package, for a module.
func isModuleCall(e ast.Expr, name string, mods map[string]bool) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && mods[pkg.Name]
}

func TestNoHandlersDepsChangeAfterNew(t *testing.T) {
	t.Parallel()
	fset, files := wiringFiles(t)
	mods := map[string]bool{}
	for _, f := range files {
		for k := range moduleImports(f) {
			mods[k] = true
		}
	}
	// What holds a handler: fields and functions typed *<module>.Handler, and variables
	// given a module's New(...) or such a function's result.
	fields, makers := map[string]bool{}, map[string]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Field:
				if isModuleHandlerType(n.Type, mods) {
					for _, id := range n.Names {
						fields[id.Name] = true
					}
				}
			case *ast.FuncDecl:
				if r := n.Type.Results; r != nil && len(r.List) == 1 && isModuleHandlerType(r.List[0].Type, mods) {
					makers[n.Name.Name] = true
				}
			}
			return true
		})
	}
	var bad []string
	for _, f := range files {
		handlers := map[string]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for i, rhs := range n.Rhs {
					if i >= len(n.Lhs) {
						break
					}
					id, ok := n.Lhs[i].(*ast.Ident)
					if !ok {
						continue
					}
					if isModuleCall(rhs, "New", mods) {
						handlers[id.Name] = true
					}
					if call, ok := rhs.(*ast.CallExpr); ok {
						if sel, ok := call.Fun.(*ast.SelectorExpr); ok && makers[sel.Sel.Name] {
							handlers[id.Name] = true
						}
					}
				}
				for _, lhs := range n.Lhs {
					if holdsHandler(lhs, handlers, fields) {
						bad = append(bad, fset.Position(lhs.Pos()).String())
					}
				}
			case *ast.CompositeLit:
				// A module's Deps is written whole as New's argument, never kept to fill later.
				if sel, ok := n.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Deps" {
					if pkg, ok := sel.X.(*ast.Ident); ok && mods[pkg.Name] && !depsIsNewsArgument(f, n) {
						bad = append(bad, fset.Position(n.Pos()).String()+": "+pkg.Name+".Deps outside "+pkg.Name+".New(...)")
					}
				}
			}
			return true
		})
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("a module's handler is changed after New: give it in its Deps (docs/conventions.md, \"Wiring\"):\n%s",
			strings.Join(bad, "\n"))
	}
}

// holdsHandler: lhs sets a field of a handler (h.X, w.billingH.X, h.Deps.X).
func holdsHandler(lhs ast.Expr, handlers, fields map[string]bool) bool {
	sel, ok := lhs.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	for x := sel.X; ; {
		switch e := x.(type) {
		case *ast.Ident:
			return handlers[e.Name]
		case *ast.SelectorExpr:
			if fields[e.Sel.Name] || e.Sel.Name == "Deps" {
				return true
			}
			x = e.X
		default:
			return false
		}
	}
}

// depsIsNewsArgument: the literal is the argument of its package's New.
func depsIsNewsArgument(f *ast.File, lit *ast.CompositeLit) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "New" && len(call.Args) == 1 && call.Args[0] == lit {
			found = true
		}
		return true
	})
	return found
}

func TestGuardsComeThroughDeps(t *testing.T) {
	t.Parallel()
	var bad []string
	for _, pkg := range modulePackages(t) {
		for name, f := range pkg.files {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				var fn string
				switch e := call.Fun.(type) {
				case *ast.Ident:
					fn = e.Name
				case *ast.SelectorExpr:
					fn = e.Sel.Name
				}
				// account.Guards (guards.go) is where the guards are made.
				if (fn == "RequireRole" || fn == "RequireUser") && !(filepath.Base(pkg.dir) == "account" && name == "guards.go") {
					bad = append(bad, pkg.fset.Position(call.Pos()).String())
				}
				return true
			})
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("a guard is made by its module: take h.Guards.SignedIn, .Admin or .Staff (docs/conventions.md, \"Guards\"):\n%s",
			strings.Join(bad, "\n"))
	}
}
