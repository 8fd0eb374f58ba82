package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"
)

// Client is a browser-like client of the app: it keeps cookies and sends the CSRF token the
// way the pages do (hidden field for forms, X-XSRF-TOKEN header for JSON and htmx).
type Client struct {
	app    *App
	jar    *cookiejar.Jar
	Header http.Header // sent with every request (e.g. Accept-Language)
	// NoOrigin leaves out the Origin and Sec-Fetch-Site headers a browser adds to a POST
	// from our own page, as a client that is not a browser does.
	NoOrigin bool
}

// Client returns a new client with no cookies.
func (a *App) Client() *Client {
	jar, _ := cookiejar.New(nil)
	return &Client{app: a, jar: jar, Header: http.Header{}}
}

// Response is an answer with its body read.
type Response struct {
	*http.Response
	Body string
	t    testing.TB
	doc  *goquery.Document
}

// Get requests path.
func (c *Client) Get(path string) *Response {
	req, _ := http.NewRequest(http.MethodGet, BaseURL+path, nil)
	return c.Do(req)
}

// HTMX requests path as htmx would (fragment wanted).
func (c *Client) HTMX(method, path string, form url.Values) *Response {
	form = c.withToken(form)
	req, _ := http.NewRequest(method, BaseURL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("HX-Request", "true")
	req.Header.Set("X-XSRF-TOKEN", c.Token())
	return c.Do(req)
}

// PostForm submits a plain form, with the hidden CSRF field.
func (c *Client) PostForm(path string, form url.Values) *Response {
	form = c.withToken(form)
	req, _ := http.NewRequest(http.MethodPost, BaseURL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return c.Do(req)
}

// PostFormNoToken submits a form as a forged request would: from a page on another site,
// without any CSRF token (but with this client's cookies).
func (c *Client) PostFormNoToken(path string, form url.Values) *Response {
	req, _ := http.NewRequest(http.MethodPost, BaseURL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://forger.example")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	return c.Do(req)
}

// JSON sends a JSON body with the XSRF header, as the islands' API client does.
func (c *Client) JSON(method, path string, body any) *Response {
	var r io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		r = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest(method, BaseURL+path, r)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if method != http.MethodGet {
		req.Header.Set("X-XSRF-TOKEN", c.Token())
	}
	return c.Do(req)
}

// Do sends a request through the app, keeping cookies.
func (c *Client) Do(req *http.Request) *Response {
	t := c.app.T
	t.Helper()
	for k, v := range c.Header {
		if req.Header.Get(k) == "" {
			req.Header[k] = v
		}
	}
	if req.Method != http.MethodGet && req.Method != http.MethodHead && req.Header.Get("Origin") == "" &&
		req.Header.Get("Sec-Fetch-Site") == "" && !c.NoOrigin {
		// As a browser sends them with a form or fetch from our own page.
		req.Header.Set("Origin", BaseURL)
		req.Header.Set("Sec-Fetch-Site", "same-origin")
	}
	for _, ck := range c.jar.Cookies(req.URL) {
		req.AddCookie(ck)
	}
	res, err := c.app.Server.App.Test(req, fiber.TestConfig{Timeout: 30 * time.Second})
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	c.jar.SetCookies(req.URL, res.Cookies())
	return &Response{Response: res, Body: string(body), t: t}
}

// Token is the CSRF token of this client, fetching a page first if it has a session but
// no token yet. A visitor without a session has none (middleware.CSRF checks the origin
// of their requests instead): "".
func (c *Client) Token() string {
	if tok := c.Cookie("XSRF-TOKEN"); tok != "" || c.Cookie("gc_session") == "" {
		return tok
	}
	c.Get("/about")
	return c.Cookie("XSRF-TOKEN")
}

// Cookie returns the value of a cookie the client holds.
func (c *Client) Cookie(name string) string {
	u, _ := url.Parse(BaseURL)
	for _, ck := range c.jar.Cookies(u) {
		if ck.Name == name {
			return ck.Value
		}
	}
	return ""
}

// SetCookie puts a cookie in the jar.
func (c *Client) SetCookie(name, value string) {
	u, _ := url.Parse(BaseURL)
	c.jar.SetCookies(u, []*http.Cookie{{Name: name, Value: value, Path: "/"}})
}

// SignInAs starts a signed-in session for the user, as a successful sign-in would.
func (c *Client) SignInAs(id uuid.UUID) {
	c.app.T.Helper()
	c.newSession(func(ctx context.Context) error { return c.app.Server.Modules.Accounts.StartSession(ctx, id) })
}

// StartSession gives the client a session before any sign-in (a visitor's own, with a
// message waiting to show, or one someone planted) and returns its token.
func (c *Client) StartSession() string {
	c.app.T.Helper()
	return c.newSession(func(ctx context.Context) error {
		c.app.Server.Sessions.Put(ctx, "visitor", "1")
		return nil
	})
}

// newSession makes a session, lets fill put what it holds, stores it and gives the client
// its cookie; it returns the token.
func (c *Client) newSession(fill func(ctx context.Context) error) string {
	t := c.app.T
	t.Helper()
	s := c.app.Server
	ctx, err := s.Sessions.Load(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	if err := fill(ctx); err != nil {
		t.Fatalf("fill the session: %v", err)
	}
	token, _, err := s.Sessions.Commit(ctx)
	if err != nil {
		t.Fatal(err)
	}
	c.SetCookie("gc_session", token)
	c.SetCookie("XSRF-TOKEN", "") // a new session has a new CSRF token, as after a real sign-in
	return token
}

func (c *Client) withToken(form url.Values) url.Values {
	if form == nil {
		form = url.Values{}
	}
	if form.Get("_csrf") == "" {
		form.Set("_csrf", c.Token())
	}
	return form
}

// Doc parses the body as HTML.
func (r *Response) Doc() *goquery.Document {
	if r.doc == nil {
		doc, err := goquery.NewDocumentFromReader(strings.NewReader(r.Body))
		if err != nil {
			r.t.Fatalf("parse HTML: %v", err)
		}
		r.doc = doc
	}
	return r.doc
}

// Find selects in the HTML body.
func (r *Response) Find(selector string) *goquery.Selection { return r.Doc().Find(selector) }

// Text is the trimmed text of the first match.
func (r *Response) Text(selector string) string {
	return strings.TrimSpace(r.Find(selector).First().Text())
}

// DecodeJSON decodes the body into v.
func (r *Response) DecodeJSON(v any) {
	if err := json.Unmarshal([]byte(r.Body), v); err != nil {
		r.t.Fatalf("decode JSON %q: %v", r.Body, err)
	}
}
