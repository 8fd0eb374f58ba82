package account

import (
	"regexp"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
)

var fieldName = regexp.MustCompile(`^[a-z_]{1,30}$`)

// POST /password/strength: answers the strength hint of the password field that asked (htmx).
func (h *Handler) passwordStrength(c fiber.Ctx) error {
	name := c.Get("HX-Trigger-Name")
	if !fieldName.MatchString(name) {
		name = "password"
	}
	pw := c.FormValue(name)
	level := ""
	var rule *web.Msg
	if pw != "" {
		level = PasswordStrength(pw)
		if r := CheckPasswordRules(pw, c.FormValue("email")); r != nil {
			rule = r
			level = StrengthWeak
		}
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	c.Set(fiber.HeaderContentType, fiber.MIMETextHTMLCharsetUTF8)
	return views.Strength(level, rule).Render(c.Context(), c.Response().BodyWriter())
}
