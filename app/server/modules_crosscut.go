package server

// The wiring that reaches across modules: each module's part of the data export and of an
// account's deletion, the private files' guards, and the site's pages, which draw what every
// module gives them (wireModules in modules.go calls these).

import (
	"context"
	"net/url"

	"github.com/google/uuid"

	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
	"greenconnect/modules/blog"
	"greenconnect/modules/directory"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
	"greenconnect/modules/site"
)

// exports and deletions: the data export (docs/accounts.md, "Your data") takes each
// module's part; deleting an account deletes its company, the directory's hook first, while
// its rows (which the profile's deletion cascades to) still list its files. A company moved
// to another account takes what is keyed by its owner (docs/profile.md, "Administration:
// companies"): the blog's posts; the directory takes in the services of the draft it replaces.
func (w *wiring) exports() {
	accounts, profiles, dir, posts := w.mods.Accounts, w.mods.Profiles, w.mods.Directory, w.mods.Blog
	byProfile := func(f func(ctx context.Context, userID, profileID uuid.UUID) (any, error)) func(context.Context, uuid.UUID) (any, error) {
		return func(ctx context.Context, userID uuid.UUID) (any, error) {
			id, err := profiles.ProfileIDForUser(ctx, userID)
			if err != nil {
				return nil, err
			}
			return f(ctx, userID, id)
		}
	}
	accounts.OnExport("profile", profiles.Export)
	accounts.OnExport("services", byProfile(func(ctx context.Context, _, id uuid.UUID) (any, error) {
		return dir.OwnOfferings(ctx, id)
	}))
	accounts.OnExport("posts", byProfile(func(ctx context.Context, _, id uuid.UUID) (any, error) {
		return posts.OwnPosts(ctx, id)
	}))
	accounts.OnExport("greenRoom", byProfile(func(ctx context.Context, userID, id uuid.UUID) (any, error) {
		return posts.ExportOf(ctx, userID, id)
	}))
	accounts.OnDelete(dir.AccountDeleted)
	accounts.OnDelete(posts.AccountDeleted)
	accounts.OnDelete(profiles.AccountDeleted)
	profiles.OnTransferTx(posts.CompanyTransferred)
	profiles.OnTransferTx(dir.CompanyTransferred)
}

// files: private documents (README, "Security"): evidence and verification documents are the
// profile's to serve; price lists are the profile's or a service's.
func (w *wiring) files() {
	uploads := w.s.Uploads
	uploads.Protect(upload.Attachment, w.mods.Profiles.FileAccess)
	uploads.Protect(upload.PriceList, w.mods.Profiles.FileAccess)
	uploads.Protect(upload.PriceList, w.mods.Directory.FileAccess)
}

// siteHandler: the site draws what the modules give it, importing none of them: the
// dashboard's cards and the staff's queues (docs/shell.md, "Dashboard"), the admin area's
// counts (docs/admin.md, "Aggregation"), what the audit log links to (docs/audit.md, "The
// page"), the landing page's marquee.
func (w *wiring) siteHandler() *site.Handler {
	d, s, m := w.d, w.s, &w.mods
	posts, suggestions := m.Blog, m.Suggestions
	return site.New(site.Deps{Sessions: s.Sessions, SecureCookies: d.Config.SecureCookies(),
		ContactEmail: d.Config.ContactEmail, SavePrefs: m.Accounts.SavePrefs,
		Guards: w.guards, Audit: s.Audit,
		Service: suggestions, Limiter: s.Limiter, Now: d.Now,
		Dashboard: []web.DashboardSource{m.Profiles.DashboardCards, m.Profiles.VerificationCard, m.Directory.DashboardCards,
			m.Billing.DashboardCards,
			func(ctx context.Context, u *web.User) ([]web.DashboardCard, error) {
				id, err := m.Profiles.ProfileIDForUser(ctx, u.ID)
				if err != nil {
					return nil, err
				}
				return posts.DashboardCards(ctx, u, id)
			}},
		Queues: []web.QueueSource{m.Profiles.StaffQueues,
			func(ctx context.Context, u *web.User) ([]web.StaffQueue, error) {
				return posts.StaffQueues(ctx, u.HasRole(account.RoleAdmin) || u.HasRole(account.RoleModerator))
			},
			func(ctx context.Context, u *web.User) ([]web.StaffQueue, error) {
				return suggestions.StaffQueues(ctx, u.HasRole(account.RoleAdmin))
			}},
		Aggregation: []web.AggregationSource{m.Accounts.AggregationTables, m.Profiles.AggregationTables,
			m.Directory.AggregationTables, m.Billing.AggregationTables},
		AuditLinks: auditLinks(),
		Marquee:    w.blogH.MarqueeStrip, MarqueeTag: blog.MarqueeTag})
}

// auditLinks are the addresses the audit log links to, by object type (docs/audit.md, "The
// page").
func auditLinks() map[string]site.AuditLink {
	byUUID := func(f func(uuid.UUID) string) site.AuditLink {
		return func(id string) string {
			if u, err := uuid.Parse(id); err == nil {
				return f(u)
			}
			return ""
		}
	}
	return map[string]site.AuditLink{
		"user":         byUUID(func(id uuid.UUID) string { return account.UsersPath + "/" + id.String() }),
		"profile":      byUUID(func(id uuid.UUID) string { return profile.AdminCompaniesPath + "/" + id.String() }),
		"post":         byUUID(blog.ModeratedPostPath),
		"service":      byUUID(directory.AdminServicePath),
		"suggestion":   byUUID(site.AdminSuggestionPath),
		"guidance":     func(id string) string { return profile.GuidancePath + "/" + url.PathEscape(id) },
		"points_table": func(string) string { return rating.TablePath },
		"marquee":      func(string) string { return blog.MarqueePath },
		"price":        func(string) string { return billing.AdminPath },
	}
}
