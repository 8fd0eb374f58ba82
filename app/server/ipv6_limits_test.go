package server_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// An IPv6 client picks any of the 2^64 addresses of its /64: every per-address limit counts
// the /64 (ratelimit.ClientKey), so changing the last 64 bits dodges none (README, Security).
func TestPerAddressLimitsCountAnIPv6ClientByItsSlash64(t *testing.T) {
	t.Parallel()
	base := listening(t, "127.0.0.1/32")
	c, token := browser(t, base)
	for i := 0; i < 30; i++ {
		xff := fmt.Sprintf("2001:db8:5:6:%x::%x", i, i+1)
		require.Equal(t, http.StatusNoContent, logFrom(t, c, base, token, xff), "entry %d", i+1)
	}
	require.Equal(t, http.StatusTooManyRequests, logFrom(t, c, base, token, "2001:db8:5:6:ffff:ffff:ffff:fffe"),
		"the 31st entry from the same /64 is over the limit")
	require.Equal(t, http.StatusNoContent, logFrom(t, c, base, token, "2001:db8:5:7::1"),
		"the next /64 is another client")

	// The account's limits too: sign-ups, 10 an hour per address.
	status := func(xff, email string) int {
		form := url.Values{"email": {email}, "password": {"a long enough password 1"}, "company": {"Co"}, "terms": {"1"}}
		req, _ := http.NewRequest(http.MethodPost, base+"/signup", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		req.Header.Set("X-Forwarded-For", xff)
		res, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(req)
		require.NoError(t, err)
		res.Body.Close()
		return res.StatusCode
	}
	for i := 0; i < 10; i++ {
		require.Equal(t, http.StatusSeeOther, status(fmt.Sprintf("2001:db8:9:9::%x", i+1), fmt.Sprintf("s%d@example.com", i)), "sign-up %d", i+1)
	}
	require.Equal(t, http.StatusTooManyRequests, status("2001:db8:9:9:abcd::1", "s10@example.com"))
	require.Equal(t, http.StatusSeeOther, status("2001:db8:9:a::1", "s11@example.com"))
}
