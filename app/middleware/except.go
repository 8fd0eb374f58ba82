package middleware

import (
	"strings"

	"github.com/gofiber/fiber/v3"
)

// Except runs each handler except on paths under one of the prefixes, where it passes the
// request on untouched. The paths other sites embed (the rating badge) skip sessions,
// CSRF tokens and the shell this way: they set no cookie and cost no database write.
func Except(prefixes []string, handlers ...fiber.Handler) []any {
	out := make([]any, len(handlers))
	for i, h := range handlers {
		out[i] = func(c fiber.Ctx) error {
			p := c.Path()
			for _, pre := range prefixes {
				if strings.HasPrefix(p, pre) {
					return c.Next()
				}
			}
			return h(c)
		}
	}
	return out
}
