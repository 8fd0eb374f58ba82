package account

import (
	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/account/views"
	"greenconnect/templates"
)

// GET /signin: the sign-in form: ?email= fills the address, ?next= is where it leads.
func (h *Handler) signInPage(c fiber.Ctx) error {
	f := web.NewForm()
	f.Set("next", c.Query("next"))
	f.Set("email", c.Query("email"))
	return templates.Render(c, templates.Page{Title: web.T(c.Context(), "account.signin.title"),
		Layout: templates.NoAuth, Status: fiber.StatusOK, NoStore: true,
		Body: views.SignIn(h.signInView(c, f))})
}

// signInView is the sign-in page with the form as typed. While a provider identity waits
// to be linked by this sign-in, it says so and fills in the identity's address.
func (h *Handler) signInView(c fiber.Ctx, f web.Form) views.SignInView {
	provider, email := h.Service.PendingLink(c.Context())
	if email != "" && f.Value("email") == "" {
		f.Set("email", email)
	}
	next := web.LocalPath(f.Value("next"), "")
	return views.SignInView{Links: links, Form: f, Next: next, Providers: h.providerLinks(next),
		LinkProvider: provider, LinkEmail: email}
}

// providerLinks are the "continue with" links of the enabled providers.
func (h *Handler) providerLinks(next string) []views.Provider {
	var out []views.Provider
	for _, p := range h.Service.Providers() {
		out = append(out, views.Provider{Name: p.Name, Label: p.Label, Href: providerPath(p.Name, next)})
	}
	return out
}
