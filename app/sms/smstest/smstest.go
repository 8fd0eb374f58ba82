// Package smstest is a local server that speaks Twilio's Messages API, for tests of the
// real client (app/sms) and for the browser tests' SMS provider (e2e/smsprovider): it
// checks the basic auth, the account in the path and the form fields as Twilio does,
// answers with Twilio's JSON shapes and error codes, and keeps what it accepted so a test
// can read the code sent.
package smstest

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// Message is one message the provider accepted.
type Message struct {
	SID  string `json:"sid"`
	To   string `json:"to"`
	From string `json:"from"`
	Body string `json:"body"`
}

// Provider is the fake Twilio. Fail makes the next answers an error, to test retries.
type Provider struct {
	AccountSID string
	AuthToken  string

	mu       sync.Mutex
	messages []Message
	failures []Failure
}

// Failure is an error answer Twilio gives: its HTTP status and error code.
type Failure struct {
	Status  int
	Code    int
	Message string
}

// New starts a provider on a local port for the test; its URL is the client's base URL.
func New(t testing.TB) (*Provider, *httptest.Server) {
	p := &Provider{AccountSID: "AC" + strings.Repeat("0", 30) + "01", AuthToken: "test-auth-token"}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	return p, srv
}

// Fail queues error answers for the next sends, in order.
func (p *Provider) Fail(f ...Failure) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.failures = append(p.failures, f...)
}

// Messages are the messages accepted so far, oldest first.
func (p *Provider) Messages() []Message {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]Message(nil), p.messages...)
}

var (
	e164        = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)
	messagePath = regexp.MustCompile(`^/2010-04-01/Accounts/([^/]+)/Messages\.json$`)
)

// ServeHTTP answers POST /2010-04-01/Accounts/{sid}/Messages.json as Twilio does, and
// GET /messages (not Twilio's: the tests' window on what was sent).
func (p *Provider) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet && r.URL.Path == "/messages" {
		var out []Message
		for _, m := range p.Messages() {
			if to := r.URL.Query().Get("to"); to == "" || m.To == to {
				out = append(out, m)
			}
		}
		writeJSON(w, http.StatusOK, out)
		return
	}
	m := messagePath.FindStringSubmatch(r.URL.Path)
	if m == nil {
		twilioError(w, Failure{http.StatusNotFound, 20404, "The requested resource " + r.URL.Path + " was not found"})
		return
	}
	if r.Method != http.MethodPost {
		twilioError(w, Failure{http.StatusMethodNotAllowed, 20004, "Method not allowed"})
		return
	}
	user, pass, ok := r.BasicAuth()
	if !ok || user != p.AccountSID || pass != p.AuthToken || m[1] != p.AccountSID {
		w.Header().Set("WWW-Authenticate", `Basic realm="Twilio API"`)
		twilioError(w, Failure{http.StatusUnauthorized, 20003, "Authenticate"})
		return
	}
	if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") || r.ParseForm() != nil {
		twilioError(w, Failure{http.StatusBadRequest, 21620, "Invalid request body"})
		return
	}
	to, from, body := r.PostForm.Get("To"), r.PostForm.Get("From"), r.PostForm.Get("Body")
	switch {
	case to == "":
		twilioError(w, Failure{http.StatusBadRequest, 21604, "A 'To' phone number is required."})
		return
	case !e164.MatchString(to):
		twilioError(w, Failure{http.StatusBadRequest, 21211, "Invalid 'To' Phone Number: " + to})
		return
	case from == "":
		twilioError(w, Failure{http.StatusBadRequest, 21603, "A 'From' phone number is required."})
		return
	case body == "":
		twilioError(w, Failure{http.StatusBadRequest, 21602, "Message body is required."})
		return
	case len([]rune(body)) > 1600:
		twilioError(w, Failure{http.StatusBadRequest, 21617, "The concatenated message body exceeds the 1600 character limit."})
		return
	}
	p.mu.Lock()
	if len(p.failures) > 0 {
		f := p.failures[0]
		p.failures = p.failures[1:]
		p.mu.Unlock()
		twilioError(w, f)
		return
	}
	msg := Message{SID: "SM" + randomHex(16), To: to, From: from, Body: body}
	p.messages = append(p.messages, msg)
	p.mu.Unlock()
	uri := "/2010-04-01/Accounts/" + p.AccountSID + "/Messages/" + msg.SID
	writeJSON(w, http.StatusCreated, map[string]any{
		"account_sid": p.AccountSID, "api_version": "2010-04-01", "body": body,
		"date_created": time.Now().UTC().Format(time.RFC1123Z), "date_sent": nil, "date_updated": time.Now().UTC().Format(time.RFC1123Z),
		"direction": "outbound-api", "error_code": nil, "error_message": nil, "from": from,
		"messaging_service_sid": nil, "num_media": "0", "num_segments": "1", "price": nil, "price_unit": "USD",
		"sid": msg.SID, "status": "queued", "to": to, "uri": uri + ".json",
		"subresource_uris": map[string]string{"media": uri + "/Media.json"},
	})
}

func twilioError(w http.ResponseWriter, f Failure) {
	writeJSON(w, f.Status, map[string]any{"code": f.Code, "message": f.Message,
		"more_info": "https://www.twilio.com/docs/errors/" + itoa(f.Code), "status": f.Status})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
