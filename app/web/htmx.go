package web

import (
	"encoding/json"
	"net/url"
	"strings"

	"github.com/gofiber/fiber/v3"
)

// IsHTMX reports whether htmx sent the request.
func IsHTMX(c fiber.Ctx) bool { return c.Get("HX-Request") == "true" }

// IsBoosted reports whether the request is an hx-boost navigation (wants the whole page).
func IsBoosted(c fiber.Ctx) bool { return c.Get("HX-Boosted") == "true" }

// WantsFragment reports whether to answer with the page's fragment only.
func WantsFragment(c fiber.Ctx) bool {
	return IsHTMX(c) && !IsBoosted(c) && c.Get("HX-History-Restore-Request") != "true"
}

// Redirect sends the browser to a local path after a successful POST: 303 for a plain
// form, HX-Redirect for htmx (a 3xx would be followed inside the XHR and swapped in).
func Redirect(c fiber.Ctx, to string) error {
	to = LocalPath(to, "/")
	if IsHTMX(c) {
		c.Set("HX-Redirect", to)
		return c.SendStatus(fiber.StatusNoContent)
	}
	return c.Redirect().Status(fiber.StatusSeeOther).To(to)
}

// LocalPath returns p when it is a path on this site, else fallback: a "back" field or
// ?next= must never send the user to another host.
func LocalPath(p, fallback string) string {
	if p == "" || !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") {
		return fallback
	}
	u, err := url.Parse(p)
	if err != nil || u.Host != "" || u.Scheme != "" {
		return fallback
	}
	return p
}

// SnackbarEvent is the payload of the gc:snackbar event the page chrome turns into a
// snackbar (islands/shared/snackbar.ts).
type SnackbarEvent struct {
	Message  string `json:"message"`
	Severity string `json:"severity"`
	LinkHref string `json:"linkHref,omitempty"`
	LinkText string `json:"linkText,omitempty"`
}

// Snackbar asks the page to show a message once this htmx response is swapped in.
func Snackbar(c fiber.Ctx, f Flash) {
	AddTrigger(c, "gc:snackbar", SnackbarFor(c.Context(), f))
}

// AddTrigger adds an event to the HX-Trigger header, keeping any already set.
func AddTrigger(c fiber.Ctx, name string, detail any) {
	events := map[string]any{}
	if prev := c.GetRespHeader("HX-Trigger"); prev != "" {
		_ = json.Unmarshal([]byte(prev), &events)
	}
	events[name] = detail
	raw, _ := json.Marshal(events)
	c.Set("HX-Trigger", string(raw))
}
