package server_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
)

// newRequest is a request to the test app's address (the clients keep its cookies).
func newRequest(method, path string, body io.Reader) *http.Request {
	req, _ := http.NewRequest(method, apptest.BaseURL+path, body)
	return req
}

// machineError checks that an answer is the JSON error shape ({"error": {"code",
// "message"}}), never an HTML page, and returns it.
func machineError(t *testing.T, what string, res *apptest.Response, status int) (code, message string) {
	t.Helper()
	require.Equal(t, status, res.StatusCode, what+": "+res.Body)
	require.True(t, strings.HasPrefix(res.Header.Get("Content-Type"), "application/json"), what+": "+res.Header.Get("Content-Type"))
	var body struct {
		Error *struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	require.NoError(t, json.Unmarshal([]byte(res.Body), &body), what)
	require.NotNil(t, body.Error, what)
	require.NotEmpty(t, body.Error.Code, what)
	require.NotEmpty(t, body.Error.Message, what)
	require.NotContains(t, res.Body, "<html", what)
	return body.Error.Code, body.Error.Message
}

// Machines get machine answers (docs/shell.md, "Errors"): every way a request to the API,
// Stripe's webhook or a badge's JSON can fail answers the JSON error shape, in the asker's
// language where there is one.
func TestMachinesGetJSONErrorsOnEveryPath(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, func(c *config.Config) {
		c.Stripe = config.Stripe{SecretKey: "sk_test_123", WebhookSecret: "whsec_test", APIBase: "http://127.0.0.1:1"}
	})
	visitor := app.Client()

	// The API.
	machineError(t, "unknown /api route", visitor.Get("/api/no-such-thing"), http.StatusNotFound)
	fr := app.Client()
	fr.Header.Set("Accept-Language", "fr")
	_, msg := machineError(t, "unknown /api route, in French", fr.Get("/api/no-such-thing"), http.StatusNotFound)
	require.Contains(t, msg, "Nous n’avons pas trouvé")
	wrong := visitor.Do(newRequest(http.MethodDelete, "/api/greenRating", nil))
	require.GreaterOrEqual(t, wrong.StatusCode, 400)
	machineError(t, "wrong method", wrong, wrong.StatusCode)
	machineError(t, "signed out", visitor.Get("/api/account/me"), http.StatusUnauthorized)
	bearer := app.Client()
	bearer.Header.Set("Authorization", "Bearer gc_not-a-token")
	machineError(t, "unknown token", bearer.Get("/api/account/me"), http.StatusUnauthorized)

	member := app.Client()
	member.SignInAs(app.CreateUser("member@example.com"))
	machineError(t, "not an admin", member.JSON(http.MethodPost, "/api/greenRating", map[string]any{}), http.StatusForbidden)
	noToken := newRequest(http.MethodPost, "/api/sustainability", strings.NewReader(`{}`))
	noToken.Header.Set("Content-Type", "application/json")
	code, _ := machineError(t, "CSRF refusal", member.Do(noToken), http.StatusForbidden)
	require.Equal(t, "csrf", code)
	cross := newRequest(http.MethodPost, "/api/activity/login", strings.NewReader(`{}`))
	cross.Header.Set("Origin", "https://evil.example")
	cross.Header.Set("Sec-Fetch-Site", "cross-site")
	machineError(t, "a visitor's cross-site POST", visitor.Do(cross), http.StatusForbidden)

	code, _ = machineError(t, "body over the server's limit", overLimit(t, app), http.StatusRequestEntityTooLarge)
	require.Equal(t, "too_large", code)

	var limited *apptest.Response
	for i := range 200 {
		if limited = visitor.Get("/api/public/services?q=w" + strconv.Itoa(i)); limited.StatusCode == http.StatusTooManyRequests {
			break
		}
	}
	code, _ = machineError(t, "rate limit", limited, http.StatusTooManyRequests)
	require.Equal(t, "rate_limited", code)
	require.NotEmpty(t, limited.Header.Get("Retry-After"))

	// Stripe's webhook.
	stripe := app.Client()
	hook := newRequest(http.MethodPost, "/billing/webhook", strings.NewReader(`{"id":"evt_1"}`))
	hook.Header.Set("Stripe-Signature", "t=1,v1=bad")
	code, _ = machineError(t, "webhook, bad signature", stripe.Do(hook), http.StatusBadRequest)
	require.Equal(t, "bad_request", code)
	big := newRequest(http.MethodPost, "/billing/webhook", bytes.NewReader(make([]byte, 600<<10)))
	machineError(t, "webhook, body too large", stripe.Do(big), http.StatusRequestEntityTooLarge)
	machineError(t, "webhook, wrong method", stripe.Get("/billing/webhook"), stripe.Get("/billing/webhook").StatusCode)

	// The badge's JSON: an unknown id, a malformed one, in the badge's language.
	machineError(t, "badge of an unknown company", visitor.Get("/badge/"+uuid.NewString()+".json"), http.StatusNotFound)
	machineError(t, "badge of a malformed id", visitor.Get("/badge/nonsense.json"), http.StatusNotFound)
	_, msg = machineError(t, "badge in Romanian", visitor.Get("/badge/"+uuid.NewString()+".json?lang=ro"), http.StatusNotFound)
	require.Contains(t, msg, "Nu am găsit")
	machineError(t, "badge, wrong method", visitor.Do(newRequest(http.MethodPost, "/badge/"+uuid.NewString()+".json", nil)),
		visitor.Do(newRequest(http.MethodPost, "/badge/"+uuid.NewString()+".json", nil)).StatusCode)
	draft := app.Client()
	draft.SignInAs(app.CreateUser("draft@example.com"))
	var mine struct {
		ID string `json:"id"`
	}
	draft.JSON(http.MethodGet, "/api/sustainability/me", nil).DecodeJSON(&mine)
	res := visitor.Get("/badge/" + mine.ID + ".json")
	require.True(t, strings.HasPrefix(res.Header.Get("Content-Type"), "application/json"), "an unpublished company's badge is JSON")

	// Pages keep their themed HTML error pages.
	page := visitor.Get("/no/such/page")
	require.Contains(t, page.Header.Get("Content-Type"), "text/html")
}

// overLimit posts a body over the server's limit to the API through a real listener: the
// server refuses it while reading, before any route (app.Test reports that as an error).
func overLimit(t *testing.T, app *apptest.App) *apptest.Response {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	go func() { _ = app.Server.App.Listener(ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
	t.Cleanup(func() { _ = app.Server.App.Shutdown() })
	conn, err := net.Dial("tcp", ln.Addr().String())
	require.NoError(t, err)
	defer conn.Close()
	// The length alone is over the limit: the server answers without waiting for the body.
	_, err = conn.Write([]byte("POST /api/sustainability HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
		"Content-Length: " + strconv.Itoa(26<<20) + "\r\n\r\n"))
	require.NoError(t, err)
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	require.NoError(t, err)
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return &apptest.Response{Response: res, Body: string(body)}
}
