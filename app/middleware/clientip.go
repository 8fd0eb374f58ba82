package middleware

import (
	"net/netip"
	"strings"

	"github.com/gofiber/fiber/v3"
)

// ClientIP is the address of whoever sent the request, the one rule for rate limits and
// sign-in history (see README, "Security"). Without trusted proxies it is the socket's peer.
// When the peer is a trusted proxy, X-Forwarded-For is read from the right: each trusted
// proxy appended the address it received the request from, so the right-most entry that is
// not a trusted proxy is the client. Entries further left are whatever the client wrote and
// are never believed. An entry that is not an IP address ends the walk at the last address
// that was believed: a forged value cannot choose the answer.
func ClientIP(trusted []netip.Prefix, peer netip.Addr, forwardedFor [][]byte) netip.Addr {
	peer = peer.Unmap()
	if !isTrusted(trusted, peer) {
		return peer
	}
	// Several header lines are one list, in order (RFC 9110 §5.3).
	var entries []string
	for _, line := range forwardedFor {
		entries = append(entries, strings.Split(string(line), ",")...)
	}
	client := peer
	for i := len(entries) - 1; i >= 0; i-- {
		addr, ok := parseForwarded(entries[i])
		if !ok {
			return client
		}
		client = addr
		if !isTrusted(trusted, addr) {
			return addr
		}
	}
	return client // every hop is a trusted proxy: the left-most one asked
}

// parseForwarded reads one X-Forwarded-For entry: an address, or an address with a port
// ("192.0.2.1:4711", "[2001:db8::1]:4711") as some proxies write it.
func parseForwarded(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if a, err := netip.ParseAddr(s); err == nil && a.Zone() == "" {
		return a.Unmap(), true
	}
	if ap, err := netip.ParseAddrPort(s); err == nil && ap.Addr().Zone() == "" {
		return ap.Addr().Unmap(), true
	}
	return netip.Addr{}, false
}

func isTrusted(trusted []netip.Prefix, a netip.Addr) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// Ctx is the app's request context: fiber's own, with IP answering ClientIP, so that every
// c.IP() in the app (rate limits, sign-in history, fiber's middleware) agrees. fiber's own
// IP() with a proxy header would return the header as sent, or its left-most address, which
// the client chooses.
type Ctx struct {
	*fiber.DefaultCtx
	trusted []netip.Prefix
}

// IP is the client's address (ClientIP).
func (c *Ctx) IP() string {
	peer, _ := netip.AddrFromSlice(c.RequestCtx().RemoteIP())
	if len(c.trusted) == 0 {
		return peer.Unmap().String()
	}
	return ClientIP(c.trusted, peer, c.Request().Header.PeekAll(fiber.HeaderXForwardedFor)).String()
}

// NewCtx makes the app's contexts (fiber.NewWithCustomCtx) for the given trusted proxies.
func NewCtx(trusted []netip.Prefix) func(app *fiber.App) fiber.CustomCtx {
	return func(app *fiber.App) fiber.CustomCtx {
		return &Ctx{DefaultCtx: fiber.NewDefaultCtx(app), trusted: trusted}
	}
}
