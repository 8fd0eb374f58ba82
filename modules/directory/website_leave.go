package directory

import (
	"net/url"
	"strings"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/db"
	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

// serviceConsent is the consent key asked before a visitor leaves for a service's website
// (docs/shell.md, "Consent").
const serviceConsent = "service"

// GET /services/{id}/website: the way out to a service's website (docs/directory.md,
// "Leaving for a website"). The address is the one the service stores, looked up by its
// id: nothing in the request names where to go, so it cannot send anyone elsewhere. A
// visitor who gave the service consent goes straight on; one who has not is asked first.
// Either answer is the visitor's own: never cached.
func (h *Handler) websiteLeave(c fiber.Ctx) error {
	ctx := c.Context()
	db.ReadFromReplica(ctx)
	id, err := web.ParamUUID(c, "id")
	if err != nil {
		return err
	}
	viewer, err := h.viewerProfile(ctx)
	if err != nil {
		return err
	}
	v, err := h.Service.ViewService(ctx, viewer, id)
	if err != nil {
		return err
	}
	to, ok := websiteOf(v.URL)
	if !ok {
		return web.NotFound()
	}
	c.Set("X-Robots-Tag", "noindex, nofollow") // a way out, not a page of the site
	if web.ShellFrom(ctx).Consent[serviceConsent] {
		c.Set(fiber.HeaderCacheControl, "no-store")
		c.Set("Referrer-Policy", "origin")
		return c.Redirect().Status(fiber.StatusSeeOther).To(to.String())
	}
	allowFormTo(c, to)
	settings, _ := templates.NavHref(ctx, "consent")
	return templates.Render(c, templates.Page{
		NoStore: true, NavID: "marketplace", Title: web.T(ctx, "shell.consent.service.title"),
		Body: views.LeavePage(views.LeaveView{
			Service: v.Name, Company: v.Company.Name, Website: to.String(), Host: to.Hostname(),
			ServiceHref: ServicePath(id), Back: ServiceWebsitePath(id),
			ConsentAction: settings, SettingsHref: settings,
		}),
	})
}

// websiteOf reads a stored website: only an absolute http(s) address with a plain host
// (letters, digits, dots, hyphens, a port) is one.
func websiteOf(raw string) (*url.URL, bool) {
	u, err := url.Parse(raw)
	if raw == "" || err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		strings.Trim(strings.ToLower(u.Host), "abcdefghijklmnopqrstuvwxyz0123456789.-:") != "" {
		return nil, false
	}
	return u, true
}

// allowFormTo lets the page's consent form end on the website: the form's answer comes back
// here, which redirects there, and a form's redirect to another origin is held to the form
// page's CSP form-action. Only that one origin is added.
func allowFormTo(c fiber.Ctx, to *url.URL) {
	h := &c.Response().Header
	csp := string(h.Peek(fiber.HeaderContentSecurityPolicy))
	h.Set(fiber.HeaderContentSecurityPolicy, strings.Replace(csp, "form-action 'self'",
		"form-action 'self' "+to.Scheme+"://"+to.Host, 1))
}
