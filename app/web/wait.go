package web

import (
	"context"
	"math"
	"time"
)

// WaitText says how long to wait before retrying, in the request's language ("40 seconds",
// "3 minutes"): the {{.Wait}} of error.rate_limited.text.
func WaitText(ctx context.Context, d time.Duration) string {
	if d >= 2*time.Minute {
		return T(ctx, "error.wait.minutes", map[string]any{"N": int(math.Ceil(d.Minutes()))})
	}
	return T(ctx, "error.wait.seconds", map[string]any{"N": int(math.Ceil(d.Seconds()))})
}
