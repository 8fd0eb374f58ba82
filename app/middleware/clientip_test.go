package middleware_test

import (
	"net/netip"
	"testing"

	"github.com/stretchr/testify/require"

	"greenconnect/app/middleware"
)

func TestClientIPIsTheRightMostAddressThatIsNotATrustedProxy(t *testing.T) {
	t.Parallel()
	proxies := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("2001:db8:ffff::/48"),
		netip.MustParsePrefix("192.0.2.10/32")}
	cases := []struct {
		name    string
		trusted []netip.Prefix
		peer    string
		xff     []string
		want    string
	}{
		{"no trusted proxies: the socket", nil, "198.51.100.7", []string{"203.0.113.1"}, "198.51.100.7"},
		{"an untrusted peer's header is ignored", proxies, "198.51.100.7", []string{"203.0.113.1"}, "198.51.100.7"},
		{"one proxy", proxies, "10.0.0.2", []string{"203.0.113.1"}, "203.0.113.1"},
		{"a forged left-most entry is not believed", proxies, "10.0.0.2", []string{"1.2.3.4, 203.0.113.1"}, "203.0.113.1"},
		{"a chain of trusted proxies is skipped", proxies, "10.0.0.2", []string{"6.6.6.6, 203.0.113.1, 192.0.2.10, 10.1.1.1"}, "203.0.113.1"},
		{"several header lines are one list", proxies, "10.0.0.2", []string{"6.6.6.6", "203.0.113.1, 10.9.9.9"}, "203.0.113.1"},
		{"no header: the proxy itself", proxies, "10.0.0.2", nil, "10.0.0.2"},
		{"an empty header: the proxy itself", proxies, "10.0.0.2", []string{""}, "10.0.0.2"},
		{"garbage right of the client ends at the last believed hop", proxies, "10.0.0.2", []string{"203.0.113.1, <script>"}, "10.0.0.2"},
		{"garbage behind a trusted hop stops there", proxies, "10.0.0.2", []string{"evil, 10.3.3.3"}, "10.3.3.3"},
		{"an address with a port", proxies, "10.0.0.2", []string{"203.0.113.1:4711"}, "203.0.113.1"},
		{"IPv6", proxies, "2001:db8:ffff::1", []string{"2001:db8:1::5, 2001:db8:ffff::9"}, "2001:db8:1::5"},
		{"IPv6 with a port", proxies, "10.0.0.2", []string{"[2001:db8:1::5]:443"}, "2001:db8:1::5"},
		{"an IPv4-mapped peer is the IPv4 proxy", proxies, "::ffff:10.0.0.2", []string{"203.0.113.1"}, "203.0.113.1"},
		{"an IPv4-mapped entry is IPv4", proxies, "10.0.0.2", []string{"::ffff:203.0.113.1"}, "203.0.113.1"},
		{"a zone is not an address", proxies, "10.0.0.2", []string{"fe80::1%eth0"}, "10.0.0.2"},
		{"every hop trusted: the left-most", proxies, "10.0.0.2", []string{"10.5.5.5, 10.6.6.6"}, "10.5.5.5"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var lines [][]byte
			for _, l := range tc.xff {
				lines = append(lines, []byte(l))
			}
			got := middleware.ClientIP(tc.trusted, netip.MustParseAddr(tc.peer), lines)
			require.Equal(t, tc.want, got.String())
		})
	}
}
