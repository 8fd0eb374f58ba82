package signins

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A sign-in keeps the address's network, never the address (docs/accounts.md, "Sign-in history").
func TestASignInKeepsTheNetworkNotTheAddress(t *testing.T) {
	t.Parallel()
	for ip, want := range map[string]string{"203.0.113.77": "203.0.113.0/24", "::ffff:198.51.100.9": "198.51.100.0/24",
		"2001:db8:1234:5678:9abc::1": "2001:db8:1234:5678::/64", "": "", "not-an-ip": ""} {
		if got := Network(ip); got != want {
			t.Errorf("Network(%q) = %q, want %q", ip, got, want)
		}
	}
	for ua, want := range map[string]string{"": "", "Mozilla/5.0 Chrome/130.0 Safari/537.36 Edg/130.0": "Edge",
		"Mozilla/5.0 (iPhone) Version/18.0 Mobile/15E148 Safari/604.1": "Safari", "bot": "other"} {
		if got := Family(ua); got != want {
			t.Errorf("Family(%q) = %q, want %q", ua, got, want)
		}
	}
}

func TestDescribe(t *testing.T) {
	t.Parallel()
	require.Equal(t, "Firefox · Windows", Describe("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"))
	require.Equal(t, "Chrome · Linux", Describe("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"))
	require.Equal(t, "Edge · Windows", Describe("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0"))
	require.Equal(t, "Safari · iOS", Describe("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1"))
	require.Equal(t, "—", Describe(""))
	require.Equal(t, strings.Repeat("ü", 40)+"…", Describe(strings.Repeat("ü", 41)), "cut between characters, not inside one")
}
