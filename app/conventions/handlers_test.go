package conventions

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// handlerVerbs are the last words of an action file's name, <noun>_<verb>.go
// (docs/conventions.md, "A module"): a file so named holds one handler, whose doc comment
// starts with its route. A file of the JSON answers about a noun (<noun>_api.go) may hold
// several, each with its route.
var handlerVerbs = []string{"page", "list", "new", "edit", "save", "submit", "confirm", "publish",
	"unpublish", "delete", "remove", "give", "toggle", "send", "resend", "start", "cancel", "create",
	"revoke", "renew", "reset", "disable", "enable", "decide", "approve", "reject", "change", "add",
	"transfer", "answer", "review", "upload", "receive", "prove", "callback", "sent", "return"}

// routeComment is a handler's route at the start of its doc comment: "// GET /path".
var routeComment = regexp.MustCompile(`(?m)^// (GET|POST|PUT|PATCH|DELETE) /`)

func TestEveryActionFileHoldsOneRoute(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(root, "modules", "*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var bad []string
	for _, p := range paths {
		name := filepath.Base(p)
		if strings.HasSuffix(name, "_test.go") || strings.HasSuffix(name, "_templ.go") {
			continue
		}
		words := strings.Split(strings.TrimSuffix(name, ".go"), "_")
		if len(words) < 2 || !slices.Contains(handlerVerbs, words[len(words)-1]) {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		key := filepath.Base(filepath.Dir(p)) + "/" + name
		n := len(routeComment.FindAll(src, -1))
		if n != 1 {
			bad = append(bad, key+": "+strconv.Itoa(n)+" route comments (// GET /path); want one handler per action file")
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("action files (<noun>_<verb>.go):\n%s", strings.Join(bad, "\n"))
	}
}
