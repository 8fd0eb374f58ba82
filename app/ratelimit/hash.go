package ratelimit

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/netip"
)

// HashIP keys an address for counting without storing it: an HMAC with the app's secret,
// so the stored value cannot be reversed by trying all addresses.
func HashIP(secret, ip string) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ip))
	return hex.EncodeToString(m.Sum(nil))[:32]
}

// ClientKey is the address a per-address limit counts a client as: an IPv4 address as it
// is, an IPv6 address by its /64. One subscriber's line, server or cloud host gets a whole
// /64 and may pick any address in it, so counting single IPv6 addresses would let one client
// try 2^64 times as often (README, Security). What does not parse is kept as written.
func ClientKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	a = a.Unmap()
	if a.Is4() {
		return a.String()
	}
	return netip.PrefixFrom(a.WithZone(""), 64).Masked().String()
}

// HashClient is HashIP of the client's ClientKey: the key of every per-address limit.
func HashClient(secret, ip string) string { return HashIP(secret, ClientKey(ip)) }
