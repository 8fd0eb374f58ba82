package pagecache_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/gofiber/fiber/v3/middleware/compress"
	"github.com/stretchr/testify/require"

	"greenconnect/app/middleware"
	"greenconnect/app/pagecache"
)

// site is a small app wired as the real one is: Serve, compression, Store, ETag, then the
// pages. Each page counts its renders and shows the count, so a cached answer is visible.
type site struct {
	app     *fiber.App
	cache   *pagecache.Cache
	renders atomic.Int32
	during  func() // run in the middle of a render
}

func newSite(t *testing.T, cfg pagecache.Config) *site {
	t.Helper()
	if cfg.SessionCookie == "" {
		cfg.SessionCookie = "gc_session"
	}
	if cfg.Variant == nil {
		cfg.Variant = func(c fiber.Ctx) string { return c.Cookies("lang") }
	}
	s := &site{app: fiber.New(), cache: pagecache.New(cfg)}
	s.app.Use(s.cache.Serve(), compress.New(), s.cache.Store(), middleware.ETag())
	page := func(tags ...string) fiber.Handler {
		return func(c fiber.Ctx) error {
			pagecache.Public(c, tags...)
			n := s.renders.Add(1)
			if s.during != nil {
				s.during()
			}
			c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
			c.Set(fiber.HeaderCacheControl, c.GetRespHeader(fiber.HeaderCacheControl, "private, no-cache"))
			return c.SendString("<p>" + c.Cookies("lang") + " render " + string(rune('0'+n)) + strings.Repeat(" padding", 200) + "</p>")
		}
	}
	s.app.Get("/company", page("company:1"))
	s.app.Get("/other", page("company:2"))
	s.app.Get("/stable", func(c fiber.Ctx) error {
		pagecache.Public(c, "company:3")
		s.renders.Add(1)
		return c.SendString("the same page every time" + strings.Repeat(" padding", 200))
	})
	s.app.Get("/private", func(c fiber.Ctx) error { return c.SendString("render " + string(rune('0'+s.renders.Add(1)))) })
	s.app.Get("/cookie", func(c fiber.Ctx) error {
		pagecache.Public(c, "company:1")
		c.Cookie(&fiber.Cookie{Name: "x", Value: "y"})
		return c.SendString("sets a cookie " + string(rune('0'+s.renders.Add(1))))
	})
	s.app.Get("/error", func(c fiber.Ctx) error {
		pagecache.Public(c)
		return fiber.ErrInternalServerError
	})
	return s
}

type answer struct {
	status int
	body   string
	header http.Header
}

// get asks for path with gzip, as browsers do, unless headers say otherwise.
func (s *site) get(t *testing.T, path string, headers ...string) answer {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := s.app.Test(req, fiber.TestConfig{Timeout: 5 * time.Second})
	require.NoError(t, err)
	defer res.Body.Close()
	var r io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		r, err = gzip.NewReader(res.Body)
		require.NoError(t, err)
	}
	body, err := io.ReadAll(r)
	require.NoError(t, err)
	return answer{res.StatusCode, string(body), res.Header}
}

func TestAPublicPageIsKeptGzippedAndAnsweredFromMemory(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{})
	first := s.get(t, "/company")
	require.Equal(t, http.StatusOK, first.status)
	require.Equal(t, "MISS", first.header.Get("X-Cache"))
	require.Equal(t, "gzip", first.header.Get("Content-Encoding"))
	require.Equal(t, "public, max-age=60, stale-while-revalidate=300", first.header.Get("Cache-Control"))
	require.Contains(t, first.header.Get("Vary"), "Accept-Encoding")
	require.NotEmpty(t, first.header.Get("ETag"))

	second := s.get(t, "/company")
	require.Equal(t, "HIT", second.header.Get("X-Cache"))
	require.Equal(t, first.body, second.body)
	require.Equal(t, first.header.Get("ETag"), second.header.Get("ETag"))
	require.Equal(t, first.header.Get("Cache-Control"), second.header.Get("Cache-Control"))
	require.Equal(t, "text/html; charset=utf-8", second.header.Get("Content-Type"))
	require.EqualValues(t, 1, s.renders.Load(), "rendered once")

	plain := s.get(t, "/company", "Accept-Encoding", "identity")
	require.Empty(t, plain.header.Get("Content-Encoding"), "a client without gzip gets the page decompressed")
	require.Equal(t, first.body, plain.body)

	notModified := s.get(t, "/company", "If-None-Match", first.header.Get("ETag"))
	require.Equal(t, http.StatusNotModified, notModified.status)
	require.Empty(t, notModified.body)
	require.Equal(t, first.header.Get("ETag"), notModified.header.Get("ETag"))
}

// A browser revisits with the ETag it has; when the page is no longer kept (a change, the
// TTL), the answer is a 304 and the page rendered for it is kept, so the next asker gets it
// from memory (the ETag middleware alone would have answered 304 with nothing to keep).
func TestARevisitWithTheETagKeepsThePageAgain(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{})
	first := s.get(t, "/stable")
	require.Equal(t, "MISS", first.header.Get("X-Cache"))
	s.cache.Invalidate(context.Background(), "company:3")

	revisit := s.get(t, "/stable", "If-None-Match", first.header.Get("ETag"))
	require.Equal(t, http.StatusNotModified, revisit.status)
	require.Empty(t, revisit.body)
	require.Equal(t, first.header.Get("ETag"), revisit.header.Get("ETag"))
	require.Empty(t, revisit.header.Get("Content-Encoding"))
	other := s.get(t, "/stable")
	require.Equal(t, "HIT", other.header.Get("X-Cache"))
	require.Equal(t, first.body, other.body)
	require.EqualValues(t, 2, s.renders.Load())
	require.Equal(t, http.StatusOK, s.get(t, "/stable", "If-None-Match", `W/"other"`).status)
}

func TestTheKeyHasTheVariantAndTheAddress(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{})
	en := s.get(t, "/company", "Cookie", "lang=en")
	fr := s.get(t, "/company", "Cookie", "lang=fr")
	require.NotEqual(t, en.body, fr.body)
	require.Equal(t, "MISS", fr.header.Get("X-Cache"))
	require.Equal(t, "MISS", s.get(t, "/company?page=2", "Cookie", "lang=en").header.Get("X-Cache"))
	require.Equal(t, en.body, s.get(t, "/company", "Cookie", "lang=en").body)
	require.Equal(t, fr.body, s.get(t, "/company", "Cookie", "lang=fr").body)
}

func TestARequestWithASessionIsNeverServedNorKept(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{})
	s.get(t, "/company")
	for _, h := range [][]string{{"Cookie", "gc_session=abc"}, {"Authorization", "Bearer gc_token"}} {
		res := s.get(t, "/company", h...)
		require.Empty(t, res.header.Get("X-Cache"), h[0])
		require.Equal(t, "private, no-cache", res.header.Get("Cache-Control"), h[0])
		require.NotContains(t, res.body, "render 1", "%s: rendered for this request", h[0])
	}
	require.Equal(t, "HIT", s.get(t, "/company").header.Get("X-Cache"), "what a session saw was not kept")
}

func TestOnlyMarkedSuccessfulCookielessAnswersAreKept(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{})
	require.Empty(t, s.get(t, "/private").header.Get("X-Cache"))
	require.Empty(t, s.get(t, "/private").header.Get("X-Cache"), "not marked Public: never kept")

	ck := s.get(t, "/cookie")
	require.Equal(t, "private, no-cache", ck.header.Get("Cache-Control"), "an answer that sets a cookie is private")
	require.NotEqual(t, ck.body, s.get(t, "/cookie").body, "and not kept")

	failed := s.get(t, "/error")
	require.Equal(t, http.StatusInternalServerError, failed.status)
	require.NotContains(t, failed.header.Get("Cache-Control"), "public", "an error is never public")
}

func TestInvalidatingATagDropsThePagesCarryingIt(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{})
	s.get(t, "/company")
	s.get(t, "/other")
	s.cache.Invalidate(context.Background(), "company:1")
	require.Equal(t, "MISS", s.get(t, "/company").header.Get("X-Cache"))
	require.Equal(t, "HIT", s.get(t, "/other").header.Get("X-Cache"), "other tags stay")
	require.Equal(t, "HIT", s.get(t, "/company").header.Get("X-Cache"), "kept again once rendered anew")

	s.cache.Flush(context.Background())
	require.Equal(t, "MISS", s.get(t, "/company").header.Get("X-Cache"))
	require.Equal(t, "MISS", s.get(t, "/other").header.Get("X-Cache"))
}

// A change committed while a page renders may or may not be in it: that page must not be
// kept as current.
func TestAPageRenderedAcrossAnInvalidationIsNotKeptAsCurrent(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{})
	s.during = func() { s.cache.Invalidate(context.Background(), "company:1") }
	s.get(t, "/company")
	s.during = nil
	require.Equal(t, "MISS", s.get(t, "/company").header.Get("X-Cache"))
	require.Equal(t, "HIT", s.get(t, "/company").header.Get("X-Cache"))
}

func TestInvalidationsAreBroadcastAndApplied(t *testing.T) {
	t.Parallel()
	sent := make(chan string, 10)
	a := newSite(t, pagecache.Config{Broadcast: func(_ context.Context, msg string) error { sent <- msg; return nil }})
	b := newSite(t, pagecache.Config{})
	b.get(t, "/company")
	b.get(t, "/other")

	a.cache.Invalidate(context.Background(), "company:1")
	msg := <-sent
	require.Equal(t, "MISS", a.get(t, "/company").header.Get("X-Cache"))
	a.cache.Receive(msg) // its own message comes back through the database: ignored
	require.Equal(t, "HIT", a.get(t, "/company").header.Get("X-Cache"), "kept after its own message came back")
	b.cache.Receive(msg)
	require.Equal(t, "MISS", b.get(t, "/company").header.Get("X-Cache"))
	require.Equal(t, "HIT", b.get(t, "/other").header.Get("X-Cache"))

	a.cache.Flush(context.Background())
	b.cache.Receive(<-sent)
	require.Equal(t, "MISS", b.get(t, "/other").header.Get("X-Cache"))
}

func TestABurstOfInvalidationsFitsInNotifyMessages(t *testing.T) {
	t.Parallel()
	var got []string
	done := make(chan struct{})
	total := 0
	s := newSite(t, pagecache.Config{Broadcast: func(_ context.Context, msg string) error {
		got = append(got, msg)
		total += len(strings.Fields(msg)) - 1
		if total == 2000 {
			close(done)
		}
		return nil
	}})
	for i := range 2000 {
		s.cache.Invalidate(context.Background(), "company:"+strings.Repeat("x", 30)+string(rune('a'+i%26)))
	}
	select {
	case <-done:
	case <-time.After(30 * time.Second): // a hang, not slowness: a busy machine takes seconds
		t.Fatalf("only %d of 2000 tags were sent", total)
	}
	require.Less(t, len(got), 2000, "a burst goes out in a few messages")
	for _, m := range got {
		require.LessOrEqual(t, len(m), 7999, "within what NOTIFY carries")
	}
}

func TestTheCacheIsBoundedByBytes(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{MaxBytes: 4 << 10})
	for i := range 50 {
		s.get(t, "/company?i="+string(rune('a'+i%26))+string(rune('a'+i/26)))
	}
	time.Sleep(100 * time.Millisecond) // eviction runs after the writes
	_, size := s.cache.Size()
	require.LessOrEqual(t, size, uint64(4<<10))
}

func TestGzipBodyIsValid(t *testing.T) {
	t.Parallel()
	s := newSite(t, pagecache.Config{})
	s.get(t, "/company")
	req := httptest.NewRequest(http.MethodGet, "/company", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := s.app.Test(req)
	require.NoError(t, err)
	raw, _ := io.ReadAll(res.Body)
	r, err := gzip.NewReader(bytes.NewReader(raw))
	require.NoError(t, err)
	body, err := io.ReadAll(r)
	require.NoError(t, err)
	require.Contains(t, string(body), "render 1")
}
