package site

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/site/views"
	"greenconnect/templates"
)

// GET /consent: the consent settings, where a visitor sees each answer and changes it
// (docs/shell.md, "Consent"). The answers are the visitor's own: the page is never cached.
func (h *Handler) consentPage(c fiber.Ctx) error {
	ctx := c.Context()
	given := web.ShellFrom(ctx).Consent
	m := views.ConsentView{}
	if saved := c.Query("saved"); isConsentKey(saved) || saved == allConsents {
		m.Saved = saved
	}
	for _, k := range ConsentKeys {
		it := views.ConsentItem{Key: k, Given: given[k], Action: ConsentPath, Back: consentSavedPath(k)}
		if it.Given {
			it.Action = consentWithdrawPath
			m.Reset = &views.ConsentItem{Key: allConsents, Given: true, Action: consentWithdrawPath}
		}
		m.Items = append(m.Items, it)
	}
	return templates.Render(c, templates.Page{NoStore: true, Title: web.T(ctx, "site.consent.title"),
		Body: views.ConsentSettings(m)})
}
