package pagecache

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

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
	flight       *flight  // the render others wait on, when this request leads one
}

// Serve answers from the cache when it can. Wire it ahead of everything that costs:
// sessions, the shell, compression.
func (pc *Cache) Serve() fiber.Handler {
	return func(c fiber.Ctx) error {
		if !pc.eligible(c) {
			return c.Next()
		}
		return pc.lookup(c, pc.key(c))
	}
}

// Store keeps what a handler marked Public, or Private for a signed-in page ServePrivate
// looked up. Wire it inside the compression middleware and outside the ETag one and the
// session's: it compresses the page itself, keeps the page's ETag, and sees the session's
// cookie (an answer that sets one is never kept). It answers If-None-Match itself, after
// keeping: a browser revisiting with the ETag would otherwise get a 304 from the ETag
// middleware, which leaves no page to keep, and every revisit would render again.
func (pc *Cache) Store() fiber.Handler {
	return func(c fiber.Ctx) error {
		inm := c.Get(fiber.HeaderIfNoneMatch)
		if inm != "" {
			inm = strings.Clone(inm)
			c.Locals(ifNoneMatchKey{}, inm)
			c.Request().Header.Del(fiber.HeaderIfNoneMatch)
		}
		err := c.Next()
		if st, _ := c.Locals(stateKey{}).(*state); st != nil && st.public {
			err = pc.keepPublic(c, st, err)
		} else if ps, _ := c.Locals(privateKey{}).(*privateState); ps != nil && ps.marked && err == nil {
			if p := capture(c, ps.outer); p != nil {
				pc.stats[private].renders.Add(1)
				pc.private.Set(ps.key, p)
				sendKept(c, p)
			}
		}
		res := c.Response()
		if err == nil && inm != "" && res.StatusCode() == fiber.StatusOK &&
			web.ETagMatches(inm, string(res.Header.Peek(fiber.HeaderETag))) {
			res.Header.Del(fiber.HeaderContentEncoding)
			res.ResetBody()
			c.Status(fiber.StatusNotModified)
		}
		return err
	}
}

// ifNoneMatchKey keys the If-None-Match header Store took from the request (Locals).
type ifNoneMatchKey struct{}

// ifNoneMatch is the request's If-None-Match, wherever Store put it.
func ifNoneMatch(c fiber.Ctx) string {
	if v, ok := c.Locals(ifNoneMatchKey{}).(string); ok {
		return v
	}
	return c.Get(fiber.HeaderIfNoneMatch)
}

func (pc *Cache) keepPublic(c fiber.Ctx, st *state, err error) error {
	if refusePublic(c, err) {
		return err
	}
	p := capture(c, st.outer)
	if p == nil {
		return nil
	}
	c.Vary(fiber.HeaderAcceptEncoding)
	p.tags, p.born, p.expires = st.tags, st.born, time.Now().Add(pc.cfg.TTL)
	pc.stats[public].renders.Add(1)
	pc.pages.Set(st.key, p)
	if st.flight != nil {
		st.flight.page = p // the waiters' answer
	}
	sendKept(c, p)
	return nil
}

// refusePublic keeps an answer a handler marked public from going out as public when it may
// not: a failure (the error page is rendered after this) or an answer that sets a cookie.
// It reports whether it refused.
func refusePublic(c fiber.Ctx, err error) bool {
	switch {
	case err != nil:
		c.Response().Header.Del(fiber.HeaderCacheControl)
	case setsCookie(c):
		c.Response().Header.Set(fiber.HeaderCacheControl, "private, no-cache")
	default:
		return false
	}
	return true
}

// capture is the answer as a page to keep, or nil when it may not be kept: not a GET's
// 200 with a body, compressed already, or setting a cookie. outer are the headers set
// before the handler ran, "Name: value": not the page's own.
func capture(c fiber.Ctx, outer []string) *page {
	res := c.Response()
	if c.Method() != fiber.MethodGet || res.StatusCode() != fiber.StatusOK ||
		len(res.Header.ContentEncoding()) > 0 || len(res.Body()) == 0 || setsCookie(c) {
		return nil
	}
	p := &page{gzip: compress(res.Body()), etag: string(res.Header.Peek(fiber.HeaderETag)),
		contentType: string(res.Header.ContentType()), route: c.Route().Path}
	for k, v := range res.Header.All() {
		if !skipHeader(string(k)) && !slices.Contains(outer, string(k)+": "+string(v)) {
			p.headers = append(p.headers, [2][]byte{bytes.Clone(k), bytes.Clone(v)})
		}
	}
	return p
}

// sendKept sends the page just kept as a hit would (gzip when accepted), marked MISS.
func sendKept(c fiber.Ctx, p *page) {
	res := c.Response()
	res.Header.Set(HeaderCache, "MISS")
	if acceptsGzip(c) {
		res.Header.Set(fiber.HeaderContentEncoding, "gzip")
		res.SetBodyRaw(p.gzip)
	}
}

func setsCookie(c fiber.Ctx) bool {
	for range c.Response().Header.Cookies() {
		return true
	}
	return false
}

// outerHeaders are the headers set so far, "Name: value": set for every answer by the
// middleware ahead of the cache, not the page's own.
func outerHeaders(c fiber.Ctx) []string {
	var out []string
	for k, v := range c.Response().Header.All() {
		out = append(out, string(k)+": "+string(v))
	}
	return out
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
func (pc *Cache) eligible(c fiber.Ctx) bool { return visitors(c, pc.cfg.SessionCookie) }

// visitors reports whether a request asks for a visitor's page: a GET or HEAD without the
// session's cookie or credentials.
func visitors(c fiber.Ctx, sessionCookie string) bool {
	m := c.Method()
	if m != fiber.MethodGet && m != fiber.MethodHead {
		return false
	}
	h := &c.Request().Header
	if sessionCookie != "" && len(h.Cookie(sessionCookie)) > 0 {
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
	c.Locals(routeKey{}, p.route)
	h := &c.Response().Header
	// The names are canonical already: SetCanonical spares normalising them on every hit.
	for _, kv := range p.headers {
		h.SetCanonical(kv[0], kv[1])
	}
	h.SetContentType(p.contentType)
	h.SetCanonical(headerCache, hit)
	if p.etag != "" {
		h.SetCanonical(headerETag, []byte(p.etag))
		if web.ETagMatches(ifNoneMatch(c), p.etag) {
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
