package pagecache

import (
	"time"

	"github.com/gofiber/fiber/v3"
)

// Headers says which pages anyone may keep on an instance that keeps none itself
// (PAGE_CACHE_MB=0): a visitor's page its handler marked Public answers Cache-Control
// public, as from the cache, so a CDN or a browser in front still keeps it; one that fails
// or sets a cookie does not. Wire it where Store would be.
func Headers(cfg Config) fiber.Handler {
	cacheControl := publicCacheControl(cfg)
	return func(c fiber.Ctx) error {
		if !visitors(c, cfg.SessionCookie) {
			return c.Next()
		}
		st := &state{cacheControl: cacheControl}
		c.Locals(stateKey{}, st)
		err := c.Next()
		if st.public {
			refusePublic(c, err)
		}
		return err
	}
}

// publicCacheControl is a public page's Cache-Control under cfg: MaxAge (default a
// minute), then StaleWhileRevalidate (default 5 minutes).
func publicCacheControl(cfg Config) string {
	maxAge, stale := cfg.MaxAge, cfg.StaleWhileRevalidate
	if maxAge <= 0 {
		maxAge = time.Minute
	}
	if stale <= 0 {
		stale = 5 * time.Minute
	}
	return "public, max-age=" + seconds(maxAge) + ", stale-while-revalidate=" + seconds(stale)
}
