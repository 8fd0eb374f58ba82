package directory

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/db"
	"greenconnect/app/pagecache"
	"greenconnect/app/ratelimit"
	"greenconnect/app/web"
)

// The public listing API (docs/api.md): read-only, listed companies and public services only,
// the listings' own filters, cursor paging, open to any site (CORS) and limited per address.

// Public API paging: limit 1..100 (default 20), through the first CountBound matches as
// the listing pages (docs/directory.md, "Listings at any size").
const (
	publicDefaultLimit = 20
	publicMaxLimit     = 100
	publicMaxOffset    = CountBound
)

// PublicCompany is a listed company as the public API gives it: nothing a visitor cannot see.
type PublicCompany struct {
	ID                 uuid.UUID      `json:"id"`
	Name               string         `json:"name"`
	City               string         `json:"city"`
	Country            string         `json:"country"`
	Industry           string         `json:"industry"`
	Sector             string         `json:"sector"`
	Total              int            `json:"total"`
	Level              string         `json:"level"`
	Stars              int            `json:"stars"`
	Active             bool           `json:"active"`
	CompanyValidatedAt *string        `json:"companyValidatedAt"` // YYYY-MM-DD
	VerifiedItems      int            `json:"verifiedItems"`
	ItemsVerifiedAt    *string        `json:"itemsVerifiedAt"` // YYYY-MM-DD: the newest verified item
	Evidence           PublicEvidence `json:"evidence"`
	ServiceCount       int            `json:"serviceCount"`
	URL                string         `json:"url"`
	Badge              string         `json:"badge"`
}

// PublicEvidence is what backs a company's public answers.
type PublicEvidence struct {
	Answers  int `json:"answers"`
	Backed   int `json:"backed"`
	Verified int `json:"verified"`
}

// PublicServiceItem is a public service as the public API gives it.
type PublicServiceItem struct {
	ID          uuid.UUID          `json:"id"`
	Name        string             `json:"name"`
	Industry    string             `json:"industry"`
	Category    string             `json:"category"`
	Description string             `json:"description"`
	Tags        []string           `json:"tags"`
	Website     string             `json:"website"`
	HasPrices   bool               `json:"hasPrices"`
	URL         string             `json:"url"`
	Company     PublicServiceOwner `json:"company"`
}

// PublicServiceOwner is a service's company.
type PublicServiceOwner struct {
	ID      uuid.UUID `json:"id"`
	Name    string    `json:"name"`
	Country string    `json:"country"`
	Level   string    `json:"level"`
	Stars   int       `json:"stars"`
	URL     string    `json:"url"`
}

// publicPage is a page of the public API.
type publicPage[T any] struct {
	Items []T     `json:"items"`
	Total int     `json:"total"` // matches, counted up to CountBound
	More  bool    `json:"more"`  // more than total match (narrow the filters to reach them)
	Next  *string `json:"next"`  // the cursor of the next page; null on the last
}

// publicCORS opens the public API to every site (no credentials) and answers its preflight.
func publicCORS(c fiber.Ctx) error {
	c.Set(fiber.HeaderAccessControlAllowOrigin, "*")
	if c.Method() == fiber.MethodOptions {
		c.Set(fiber.HeaderAccessControlAllowMethods, "GET, OPTIONS")
		c.Set(fiber.HeaderAccessControlAllowHeaders, "Accept, Accept-Language")
		c.Set(fiber.HeaderAccessControlMaxAge, "86400")
		return c.SendStatus(fiber.StatusNoContent)
	}
	return c.Next()
}

// publicWindow checks a call: the rate limit, then limit and cursor; it answers the window
// and the canonical filter (the query's filters as the listing writes them).
func (h *Handler) publicWindow(c fiber.Ctx, canonical func(url.Values) string) (limit, offset int, filter string, err error) {
	rule := ratelimit.Rule{Max: h.PublicLimit, Window: time.Minute}
	if rule.Max < 1 {
		rule.Max = 120
	}
	// The counter's write is bookkeeping, not data the answer reads: outside the request's
	// route, so the listing's reads still go to a replica (docs/conventions.md, "Database").
	if err := h.Limiter.Check(db.Primary(c.Context()), "publicapi:"+ratelimit.ClientKey(c.IP()), rule); err != nil {
		return 0, 0, "", err
	}
	c.Set(fiber.HeaderCacheControl, "public, max-age=60")
	// The same for every caller: the page cache keeps it and answers the next call itself,
	// before any counting, as a CDN in front would (docs/api.md).
	pagecache.Public(c, DirectoryTag, MarketTag)
	v, perr := url.ParseQuery(string(c.Request().URI().QueryString()))
	if perr != nil {
		return 0, 0, "", badParam("query")
	}
	filter = canonical(v)
	limit = publicDefaultLimit
	if raw := v.Get("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > publicMaxLimit {
			return 0, 0, "", badParam("limit")
		}
		limit = n
	}
	if raw := v.Get("cursor"); raw != "" {
		if offset, err = h.readCursor(raw, filter); err != nil {
			return 0, 0, "", err
		}
	}
	return limit, offset, filter, nil
}

// A cursor is the next offset, signed with the filter it belongs to: opaque, and good only
// for the listing that gave it.
func (h *Handler) cursorMAC(offset int, filter string) string {
	m := hmac.New(sha256.New, []byte(h.Secret))
	m.Write([]byte(strconv.Itoa(offset) + "|" + filter))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:16])
}

func (h *Handler) nextCursor(offset, limit, got, total int, filter string) *string {
	next := offset + got
	if got < limit || next >= total || next >= publicMaxOffset {
		return nil
	}
	s := base64.RawURLEncoding.EncodeToString([]byte(strconv.Itoa(next))) + "." + h.cursorMAC(next, filter)
	return &s
}

func (h *Handler) readCursor(raw, filter string) (int, error) {
	enc, mac, ok := strings.Cut(raw, ".")
	if !ok || len(raw) > 200 {
		return 0, badParam("cursor")
	}
	b, err := base64.RawURLEncoding.DecodeString(enc)
	if err != nil {
		return 0, badParam("cursor")
	}
	n, err := strconv.Atoi(string(b))
	if err != nil || n < 0 || n >= publicMaxOffset || !hmac.Equal([]byte(mac), []byte(h.cursorMAC(n, filter))) {
		return 0, badParam("cursor")
	}
	return n, nil
}

// badParam is a 400 naming the parameter (docs/api.md, "Errors").
func badParam(name string) error {
	return &web.Error{Status: fiber.StatusBadRequest, Code: "bad_parameter", Key: "directory.api.bad_parameter",
		Data: map[string]any{"Name": name}}
}
