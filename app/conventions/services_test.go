package conventions

import (
	"go/ast"
	"go/token"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// Services return data and message ids (docs/conventions.md, "Services return data, views
// say it"): no method of a *Service calls web.T or builds a templ component (a call into a
// views package or templates), nor does a function of its package that the method calls.
func TestServicesDoNotTranslateNorBuildViews(t *testing.T) {
	var bad []string
	for _, pkg := range modulePackages(t) {
		for _, name := range serviceReach(pkg) {
			for _, call := range pkg.funcs[name].views {
				bad = append(bad, pkg.fset.Position(call.pos).String()+": "+name+" "+call.what)
			}
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("a *Service method translates or builds a view (return web.Msg and data; the handler or view translates):\n%s",
			strings.Join(bad, "\n"))
	}
}

// viewCall is a call a service must not make.
type viewCall struct {
	pos  token.Pos
	what string
}

// funcInfo is what the test knows of one function or method of a package.
type funcInfo struct {
	views []viewCall // its calls of web.T and of views/templates functions
	calls []string   // the package's functions and methods it calls, by key
}

// serviceReach is every function of pkg a *Service method reaches through the package's own
// functions and methods, by key, the methods included.
func serviceReach(pkg *modulePackage) []string {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(k string) {
		if seen[k] {
			return
		}
		if _, ok := pkg.funcs[k]; !ok {
			return
		}
		seen[k] = true
		for _, c := range pkg.funcs[k].calls {
			walk(c)
		}
	}
	for k := range pkg.funcs {
		if strings.HasPrefix(k, "Service.") {
			walk(k)
		}
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// collectFuncs fills pkg.funcs from its files.
func collectFuncs(pkg *modulePackage) {
	pkg.funcs = map[string]*funcInfo{}
	for _, f := range pkg.files {
		viewPkgs := map[string]bool{} // local names of the imported views and templates packages
		webName := ""
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			local := p[strings.LastIndex(p, "/")+1:]
			if imp.Name != nil {
				local = imp.Name.Name
			}
			switch {
			case p == "greenconnect/app/web":
				webName = local
			case p == "greenconnect/templates" || strings.HasSuffix(p, "/views"):
				viewPkgs[local] = true
			}
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			info := &funcInfo{}
			pkg.funcs[funcKey(fd)] = info
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				switch fn := call.Fun.(type) {
				case *ast.Ident:
					info.calls = append(info.calls, fn.Name)
				case *ast.SelectorExpr:
					x, ok := fn.X.(*ast.Ident)
					switch {
					case ok && webName != "" && x.Name == webName && fn.Sel.Name == "T":
						info.views = append(info.views, viewCall{call.Pos(), "calls web.T"})
					case ok && viewPkgs[x.Name] && ast.IsExported(fn.Sel.Name) && x.Obj == nil:
						info.views = append(info.views, viewCall{call.Pos(), "calls " + x.Name + "." + fn.Sel.Name})
					default:
						// a method of the package's Service (s.x) or of another receiver: the
						// Service's own are followed
						info.calls = append(info.calls, "Service."+fn.Sel.Name)
					}
				}
				return true
			})
		}
	}
}

// funcKey names a function ("name") or a method ("Recv.name").
func funcKey(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	typ := fd.Recv.List[0].Type
	if s, ok := typ.(*ast.StarExpr); ok {
		typ = s.X
	}
	if id, ok := typ.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}
