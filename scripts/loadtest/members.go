package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"greenconnect/app/server"
)

// member is a signed-in company saving its profile through the API.
type member struct {
	email string
	jar   http.CookieJar
	base  string

	mu      sync.Mutex
	version int       // the profile's version the next save names
	sent    int       // saves sent ("about" says "load <n>")
	acked   int       // the last save answered 200
	ackedN  int       // how many saves were answered 200
	last    time.Time // when it last saved (the API allows 240 saves in 10 minutes)
}

// saveEvery keeps each member under the API's save limit (240 in 10 minutes).
const saveEvery = 2700 * time.Millisecond

func signIn(base, email string) (*member, error) {
	jar, _ := cookiejar.New(nil)
	m := &member{email: email, jar: jar, base: base}
	c := client(jar)
	res, err := c.Post(base+"/signin", "application/x-www-form-urlencoded",
		form(url.Values{"email": {email}, "password": {server.DemoPassword}}))
	if err != nil {
		return nil, err
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther {
		return nil, fmt.Errorf("sign-in of %s: %d", email, res.StatusCode)
	}
	if res, err = c.Get(base + "/sustainability-profile"); err != nil { // its CSRF token
		return nil, err
	}
	res.Body.Close()
	return m, m.resync(c)
}

// xsrf is the CSRF token the islands send: the cookie's value.
func (m *member) xsrf() string {
	u, _ := url.Parse(m.base)
	for _, ck := range m.jar.Cookies(u) {
		if ck.Name == "XSRF-TOKEN" {
			return ck.Value
		}
	}
	return ""
}

// resync reads the profile's current version (after a save whose answer was lost).
func (m *member) resync(c *http.Client) error {
	res, err := c.Get(m.base + "/api/sustainability/me")
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var rec struct{ Version int }
	if res.StatusCode != http.StatusOK || json.NewDecoder(res.Body).Decode(&rec) != nil {
		return fmt.Errorf("read the profile of %s: %d", m.email, res.StatusCode)
	}
	m.version = rec.Version
	return nil
}

// saves has members save their profile in turn, each at most every saveEvery.
func (t *traffic) saves(ctx context.Context, start time.Time, ms []*member, record func(sample)) {
	clients := make([]*http.Client, len(ms))
	for i, m := range ms {
		clients[i] = client(m.jar)
	}
	for i := 0; ctx.Err() == nil; i = (i + 1) % len(ms) {
		m, c := ms[i], clients[i]
		if wait := saveEvery - time.Since(m.last); wait > 0 {
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait / time.Duration(len(ms))):
				continue
			}
		}
		m.mu.Lock()
		m.last = time.Now()
		m.sent++
		seq := m.sent
		body, _ := json.Marshal(map[string]any{"version": m.version, "company": map[string]any{"about": "load " + strconv.Itoa(seq)}})
		m.mu.Unlock()
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, t.s.base+"/api/sustainability", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json")
		req.Header.Set("X-XSRF-TOKEN", m.xsrf())
		s := doSave(c, req, start, m, seq)
		record(s)
		if s.status == http.StatusConflict || s.status == http.StatusServiceUnavailable || (s.status == 0 && s.errText != "") {
			// The save may have been stored before its answer was lost: read the version again.
			_ = m.resync(c)
		}
	}
}

// doSave sends one save and notes it as acknowledged when answered 200.
func doSave(c *http.Client, req *http.Request, start time.Time, m *member, seq int) sample {
	t0 := time.Now()
	res, err := c.Do(req)
	s := sample{at: t0.Sub(start), kind: save}
	if err != nil {
		s.took = time.Since(t0)
		if req.Context().Err() != nil {
			s.status = -1
		} else {
			s.errText = err.Error()
		}
		return s
	}
	defer res.Body.Close()
	s.took, s.status = time.Since(t0), res.StatusCode
	var rec struct {
		Version int
		Error   struct{ Code string }
	}
	_ = json.NewDecoder(res.Body).Decode(&rec)
	switch {
	case res.StatusCode == http.StatusOK:
		m.mu.Lock()
		m.version, m.acked = rec.Version, seq
		m.ackedN++
		m.mu.Unlock()
	case res.StatusCode == http.StatusServiceUnavailable:
		s.clear = rec.Error.Code == "unavailable" && res.Header.Get("Retry-After") != ""
	case res.StatusCode == http.StatusConflict:
		s.conflict = true
		s.errText = "409 conflict"
	default:
		s.errText = fmt.Sprintf("%d save (%s)", res.StatusCode, rec.Error.Code)
	}
	return s
}

// writesChecked is what verifyWrites found.
type writesChecked struct {
	acknowledged int      // saves answered 200
	lost         []string // members whose stored profile is older than their last acknowledged save
}

// verifyWrites reads every member's profile from the database: the last save each was told
// succeeded (or a later one, stored before its answer was lost) must be there.
func (t *traffic) verifyWrites(ctx context.Context, dbURL string) (writesChecked, error) {
	var out writesChecked
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return out, err
	}
	defer conn.Close(ctx)
	for _, m := range t.members {
		var about string
		err := conn.QueryRow(ctx, `SELECT coalesce(p.company->>'about', '') FROM company_profiles p
			JOIN users u ON u.id = p.user_id WHERE u.email = $1`, m.email).Scan(&about)
		if err != nil {
			return out, fmt.Errorf("read %s: %w", m.email, err)
		}
		stored, _ := strconv.Atoi(strings.TrimPrefix(about, "load "))
		out.acknowledged += countAcked(m)
		if stored < m.acked || stored > m.sent {
			out.lost = append(out.lost, fmt.Sprintf("%s: stored save %d, acknowledged %d", m.email, stored, m.acked))
		}
	}
	return out, nil
}

func countAcked(m *member) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.ackedN
}
