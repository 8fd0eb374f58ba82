package ratelimit

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
)

// HashIP keys an address for counting without storing it: an HMAC with the app's secret,
// so the stored value cannot be reversed by trying all addresses.
func HashIP(secret, ip string) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write([]byte(ip))
	return hex.EncodeToString(m.Sum(nil))[:32]
}
