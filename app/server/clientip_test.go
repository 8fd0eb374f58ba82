package server_test

import (
	"fmt"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/netip"
	"strings"
	"testing"

	"github.com/gofiber/fiber/v3"
	"github.com/stretchr/testify/require"

	"greenconnect/app/apptest"
	"greenconnect/app/config"
)

// listening serves the real app on a loopback socket, so requests arrive from 127.0.0.1:
// the proxy in these tests, when trusted.
func listening(t *testing.T, trusted ...string) string {
	app := apptest.New(t, func(c *config.Config) {
		for _, p := range trusted {
			c.TrustedProxies = append(c.TrustedProxies, netip.MustParsePrefix(p))
		}
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	go func() { _ = app.Server.App.Listener(ln, fiber.ListenConfig{DisableStartupMessage: true}) }()
	t.Cleanup(func() { _ = app.Server.App.Shutdown() })
	return "http://" + ln.Addr().String()
}

// logFrom posts a client log entry (limited to 30 a minute per address) with the given
// X-Forwarded-For and reports the status.
func logFrom(t *testing.T, c *http.Client, base, token, xff string) int {
	req, _ := http.NewRequest(http.MethodPost, base+"/api/logging/log", strings.NewReader(`{"level":"info","message":"hi"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-XSRF-TOKEN", token)
	req.Header.Set("X-Forwarded-For", xff)
	res, err := c.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	return res.StatusCode
}

// browser is a visitor's client: no session, so no CSRF token ("") — its posts are
// checked by origin (middleware.CSRF).
func browser(t *testing.T, base string) (*http.Client, string) {
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	res, err := c.Get(base + "/about")
	require.NoError(t, err)
	res.Body.Close()
	return c, ""
}

func TestAForgedForwardedForCannotDodgeARateLimit(t *testing.T) {
	t.Parallel()
	base := listening(t, "127.0.0.1/32")
	c, token := browser(t, base)
	for i := 0; i < 30; i++ {
		// The client writes a new address on the left each time; the proxy appends the real one.
		xff := fmt.Sprintf("198.51.100.%d, 203.0.113.7", i)
		require.Equal(t, http.StatusNoContent, logFrom(t, c, base, token, xff), "entry %d", i+1)
	}
	require.Equal(t, http.StatusTooManyRequests, logFrom(t, c, base, token, "192.0.2.99, 203.0.113.7"),
		"the 31st entry from 203.0.113.7 is over the limit whatever the client wrote before it")
	require.Equal(t, http.StatusTooManyRequests, logFrom(t, c, base, token, "not-an-ip, 203.0.113.7"))
	require.Equal(t, http.StatusNoContent, logFrom(t, c, base, token, "203.0.113.7, 203.0.113.8"),
		"another visitor behind the same proxy is not held back")
}

func TestAnUntrustedPeersForwardedForIsIgnored(t *testing.T) {
	t.Parallel()
	base := listening(t, "10.0.0.0/8") // the loopback peer is not a trusted proxy
	c, token := browser(t, base)
	for i := 0; i < 30; i++ {
		require.Equal(t, http.StatusNoContent, logFrom(t, c, base, token, fmt.Sprintf("203.0.113.%d", i)))
	}
	require.Equal(t, http.StatusTooManyRequests, logFrom(t, c, base, token, "203.0.113.200"),
		"a direct client is counted by its socket address whatever header it sends")
}
