package server

import (
	"context"
	"time"

	"github.com/gofiber/fiber/v3"
	"github.com/jackc/pgx/v5/pgxpool"
)

// registerHealth adds /healthz (the process answers) and /readyz (and can reach the
// database): a load balancer sends traffic only to ready instances.
func registerHealth(app *fiber.App, pool *pgxpool.Pool) {
	app.Get("/healthz", func(c fiber.Ctx) error {
		c.Set(fiber.HeaderCacheControl, "no-store")
		return c.SendString("ok")
	})
	app.Get("/readyz", func(c fiber.Ctx) error {
		c.Set(fiber.HeaderCacheControl, "no-store")
		ctx, cancel := context.WithTimeout(c.Context(), 2*time.Second)
		defer cancel()
		if err := pool.Ping(ctx); err != nil {
			return c.Status(fiber.StatusServiceUnavailable).SendString("database unreachable")
		}
		return c.SendString("ready")
	})
}
