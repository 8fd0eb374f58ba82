package directory_test

import (
	"context"
	"regexp"
	"syscall"
	"testing"
	"time"

	"github.com/valyala/fasthttp"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
)

// BenchmarkPublicPageRender renders each public page the load test measures through the
// real app (every middleware, handler and template, gzip as a browser asks for it) with the
// page cache off, on the load-test set (2,000 companies, 10,000 services, 2,000 posts):
// what an uncached view costs (README, "Performance"). Besides ns/op and allocs/op it
// reports the Go CPU a render took (go-cpu-ns/op, the process's user and system time) and
// the rest of its time (wait-ns/op: Postgres and the round trips, requests being sent one
// at a time).
//
//	go test ./modules/directory/ -run '^$' -bench PublicPageRender -benchmem
func BenchmarkPublicPageRender(b *testing.B) {
	app := apptest.New(b, func(c *config.Config) { c.PageCacheMB = 0 })
	ctx := context.Background()
	// Listening, as a server is: the memos (the points table) are then kept, not read on
	// every view.
	app.Server.Signals.Start(ctx, 5*time.Second)
	b.Cleanup(app.Server.Signals.Stop)
	for !app.Server.Signals.Listening() {
		time.Sleep(10 * time.Millisecond)
	}
	if _, err := app.Server.SeedLoadTest(ctx, 2000, 10000); err != nil {
		b.Fatal(err)
	}
	if _, err := app.Pool.Exec(ctx, "VACUUM ANALYZE services, service_tags, service_words, directory_companies, company_words, blog_posts"); err != nil {
		b.Fatal(err)
	}
	handler := app.Server.App.Handler()
	// get answers path's page; its body (unzipped) only when asked, outside the loop.
	get := func(tb testing.TB, path string, read bool) []byte {
		var req fasthttp.Request
		req.SetRequestURI(apptest.BaseURL + path)
		req.Header.Set("Accept-Encoding", "gzip")
		req.Header.Set("Accept-Language", "en")
		var rc fasthttp.RequestCtx
		rc.Init(&req, nil, nil)
		handler(&rc)
		if code := rc.Response.StatusCode(); code != fasthttp.StatusOK {
			tb.Fatalf("GET %s: %d", path, code)
		}
		if !read {
			return nil
		}
		body, err := rc.Response.BodyUncompressed()
		if err != nil {
			tb.Fatal(err)
		}
		return body
	}
	service := string(regexp.MustCompile(`/services/[0-9a-f-]{36}`).Find(get(b, "/marketplace/services", true)))
	company := string(regexp.MustCompile(`/companies/[0-9a-f-]{36}`).Find(get(b, service, true)))
	if service == "" || company == "" {
		b.Fatal("no service or company linked")
	}
	for _, p := range []struct{ name, path string }{
		{"landing", "/"},
		{"directory", "/directory"},
		{"directory-filtered", "/directory?q=green&country=DE"},
		{"marketplace", "/marketplace/services"},
		{"tagged-page2", "/marketplace/services?tags=recycling&page=2"},
		{"searched", "/marketplace/services?q=solar"},
		{"training", "/sustainability-training"},
		{"service", service},
		{"company", company},
		{"blog", "/blog"},
	} {
		b.Run(p.name, func(b *testing.B) {
			get(b, p.path, false)
			b.ReportAllocs()
			cpu0, t0 := cpuTime(), time.Now()
			for b.Loop() {
				get(b, p.path, false)
			}
			cpu, wall := cpuTime()-cpu0, time.Since(t0)
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "go-cpu-ns/op")
			b.ReportMetric(float64(max(wall-cpu, 0).Nanoseconds())/float64(b.N), "wait-ns/op")
		})
	}
}

// cpuTime is the CPU the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
