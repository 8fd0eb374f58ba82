// Package sms sends text messages through a public provider's HTTP API. Twilio's Messages
// API is the one implementation (docs/account-security.md, "SMS codes"); smstest is a local
// server that speaks the same API, for tests.
package sms

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"
)

// Twilio sends messages with Twilio's Messages API:
// POST {BaseURL}/2010-04-01/Accounts/{AccountSID}/Messages.json, basic auth with the
// account SID and auth token, a form body of To, From and Body.
type Twilio struct {
	BaseURL    string // https://api.twilio.com, or a local server in tests
	AccountSID string
	AuthToken  string
	From       string // the sending number, E.164
	Client     *http.Client
	Sent       *atomic.Uint64 // counts the messages the provider accepted (the metrics); nil: not counted
}

// Error is the provider's refusal: its HTTP status and Twilio's error code and message.
type Error struct {
	Status  int
	Code    int
	Message string
}

func (e *Error) Error() string {
	return fmt.Sprintf("sms: provider answered %d (code %d): %s", e.Status, e.Code, e.Message)
}

// Permanent reports whether sending again cannot help: a 4xx other than 429 (a bad number,
// wrong credentials). A 429, a 5xx or a network failure may pass later.
func (e *Error) Permanent() bool {
	return e.Status >= 400 && e.Status < 500 && e.Status != http.StatusTooManyRequests
}

// Send sends body to the number to (E.164); an *Error when the provider refuses it.
func (t *Twilio) Send(ctx context.Context, to, body string) error {
	_, err := t.send(ctx, to, body)
	if err == nil && t.Sent != nil {
		t.Sent.Add(1)
	}
	return err
}

func (t *Twilio) send(ctx context.Context, to, body string) (string, error) {
	endpoint := strings.TrimRight(t.BaseURL, "/") + "/2010-04-01/Accounts/" + url.PathEscape(t.AccountSID) + "/Messages.json"
	form := url.Values{"To": {to}, "From": {t.From}, "Body": {body}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.SetBasicAuth(t.AccountSID, t.AuthToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	client := t.Client
	if client == nil {
		client = &http.Client{Timeout: 15 * time.Second}
	}
	res, err := client.Do(req)
	if err != nil {
		return "", fmt.Errorf("sms: %w", err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if err != nil {
		return "", fmt.Errorf("sms: reading the answer: %w", err)
	}
	if res.StatusCode/100 != 2 {
		e := &Error{Status: res.StatusCode}
		var body struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		}
		if json.Unmarshal(raw, &body) == nil {
			e.Code, e.Message = body.Code, body.Message
		}
		return "", e
	}
	var msg struct {
		SID    string `json:"sid"`
		Status string `json:"status"`
	}
	if err := json.Unmarshal(raw, &msg); err != nil || msg.SID == "" {
		return "", fmt.Errorf("sms: unexpected answer %d: %.200s", res.StatusCode, raw)
	}
	return msg.SID, nil
}
