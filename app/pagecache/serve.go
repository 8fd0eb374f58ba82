package pagecache

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/gofiber/fiber/v3"
	"github.com/klauspost/compress/gzip"

	"greenconnect/app/web"
)

// Public says the answer being rendered is the same for every visitor without a session,
// and lists what it shows as tags (docs/conventions.md). For such a visitor it becomes
// cacheable (Cache-Control public, kept by the cache); for anyone else it does nothing and
// the answer stays private. Call it before rendering, only for pages with nothing of the
// visitor in them beyond the variant (language, display settings, consent).
func Public(c fiber.Ctx, tags ...string) {
	st, _ := c.Locals(stateKey{}).(*state)
	if st == nil {
		return
	}
	st.public = true
	st.tags = append(st.tags, tags...)
	c.Set(fiber.HeaderCacheControl, st.cacheControl)
}

// stateKey keys a cacheable request's state in fiber's Locals.
type stateKey struct{}

// state is what Serve learnt of a request the cache may keep the answer of.
type state struct {
	key          string
	born         uint64
	cacheControl string
	public       bool
	tags         []string
	outer        []string // "Name: value" of the headers set before the page
}

// Serve answers from the cache when it can. Wire it ahead of everything that costs:
// sessions, the shell, compression.
func (pc *Cache) Serve() fiber.Handler {
	return func(c fiber.Ctx) error {
		if !pc.eligible(c) {
			return c.Next()
		}
		key := pc.key(c)
		if p, ok := pc.pages.GetIfPresent(key); ok {
			if pc.fresh(p) {
				return answer(c, p)
			}
			pc.pages.Invalidate(key)
		}
		st := &state{key: key, born: pc.seq.Load(), cacheControl: pc.cacheControl}
		// Headers set before the page (security headers, the request id) are set for every
		// answer by the middleware ahead of the cache: not the page's own.
		for k, v := range c.Response().Header.All() {
			st.outer = append(st.outer, string(k)+": "+string(v))
		}
		c.Locals(stateKey{}, st)
		return c.Next()
	}
}

// Store keeps what a handler marked Public. Wire it inside the compression middleware and
// outside the ETag one: it compresses the page itself, and keeps the page's ETag.
func (pc *Cache) Store() fiber.Handler {
	return func(c fiber.Ctx) error {
		st, _ := c.Locals(stateKey{}).(*state)
		if st == nil {
			return c.Next()
		}
		err := c.Next()
		if !st.public {
			return err
		}
		res := c.Response()
		if err != nil {
			// The error page is rendered after this: it must not go out as public.
			res.Header.Del(fiber.HeaderCacheControl)
			return err
		}
		cookies := false
		for range res.Header.Cookies() {
			cookies = true
		}
		if cookies {
			res.Header.Set(fiber.HeaderCacheControl, "private, no-cache")
			return nil
		}
		if c.Method() != fiber.MethodGet || res.StatusCode() != fiber.StatusOK ||
			len(res.Header.ContentEncoding()) > 0 || len(res.Body()) == 0 {
			return nil
		}
		c.Vary(fiber.HeaderAcceptEncoding)
		p := &page{gzip: compress(res.Body()), etag: string(res.Header.Peek(fiber.HeaderETag)),
			contentType: string(res.Header.ContentType()), tags: st.tags, born: st.born}
		for k, v := range res.Header.All() {
			if !skipHeader(string(k)) && !slices.Contains(st.outer, string(k)+": "+string(v)) {
				p.headers = append(p.headers, [2][]byte{bytes.Clone(k), bytes.Clone(v)})
			}
		}
		pc.pages.Set(st.key, p)
		res.Header.Set(HeaderCache, "MISS")
		if acceptsGzip(c) {
			res.Header.Set(fiber.HeaderContentEncoding, "gzip")
			res.SetBodyRaw(p.gzip)
		}
		return nil
	}
}

// The headers every hit sets, as bytes once.
var (
	headerCache           = []byte(HeaderCache)
	headerETag            = []byte(fiber.HeaderETag)
	headerContentEncoding = []byte(fiber.HeaderContentEncoding)
	hit                   = []byte("HIT")
	gzipName              = []byte("gzip")
)

// HeaderCache says whether an answer came from the cache (HIT) or was kept by it (MISS).
const HeaderCache = "X-Cache"

// eligible: a GET or HEAD without a session cookie or credentials.
func (pc *Cache) eligible(c fiber.Ctx) bool {
	m := c.Method()
	if m != fiber.MethodGet && m != fiber.MethodHead {
		return false
	}
	h := &c.Request().Header
	if pc.cfg.SessionCookie != "" && len(h.Cookie(pc.cfg.SessionCookie)) > 0 {
		return false
	}
	return len(h.Peek(fiber.HeaderAuthorization)) == 0
}

// key is the variant and the address as asked.
func (pc *Cache) key(c fiber.Ctx) string {
	uri := c.Request().RequestURI()
	if pc.cfg.Variant == nil {
		return string(uri)
	}
	return pc.cfg.Variant(c) + "\n" + string(uri)
}

// answer sends a kept page: 304 when the asker has this version, gzip when accepted.
func answer(c fiber.Ctx, p *page) error {
	h := &c.Response().Header
	// The names are canonical already: SetCanonical spares normalising them on every hit.
	for _, kv := range p.headers {
		h.SetCanonical(kv[0], kv[1])
	}
	h.SetContentType(p.contentType)
	h.SetCanonical(headerCache, hit)
	if p.etag != "" {
		h.SetCanonical(headerETag, []byte(p.etag))
		if web.ETagMatches(c.Get(fiber.HeaderIfNoneMatch), p.etag) {
			return c.SendStatus(fiber.StatusNotModified)
		}
	}
	c.Status(fiber.StatusOK)
	if acceptsGzip(c) {
		h.SetCanonical(headerContentEncoding, gzipName)
		c.Response().SetBodyRaw(p.gzip)
		return nil
	}
	body, err := decompress(p.gzip)
	if err != nil {
		return err
	}
	c.Response().SetBodyRaw(body)
	return nil
}

// skipHeader names what is not the page's own: set per answer, or kept apart.
func skipHeader(name string) bool {
	switch strings.ToLower(name) {
	case "content-type", "content-length", "content-encoding", "etag", "date", "server", "set-cookie",
		"x-request-id", "x-cache", "connection", "transfer-encoding", "trailer":
		return true
	}
	return false
}

// acceptsGzip reads Accept-Encoding for gzip (a q of 0 refuses it).
func acceptsGzip(c fiber.Ctx) bool {
	for part := range strings.SplitSeq(c.Get(fiber.HeaderAcceptEncoding), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") || name == "*" {
			q := strings.ReplaceAll(params, " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

var writers = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(io.Discard, gzip.DefaultCompression)
	return w
}}

// compress gzips a page once, at the default level: it is sent many times.
func compress(body []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(body) / 4)
	w := writers.Get().(*gzip.Writer)
	w.Reset(&buf)
	_, _ = w.Write(body) // writes to a bytes.Buffer do not fail
	_ = w.Close()
	writers.Put(w)
	return buf.Bytes()
}

func decompress(gz []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(r)
}
