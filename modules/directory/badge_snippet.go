package directory

import (
	"fmt"
	"html"

	"github.com/gofiber/fiber/v3"

	"greenconnect/app/web"
	"greenconnect/modules/directory/views"
	"greenconnect/templates"
)

// GET /my/badge: the signed-in company's embed snippet, in the page's language.
func (h *Handler) badgeSnippet(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, err := h.Service.ProfileOf(ctx, web.CurrentUser(ctx).ID)
	if err != nil {
		return err
	}
	co, err := h.Service.company(ctx, profileID)
	if err != nil {
		return err
	}
	l := web.Lang(ctx)
	alt := web.T(ctx, "directory.badge.alt", map[string]any{"Company": co.Name})
	img := fmt.Sprintf(`<a href="%s" data-gc-badge="%s" data-gc-lang="%s"><img src="%s" width="%d" height="%d" alt="%s"></a>`,
		h.BaseURL+CompanyPath(profileID), profileID, l, h.BaseURL+BadgeImagePath(profileID, l),
		views.BadgeWidth, views.BadgeHeight, html.EscapeString(alt))
	vm := views.SnippetView{
		ImageSnippet:  img,
		ScriptSnippet: img + "\n" + fmt.Sprintf(`<script src="%s%s" defer></script>`, h.BaseURL, badgeScriptPath),
		BadgeURL:      BadgeImagePath(profileID, l), CheckHref: BadgeCheckPath(profileID), Listed: co.Listed,
		Props: views.SnippetProps{Messages: islandMessages(c, "directory.snippet.")},
	}
	return templates.Render(c, templates.Page{
		Title: web.T(ctx, "directory.snippet.page_title"), Body: views.SnippetPage(vm), NavID: "badge",
	})
}
