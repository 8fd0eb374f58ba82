package directory

import (
	"context"
	"fmt"
	"html"

	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/pagecache"
	"greenconnect/app/web"
	"greenconnect/modules/directory/model"
	"greenconnect/modules/directory/views"
	"greenconnect/modules/profile"
	"greenconnect/templates"
)

// checkBadge is /companies/{id}/badge: what the company's badge means and whether it is
// current. A profile that was never approved is as unknown here as a missing one.
func (h *Handler) checkBadge(c fiber.Ctx) error {
	ctx := c.Context()
	id, err := uuid.Parse(c.Params("id"))
	if err != nil {
		return web.NotFound()
	}
	row, err := h.svc.company(ctx, id)
	if err != nil {
		return err
	}
	if neverApproved(row) {
		return web.NotFound()
	}
	vm := views.CheckVM{
		CompanyName: row.CompanyName, BadgeURL: badgePath(id, lang(ctx)), Level: row.Level, Stars: int(row.Stars),
		Total: int(row.Total), Active: row.Active, Listed: row.Listed, Status: row.Status,
		VerifiedAt: verifiedDate(row.VerifiedAt),
	}
	if row.Listed {
		vm.CompanyPath = model.CompanyPath(id)
	}
	pagecache.Public(c, profile.PageTag(id))
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "directory.check.title"), Body: views.CheckBadge(vm), NavID: "directory",
		Description: web.T(ctx, "directory.check.lead", map[string]any{"Company": row.CompanyName}),
	})
}

// snippetPage shows the signed-in company its embed snippet.
func (h *Handler) snippetPage(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, err := h.svc.ProfileOf(ctx, web.CurrentUser(ctx))
	if err != nil {
		return err
	}
	vm, err := h.svc.snippetVM(ctx, profileID)
	if err != nil {
		return err
	}
	vm.Props.Messages = islandMessages(c, "directory.snippet.")
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "directory.snippet.page_title"), Body: views.SnippetPage(vm), NavID: "badge",
	})
}

// EmbedSnippet is the block with a company's embed snippet and copy buttons, for the
// profile pages to include: wire it as a func(ctx, profileID) into the profile module,
// which cannot import this one. The block carries its own scripts and messages.
func (s *Service) EmbedSnippet(ctx context.Context, profileID uuid.UUID) (templ.Component, error) {
	vm, err := s.snippetVM(ctx, profileID)
	if err != nil {
		return nil, err
	}
	sh := web.ShellFrom(ctx)
	if sh.Site != nil && sh.Site.Messages != nil && sh.Loc != nil {
		vm.Props.Messages = sh.Site.Messages(sh.Loc, "directory.snippet.")
	}
	return views.Snippet(vm), nil
}

func (s *Service) snippetVM(ctx context.Context, profileID uuid.UUID) (views.SnippetVM, error) {
	row, err := s.company(ctx, profileID)
	if err != nil {
		return views.SnippetVM{}, err
	}
	base := ""
	if sh := web.ShellFrom(ctx); sh.Site != nil {
		base = sh.Site.BaseURL
	}
	l := lang(ctx)
	alt := web.T(ctx, "directory.badge.alt", map[string]any{"Company": row.CompanyName})
	img := fmt.Sprintf(`<a href="%s" data-gc-badge="%s" data-gc-lang="%s"><img src="%s" width="%d" height="%d" alt="%s"></a>`,
		base+model.CompanyPath(profileID), profileID, l, base+badgePath(profileID, l),
		views.BadgeWidth, views.BadgeHeight, html.EscapeString(alt))
	script := img + "\n" + fmt.Sprintf(`<script src="%s/embed/badge.js" defer></script>`, base)
	return views.SnippetVM{
		ImageSnippet: img, ScriptSnippet: script, BadgeURL: badgePath(profileID, l),
		CheckPath: model.CompanyPath(profileID) + "/badge", Listed: row.Listed,
	}, nil
}

func badgePath(id uuid.UUID, lang string) string {
	return "/badge/" + id.String() + ".svg?lang=" + lang
}

func lang(ctx context.Context) string {
	if loc := web.ShellFrom(ctx).Loc; loc != nil {
		return loc.Lang
	}
	return "en"
}

// CompanyServices is the block of a company's public services for its public page (the
// profile module's /companies/{id}): wire it as a func(ctx, profileID) like EmbedSnippet.
// nil, nil when the company has no public service.
func (s *Service) CompanyServices(ctx context.Context, profileID uuid.UUID) (templ.Component, error) {
	list, err := s.PublicServicesOf(ctx, profileID)
	if err != nil || len(list) == 0 {
		return nil, err
	}
	return views.CompanyServices(list), nil
}
