package account

import "testing"

// A sign-in keeps the address's network, never the address (docs/accounts.md, "Sign-in history").
func TestASignInKeepsTheNetworkNotTheAddress(t *testing.T) {
	for ip, want := range map[string]string{"203.0.113.77": "203.0.113.0/24", "::ffff:198.51.100.9": "198.51.100.0/24",
		"2001:db8:1234:5678:9abc::1": "2001:db8:1234:5678::/64", "": "", "not-an-ip": ""} {
		if got := networkOf(ip); got != want {
			t.Errorf("networkOf(%q) = %q, want %q", ip, got, want)
		}
	}
	for ua, want := range map[string]string{"": "", "Mozilla/5.0 Chrome/130.0 Safari/537.36 Edg/130.0": "Edge",
		"Mozilla/5.0 (iPhone) Version/18.0 Mobile/15E148 Safari/604.1": "Safari", "bot": "other"} {
		if got := browserFamily(ua); got != want {
			t.Errorf("browserFamily(%q) = %q, want %q", ua, got, want)
		}
	}
}
