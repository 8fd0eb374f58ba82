package server_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/mail"
)

// scrape reads the server's metrics as Prometheus does.
func scrape(t *testing.T, app *apptest.App) string {
	t.Helper()
	rec := httptest.NewRecorder()
	app.Server.Metrics.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	require.Equal(t, http.StatusOK, rec.Code)
	return rec.Body.String()
}

// visit asks for path as a visitor's browser does (no cookie, gzip).
func visit(t *testing.T, app *apptest.App, path string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := app.Server.App.Test(req, fiber.TestConfig{Timeout: 30 * time.Second})
	require.NoError(t, err)
	_, _ = io.Copy(io.Discard, res.Body)
	_ = res.Body.Close()
	return res
}

// value is the sample of name{labels} in a scrape ("" when absent).
func value(scraped, sample string) string {
	for line := range strings.SplitSeq(scraped, "\n") {
		if rest, ok := strings.CutPrefix(line, sample+" "); ok {
			return rest
		}
	}
	return ""
}

// A burst of visitors asking at once for a page nobody asked for before renders it once:
// the others wait for that render (the count is what an operator reads).
func TestABurstOfVisitorsForOneFreshPageRendersItOnce(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	c := listedCompany(t, app, "burst@example.com", "Burst Co")
	path := "/companies/" + c.profileID.String()
	const n = 24
	var wg sync.WaitGroup
	statuses := make([]int, n)
	for i := range n {
		wg.Go(func() { statuses[i] = visit(t, app, path).StatusCode })
	}
	wg.Wait()
	for _, s := range statuses {
		require.Equal(t, http.StatusOK, s)
	}
	m := scrape(t, app)
	require.Equal(t, "1", value(m, `greenconnect_pagecache_renders_total{cache="public"}`), "rendered once for %d requests", n)
	require.Equal(t, "1", value(m, `greenconnect_pagecache_misses_total{cache="public"}`))
	require.Contains(t, m, `greenconnect_pagecache_coalesced_total{cache="public"}`)
	require.Contains(t, m, `route="/companies/:id"`, "labelled by the route's pattern")
	require.NotContains(t, m, c.profileID.String(), "never by the address")
}

// The metrics an operator reads: requests by route pattern and status, the page cache, the
// database pool, the job queue by state, texts and mail sent.
func TestMetricsReportRequestsCacheDatabaseQueueAndSends(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	visit(t, app, "/")
	visit(t, app, "/") // from the cache
	visit(t, app, "/no/such/page/12345")
	ctx := context.Background()
	require.NoError(t, app.Server.Mailer.Send(ctx, mail.Letter{To: "someone@example.com", Subject: mail.T("account.mail.verify.subject")}))
	require.NoError(t, app.Server.Jobs.Drain(ctx))

	m := scrape(t, app)
	for _, sample := range []string{
		`greenconnect_http_request_duration_seconds_count{method="GET",route="/",status="200"} 2`,
		`greenconnect_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1`,
		`greenconnect_pagecache_hits_total{cache="public"} 1`,
		`greenconnect_pagecache_misses_total{cache="public"}`,
		`greenconnect_pagecache_renders_total{cache="public"} 1`,
		`greenconnect_pagecache_coalesced_total{cache="public"} 0`,
		`greenconnect_pagecache_stale_total{cache="public"} 0`,
		`greenconnect_pagecache_evictions_total{cache="public"} 0`,
		`greenconnect_pagecache_hits_total{cache="private"} 0`,
		`greenconnect_pagecache_bytes{cache="public"}`,
		`greenconnect_db_pool_connections{pool="primary",state="idle"}`,
		`greenconnect_db_pool_max_connections{pool="primary"} 20`,
		`greenconnect_db_pool_acquires_total{pool="primary"}`,
		`greenconnect_db_pool_max_connections{pool="walks"} 10`,
		`greenconnect_db_pool_max_connections{pool="custom plans"} 10`,
		`greenconnect_db_pool_max_connections{pool="generic plans"} 10`,
		`greenconnect_jobs{state="available"}`,
		`greenconnect_jobs{state="completed"}`,
		`greenconnect_mail_sent_total 1`,
		`greenconnect_texts_sent_total 0`,
		`go_goroutines`,
	} {
		require.Contains(t, m, sample)
	}
	require.NotContains(t, m, "/no/such/page", "an unmatched address is not a label")
	require.Regexp(t, regexp.MustCompile(`greenconnect_pagecache_bytes\{cache="public"\} [1-9]`), m)
}

// /metrics is served on METRICS_ADDR only: the public port answers it 404.
func TestMetricsAreNotOnThePublicPort(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	require.Equal(t, http.StatusNotFound, visit(t, app, "/metrics").StatusCode)
	res := app.Client().Get("/metrics")
	require.NotContains(t, res.Body, "greenconnect_")
}

// Listen serves the scrape on its own address until the context ends.
func TestMetricsListenerServesTheScrapeAndStops(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	ctx, cancel := context.WithCancel(context.Background())
	addr, err := app.Server.Metrics.Listen(ctx, "127.0.0.1:0", slog.Default())
	require.NoError(t, err)
	res, err := http.Get("http://" + addr.String() + "/metrics")
	require.NoError(t, err)
	body, _ := io.ReadAll(res.Body)
	_ = res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Contains(t, string(body), "greenconnect_pagecache_renders_total")

	_, err = app.Server.Metrics.Listen(context.Background(), addr.String(), slog.Default())
	require.Error(t, err, "a taken address is an error, not a silent second listener")
	cancel()
	require.Eventually(t, func() bool {
		_, err := http.Get("http://" + addr.String() + "/metrics")
		return err != nil
	}, 30*time.Second, 50*time.Millisecond)
}
