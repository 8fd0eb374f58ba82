package blog

import (
	"crypto/sha256"
	"sync"
)

// Excerpts made from a content are kept in memory by its SHA-256 and their limit
// (docs/blog.md, "Excerpts"): an excerpt depends on nothing else, so an edited post, whose
// content differs, gets its new excerpt on its first view and no entry is ever stale. A
// post's page (its description) and a listing of posts without a summary would otherwise
// render and sanitise the Markdown of every post they show on every view; listings cut the
// others' excerpts from their summaries (excerptOf). At most excerptsKept are kept; past
// that an arbitrary one makes room.

// excerptsKept bounds the excerpts kept: about 2 MB at 200 characters each.
const excerptsKept = 4096

type excerptKey struct {
	sum   [sha256.Size]byte
	limit int
}

var excerpts = struct {
	sync.Mutex
	m map[excerptKey]string
}{m: make(map[excerptKey]string, 256)}

// keptExcerpt is content's excerpt at limit, made once.
func keptExcerpt(content string, limit int) string {
	key := excerptKey{sha256.Sum256([]byte(content)), limit}
	excerpts.Lock()
	e, ok := excerpts.m[key]
	excerpts.Unlock()
	if ok {
		return e
	}
	e = cut(PlainText(content), limit)
	excerpts.Lock()
	if len(excerpts.m) >= excerptsKept {
		for k := range excerpts.m {
			delete(excerpts.m, k)
			break
		}
	}
	excerpts.m[key] = e
	excerpts.Unlock()
	return e
}
