package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"greenconnect/app/server"
)

// The kinds of traffic.
const (
	visitor = iota // visitors' public pages
	page           // signed-in pages
	save           // profile saves through the API (and the reads they need)
	kinds
)

var kindNames = [kinds]string{"visitors' pages", "signed-in pages", "API saves"}

// traffic is the load: who asks what.
type traffic struct {
	s            settings
	visitorPaths []string
	members      []*member
}

// sample is one answer.
type sample struct {
	at       time.Duration // since the phase started
	took     time.Duration
	status   int // 0: no answer (connection error)
	cached   bool
	clear    bool // a 503 that says what happened (the page or the JSON error)
	conflict bool // a save refused as stale: its earlier save was stored, its answer lost
	kind     int
	errText  string
}

// phase is what one run of the traffic saw.
type phase struct {
	length  time.Duration
	samples []sample
	rss     []rssSample
	readyz  []readySample
}

type rssSample struct {
	at time.Duration
	mb float64
}

type readySample struct {
	at     time.Duration
	status int
}

func newTraffic(ctx context.Context, s settings, dbURL string) (*traffic, error) {
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return nil, err
	}
	defer conn.Close(ctx)
	t := &traffic{s: s}
	companies, err := ids(ctx, conn, `SELECT profile_id FROM directory_companies WHERE listed ORDER BY random() LIMIT 2000`)
	if err != nil {
		return nil, err
	}
	services, err := ids(ctx, conn, `SELECT id FROM services WHERE published AND company_listed ORDER BY random() LIMIT 5000`)
	if err != nil {
		return nil, err
	}
	if len(companies) == 0 || len(services) == 0 {
		return nil, fmt.Errorf("the load-test set has no listed company or service")
	}
	t.visitorPaths = visitorPaths(companies, services)
	for i := range server.LoadTestMembers {
		m, err := signIn(s.base, server.LoadTestMemberEmail(i))
		if err != nil {
			return nil, err
		}
		t.members = append(t.members, m)
	}
	return t, nil
}

func ids(ctx context.Context, conn *pgx.Conn, query string) ([]uuid.UUID, error) {
	rows, err := conn.Query(ctx, query)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
}

// visitorPaths mixes the public pages as visitors reach them: listings with pages, filters
// and searches, and the pages of many companies and services.
func visitorPaths(companies, services []uuid.UUID) []string {
	paths := []string{"/", "/about", "/directory", "/marketplace/services", "/sustainability-training"}
	words := []string{"solar", "energy", "audit", "green", "waste", "carbon", "training", "water"}
	for i := 2; i <= 40; i++ {
		paths = append(paths, "/marketplace/services?page="+strconv.Itoa(i), "/directory?page="+strconv.Itoa(i))
	}
	for _, w := range words {
		paths = append(paths, "/marketplace/services?q="+w, "/directory?q="+w, "/marketplace/services?tags="+w)
	}
	for _, c := range []string{"DE", "FR", "RO", "GB", "ES"} {
		paths = append(paths, "/marketplace/services?country="+c, "/directory?country="+c,
			"/marketplace/services?category=training&country="+c+"&onlyWithPrices=true")
	}
	for i, id := range companies {
		paths = append(paths, "/companies/"+id.String())
		if i%4 == 0 {
			paths = append(paths, "/companies/"+id.String()+"/badge", "/badge/"+id.String()+".svg")
		}
	}
	for _, id := range services {
		paths = append(paths, "/services/"+id.String())
	}
	return paths
}

// run sends the traffic for length; during, if given, runs beside it (the outage). It
// samples the server's memory every 10 s and /readyz every 250 ms.
func (t *traffic) run(length time.Duration, pid int, during func(start time.Time)) phase {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), length)
	defer cancel()
	var mu sync.Mutex
	var ph phase
	ph.length = length
	record := func(s sample) {
		mu.Lock()
		ph.samples = append(ph.samples, s)
		mu.Unlock()
	}
	var wg sync.WaitGroup
	n := t.s.connections
	writers, readers := 8, n/6
	for w := range writers {
		wg.Go(func() { t.saves(ctx, start, t.members[w*len(t.members)/writers:(w+1)*len(t.members)/writers], record) })
	}
	for r := range readers {
		wg.Go(func() { t.memberPages(ctx, start, t.members[r%len(t.members)], record) })
	}
	for range n - writers - readers {
		wg.Go(func() { t.visitors(ctx, start, record) })
	}
	wg.Go(func() { ph.rss = sampleRSS(ctx, start, pid) })
	wg.Go(func() { ph.readyz = sampleReady(ctx, start, t.s.base) })
	if during != nil {
		wg.Go(func() { during(start) })
	}
	wg.Wait()
	return ph
}

// client is one keep-alive connection (Go asks for gzip and decompresses by itself).
func client(jar http.CookieJar) *http.Client {
	return &http.Client{
		Jar:       jar,
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: 1, MaxConnsPerHost: 1, IdleConnTimeout: time.Minute},
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse // a redirect is an answer, not followed
		},
	}
}

func (t *traffic) visitors(ctx context.Context, start time.Time, record func(sample)) {
	c := client(nil)
	for ctx.Err() == nil {
		p := t.visitorPaths[rand.IntN(len(t.visitorPaths))]
		record(get(ctx, c, start, visitor, t.s.base+p))
	}
}

func (t *traffic) memberPages(ctx context.Context, start time.Time, m *member, record func(sample)) {
	c := client(m.jar)
	paths := []string{"/sustainability-profile", "/sustainability-profile/wizard", "/", "/marketplace/services", "/user/profile"}
	for ctx.Err() == nil {
		record(get(ctx, c, start, page, t.s.base+paths[rand.IntN(len(paths))]))
	}
}

// get asks for url and reads the whole answer.
func get(ctx context.Context, c *http.Client, start time.Time, kind int, url string) sample {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	return do(c, req, start, kind)
}

func do(c *http.Client, req *http.Request, start time.Time, kind int) sample {
	t0 := time.Now()
	res, err := c.Do(req)
	s := sample{at: t0.Sub(start), kind: kind}
	if err != nil {
		s.took = time.Since(t0)
		if req.Context().Err() != nil {
			s.status = -1 // the phase ended: not counted
		} else {
			s.errText = err.Error()
		}
		return s
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	s.took, s.status = time.Since(t0), res.StatusCode
	s.cached = res.Header.Get("X-Cache") == "HIT"
	if s.status == http.StatusServiceUnavailable {
		text := string(body)
		s.clear = strings.Contains(text, "Temporarily unavailable") || strings.Contains(text, `"code":"unavailable"`)
		s.clear = s.clear && res.Header.Get("Retry-After") != ""
	}
	if s.status >= 400 && s.status != http.StatusServiceUnavailable {
		s.errText = fmt.Sprintf("%d %s %.120s", s.status, req.URL.Path, strings.Join(strings.Fields(string(body)), " "))
	}
	return s
}

func sampleRSS(ctx context.Context, start time.Time, pid int) []rssSample {
	var out []rssSample
	tick := time.NewTicker(10 * time.Second)
	defer tick.Stop()
	for {
		if mb, err := rss(pid); err == nil {
			out = append(out, rssSample{at: time.Since(start), mb: mb})
		}
		select {
		case <-ctx.Done():
			return out
		case <-tick.C:
		}
	}
}

// rss reads the process's resident memory in MB.
func rss(pid int) (float64, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, err := strconv.ParseFloat(f[1], 64)
			return kb / 1024, err
		}
	}
	return 0, fmt.Errorf("no VmRSS")
}

func sampleReady(ctx context.Context, start time.Time, base string) []readySample {
	c := &http.Client{Timeout: 3 * time.Second}
	var out []readySample
	for ctx.Err() == nil {
		st := 0
		if res, err := c.Get(base + "/readyz"); err == nil {
			st = res.StatusCode
			res.Body.Close()
		}
		out = append(out, readySample{at: time.Since(start), status: st})
		select {
		case <-ctx.Done():
		case <-time.After(250 * time.Millisecond):
		}
	}
	return out
}

func waitReady(base string, limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		if res, err := http.Get(base + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(300 * time.Millisecond)
	}
	return fmt.Errorf("not ready after %s", limit)
}

// form is a POST body.
func form(v url.Values) io.Reader { return strings.NewReader(v.Encode()) }
