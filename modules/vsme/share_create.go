package vsme

import (
	"context"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/web"
	"greenconnect/modules/vsme/views"
)

// sessionNewShare keeps a new link's token between the POST that made it and the one report
// page that shows it ("<year> <token>"), so that a refresh cannot post again (docs/vsme.md,
// "Sharing").
const sessionNewShare = "vsme_new_share"

// POST /my/vsme/:year/shares: makes a link to the year's report; the report page it redirects
// to shows the link once.
func (h *Handler) shareCreate(c fiber.Ctx) error {
	ctx := c.Context()
	profileID, year, err := h.ownYear(c)
	if err != nil {
		return err
	}
	f := web.FormFrom(c, "label", "days")
	days, _ := strconv.Atoi(f.Value("days"))
	token, err := h.Service.CreateShare(ctx, profileID, year, f.Value("label"), days)
	if f.Take(err) {
		return h.renderReport(c, fiber.StatusUnprocessableEntity, f)
	}
	if err != nil {
		return err
	}
	h.Sessions.Put(ctx, sessionNewShare, strconv.Itoa(year)+" "+token)
	return web.Redirect(c, ReportPath(year)+"#vsme-share")
}

// newShareLink takes the link made for year from the session, once; a link made for another
// year stays for that year's page.
func (h *Handler) newShareLink(ctx context.Context, year int) string {
	y, token, ok := strings.Cut(h.Sessions.GetString(ctx, sessionNewShare), " ")
	if !ok || y != strconv.Itoa(year) {
		return ""
	}
	h.Sessions.Remove(ctx, sessionNewShare)
	return h.BaseURL + SharedPath(token)
}

// fillShares puts the year's links and the share form on the report page, and the link just
// made, once.
func (h *Handler) fillShares(c fiber.Ctx, vm *views.ReportView, profileID uuid.UUID, f web.Form) error {
	ctx := c.Context()
	shares, err := h.Service.Shares(ctx, profileID)
	if err != nil {
		return err
	}
	now := h.Service.now()
	vm.ShareForm, vm.ShareAction, vm.ShareDays = f, sharesPath(vm.Year), ShareDays
	vm.NewLink = h.newShareLink(ctx, vm.Year)
	if f.Value("days") == "" {
		vm.ShareForm.Values["days"] = "30"
	}
	for _, s := range shares {
		if s.Year != vm.Year {
			continue
		}
		row := views.ShareRow{Label: s.Label, Expires: s.ExpiresAt.Format("2006-01-02"), Opens: s.Opens,
			Active: s.Active(now), RevokeAction: shareRevokePath(s.ID) + "?year=" + strconv.Itoa(s.Year)}
		switch {
		case s.RevokedAt != nil:
			row.Status = web.T(ctx, "vsme.share.status_revoked")
		case !now.Before(s.ExpiresAt):
			row.Status = web.T(ctx, "vsme.share.status_expired")
		default:
			row.Status = web.T(ctx, "vsme.share.status_active")
		}
		if s.LastOpened != nil {
			row.LastOpened = s.LastOpened.Format("2006-01-02 15:04")
		}
		vm.Shares = append(vm.Shares, row)
	}
	return nil
}
