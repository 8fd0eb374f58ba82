package server

import (
	"context"
	"net/url"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/a-h/templ"
	"github.com/gofiber/fiber/v3"
	"github.com/google/uuid"

	"greenconnect/app/clientlog"
	"greenconnect/app/i18n"
	"greenconnect/app/jobs"
	"greenconnect/app/mail"
	"greenconnect/app/middleware"
	"greenconnect/app/openapi"
	"greenconnect/app/reference"
	"greenconnect/app/sms"
	"greenconnect/app/upload"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
	"greenconnect/modules/blog"
	"greenconnect/modules/directory"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
	"greenconnect/modules/site"
	"greenconnect/modules/vsme"
	"greenconnect/templates"
)

// Modules are the wired modules, for commands (seeding, admin) and tests.
type Modules struct {
	Accounts  *account.Service
	Ratings   *rating.Service
	Profiles  *profile.Service
	Directory *directory.Service
	Blog      *blog.Service
	Billing   *billing.Service
	// Suggestions are the site's (docs/shell.md, "Suggestions").
	Suggestions *site.Service
}

// messageSources lists every owner of translations.
func messageSources() []i18n.Source {
	return []i18n.Source{
		{Name: "templates", FS: templates.Messages},
		{Name: "mail", FS: mail.Messages},
		{Name: "reference", FS: reference.Messages},
		{Name: "site", FS: site.Messages},
		{Name: "account", FS: account.Messages},
		{Name: "rating", FS: rating.Messages},
		{Name: "profile", FS: profile.Messages},
		{Name: "directory", FS: directory.Messages},
		{Name: "blog", FS: blog.Messages},
		{Name: "billing", FS: billing.Messages},
		{Name: "vsme", FS: vsme.Messages},
	}
}

// wireModules builds each module, registers its routes and collects its navigation.
func wireModules(app *fiber.App, d Deps, s *Server, shell *middleware.Shell, siteInfo *web.Site) *Modules {
	accounts := account.NewService(account.ServiceDeps{Pool: d.Pool, Sessions: s.Sessions, Now: d.Now, Mailer: s.Mailer,
		Jobs: s.Jobs, Limiter: s.Limiter, Uploads: s.Uploads, Audit: s.Audit, SMS: smsSender(s.Texts), Bundle: s.Bundle, Secret: d.Config.SessionSecret,
		SMSCountries: d.Config.SMS.Countries, SMSDailyLimit: d.Config.SMS.DailyLimit})
	accounts.ConfigureProviders(d.Config.BaseURL, d.Config.Google, d.Config.Microsoft)
	shell.LoadUser = accounts.LoadUser
	shell.Bearer = accounts.UserForToken
	bills := billing.NewService(billing.ServiceDeps{Pool: d.Pool, Accounts: accounts, Audit: s.Audit, Jobs: s.Jobs,
		Stripe: d.Config.Stripe, Now: d.Now})
	bills.OnChange(s.pages.Invalidate) // /pricing shows the prices
	billingH := billing.New(billing.Deps{Service: bills, Sessions: s.Sessions, Limiter: s.Limiter, BaseURL: d.Config.BaseURL})
	// The account settings show billing's add-on pricing at ?showSubscription=1.
	accountH := account.New(account.Deps{Service: accounts, Sessions: s.Sessions, Limiter: s.Limiter,
		SettingsSections: []func(fiber.Ctx) (templ.Component, error){billingH.AddOnSection}})
	accountH.Routes(app)
	billingH.Routes(app)
	siteInfo.SignOutPath = account.SignOutPath

	// The suggestions (docs/shell.md, "Suggestions"): the site reads accounts through
	// accounts.User, given here, and goes with an account through its hooks.
	suggestions := site.NewService(site.ServiceDeps{Pool: d.Pool, Mailer: s.Mailer, Audit: s.Audit, Users: accounts.User, Now: d.Now})
	accounts.OnDelete(suggestions.AccountDeleted)
	accounts.OnExport("suggestions", suggestions.Export)
	siteH := site.New(site.Deps{Sessions: s.Sessions, SecureCookies: d.Config.SecureCookies(),
		ContactEmail: d.Config.ContactEmail, SavePrefs: accounts.SavePrefs,
		Staff: account.AdminRoles, StaffOnly: account.RequireRole(account.AdminRoles...),
		Admins: []string{account.RoleAdmin}, AdminOnly: account.RequireRole(account.RoleAdmin), Audit: s.Audit,
		SignedIn: account.RequireUser(), Service: suggestions, Limiter: s.Limiter, Now: d.Now})
	siteH.Routes(app)
	clientlog.New(d.Config.ClientLogging, s.Limiter, d.Config.SessionSecret).Routes(app)

	ratings := rating.NewService(rating.ServiceDeps{Pool: d.Pool, Audit: s.Audit, Signals: s.Signals, Now: d.Now})
	profiles := profile.NewService(profile.ServiceDeps{Pool: d.Pool, Reads: s.Reads, Ratings: ratings, Accounts: accounts, Uploads: s.Uploads,
		Mailer: s.Mailer, GreenRoom: blog.NewGreenRoom(d.Pool), Billing: bills, Plans: plans{bills}, Audit: s.Audit, Jobs: s.Jobs, Signals: s.Signals, Now: d.Now})
	ratings.OnTableChange(profiles.TableChanged)
	ratings.OnTableChange(s.pages.Flush) // every rating shown changed
	ratingH := rating.New(rating.Deps{Service: ratings, Sessions: s.Sessions})
	ratingH.Routes(app)
	profileH := profile.New(profile.Deps{Service: profiles, Sessions: s.Sessions, Limiter: s.Limiter,
		RequireFeature: func(f string) fiber.Handler { return billing.RequireFeature(bills, billing.Feature(f)) },
		PricingPath:    billing.PricingPath, Bundle: s.Bundle,
		// The SDGs page links each goal's count to the directory filtered by it.
		GoalListing: func(n int) string { return directory.DirectoryFilter{SDG: n}.URL(directory.DirectoryPath) }})
	profileH.Routes(app)

	dir := directory.NewService(directory.ServiceDeps{Pool: d.Pool, Reads: s.Reads, Profiles: profiles, Accounts: accounts, Uploads: s.Uploads,
		Jobs: s.Jobs, Mailer: s.Mailer, Audit: s.Audit, Now: d.Now})
	// The directory's copy of a profile is updated by a job inserted with the change, and
	// every company's by a periodic job and after a points table change.
	profiles.OnChangeTx(dir.QueueSync)
	jobs.Periodic(s.Jobs, directory.RefreshEvery, directory.RefreshArgs{})
	ratings.OnTableChange(func(ctx context.Context) {
		if err := s.Jobs.Insert(ctx, directory.RefreshArgs{}, nil); err != nil {
			web.Log(ctx).Error("directory: queue a refresh after a points table change", "err", err)
		}
	})
	// The page cache drops the pages of what changed (docs/conventions.md).
	profiles.OnChange(func(ctx context.Context, id uuid.UUID) {
		s.pages.Invalidate(ctx, profile.PageTag(id))
	})
	dir.OnChange(s.pages.Invalidate)
	// The public company page lists the company's services and links to its badge check
	// (docs/profile.md, "Company page sections").
	profiles.AddPageSections(dir.CompanyPageSections)
	// The free peer benchmark (docs/directory.md): on the company page and the owner's rating page.
	profiles.AddPageSections(dir.CompanyBenchmark)
	profiles.AddRatingPageSections(dir.OwnBenchmark)
	dirH := directory.New(directory.Deps{Service: dir, Sessions: s.Sessions, Limiter: s.Limiter, Bundle: s.Bundle,
		BaseURL: d.Config.BaseURL, EmbedScript: s.Assets.Stable("badge-embed", time.Hour), Secret: d.Config.SessionSecret,
		PublicLimit: d.Config.PublicAPIPerMinute})
	dirH.Routes(app)
	dirH.EmbedRoutes(app)
	posts := blog.NewService(blog.ServiceDeps{Pool: d.Pool, Reads: s.Reads, Profiles: profiles, Accounts: accounts, Uploads: s.Uploads,
		Mailer: s.Mailer, Audit: s.Audit, Now: d.Now})
	profiles.OnChange(posts.CompanyChanged)
	// Plans and billing shows and /pricing links what the plans sell, Green Verification; without
	// Checkout a plan is asked of the administrators as a suggestion (docs/billing.md).
	billingH.Verification, billingH.VerificationHref = profiles.VerificationCard, profile.VerificationPath
	billingH.AskAdmins = func(ctx context.Context, userID uuid.UUID, subject, text string) error {
		_, err := suggestions.Send(ctx, userID, site.SuggestionInput{Subject: subject, Text: text})
		return err
	}
	// The dashboard (docs/shell.md, "Dashboard"): each module's cards, where a sign-in lands.
	siteH.Dashboard = []web.DashboardSource{profiles.DashboardCards, profiles.VerificationCard, dir.DashboardCards, bills.DashboardCards,
		func(ctx context.Context, u *web.User) ([]web.DashboardCard, error) {
			id, err := profiles.ProfileIDForUser(ctx, u.ID)
			if err != nil {
				return nil, err
			}
			return posts.DashboardCards(ctx, u, id)
		}}
	// What the audit log links to (docs/audit.md, "The page"), by object type.
	byUUID := func(f func(uuid.UUID) string) site.AuditLink {
		return func(id string) string {
			if u, err := uuid.Parse(id); err == nil {
				return f(u)
			}
			return ""
		}
	}
	siteH.AuditLinks = map[string]site.AuditLink{
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
	// The staff's queues (docs/shell.md, "Dashboard"): on their dashboard and the admin index.
	siteH.Queues = []web.QueueSource{profiles.StaffQueues,
		func(ctx context.Context, u *web.User) ([]web.StaffQueue, error) {
			return posts.StaffQueues(ctx, u.HasRole(account.RoleAdmin) || u.HasRole(account.RoleModerator))
		},
		func(ctx context.Context, u *web.User) ([]web.StaffQueue, error) {
			return suggestions.StaffQueues(ctx, u.HasRole(account.RoleAdmin))
		}}
	// The admin area's counts (docs/admin.md, "Aggregation"): each module's tables.
	siteH.Aggregation = []web.AggregationSource{accounts.AggregationTables, profiles.AggregationTables,
		dir.AggregationTables, bills.AggregationTables}
	// The data export (docs/accounts.md, "Your data"): each module gives its part.
	accounts.OnExport("profile", profiles.Export)
	accounts.OnExport("services", func(ctx context.Context, userID uuid.UUID) (any, error) {
		id, err := profiles.ProfileIDForUser(ctx, userID)
		if err != nil {
			return nil, err
		}
		return dir.OwnOfferings(ctx, id)
	})
	accounts.OnExport("posts", func(ctx context.Context, userID uuid.UUID) (any, error) {
		id, err := profiles.ProfileIDForUser(ctx, userID)
		if err != nil {
			return nil, err
		}
		return posts.OwnPosts(ctx, id)
	})
	accounts.OnExport("greenRoom", func(ctx context.Context, userID uuid.UUID) (any, error) {
		id, err := profiles.ProfileIDForUser(ctx, userID)
		if err != nil {
			return nil, err
		}
		return posts.ExportOf(ctx, userID, id)
	})
	blogH := blog.New(blog.Deps{Service: posts, Sessions: s.Sessions, Limiter: s.Limiter, BaseURL: d.Config.BaseURL})
	blogH.Routes(app)
	// The company page lists its latest posts (docs/profile.md, "Company page sections"); the
	// landing page shows the marquee.
	profiles.AddPageSections(blogH.CompanyPosts)
	siteH.Marquee, siteH.MarqueeTag = blogH.MarqueeStrip, blog.MarqueeTag
	posts.OnChange(s.pages.Invalidate)

	// Private documents (README, "Security"): evidence and verification documents are the
	// profile's to serve; price lists are the profile's or a service's.
	s.Uploads.Protect(upload.Attachment, profiles.FileAccess)
	s.Uploads.Protect(upload.PriceList, profiles.FileAccess)
	s.Uploads.Protect(upload.PriceList, dir.FileAccess)

	// Deleting an account deletes its company: the directory's hook first, while its rows
	// (which the profile's deletion cascades to) still list its files.
	accounts.OnDelete(dir.AccountDeleted)
	accounts.OnDelete(posts.AccountDeleted)
	accounts.OnDelete(profiles.AccountDeleted)
	// A company moved to another account takes what is keyed by its owner (docs/profile.md,
	// "Administration: companies"): the blog's posts; the directory takes in the services of
	// the draft it replaces.
	profiles.OnTransferTx(posts.CompanyTransferred)
	profiles.OnTransferTx(dir.CompanyTransferred)

	// The company's VSME reports (docs/vsme.md); deleting the company deletes them (cascade).
	vsmeH := vsme.New(vsme.Deps{Service: vsme.NewService(vsme.ServiceDeps{Pool: d.Pool, ProfileOf: profiles.ProfileIDForUser, Now: d.Now,
		ProfileFacts: vsmeProfileFacts(profiles)}),
		Sessions: s.Sessions, BaseURL: d.Config.BaseURL})
	vsmeH.Service.OnChange(s.pages.Invalidate) // the benchmark shows the figures companies publish
	profiles.AddPageSections(vsmeH.CompanyFigures)
	vsmeH.Routes(app)

	jobs.Register(s.Jobs, &janitorWorker{s: s})
	jobs.Periodic(s.Jobs, janitorEvery, janitorArgs{})

	siteInfo.Nav = collectNav(siteH.Nav(), accountH.Nav(), ratingH.Nav(), profileH.Nav(), dirH.Nav(), blogH.Nav(), billingH.Nav(), vsmeH.Nav())
	return &Modules{Accounts: accounts, Ratings: ratings, Profiles: profiles, Directory: dir, Blog: posts, Billing: bills,
		Suggestions: suggestions}
}

// smsSender is the SMS provider's client, or nil when none is configured (the SMS factor
// is then not offered).
func smsSender(t *sms.Twilio) account.SMSSender {
	if t == nil {
		return nil // not a nil *sms.Twilio in the interface
	}
	return t
}

// collectNav merges the modules' links in order.
func collectNav(lists ...[]web.NavItem) []web.NavItem {
	var all []web.NavItem
	for _, l := range lists {
		all = append(all, l...)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Order < all[j].Order })
	return all
}

// islandMessages gives each page the islands' common strings (and a module the strings of
// its own island, by prefix), computed once per language and prefix set.
func islandMessages(b *i18n.Bundle) func(loc *i18n.Localizer, prefixes ...string) map[string]string {
	var cache sync.Map
	return func(loc *i18n.Localizer, prefixes ...string) map[string]string {
		key := loc.Lang + "|" + strings.Join(prefixes, ",")
		if m, ok := cache.Load(key); ok {
			return m.(map[string]string)
		}
		m := loc.Messages(b.WithPrefix(append([]string{"shell.island."}, prefixes...)...))
		cache.Store(key, m)
		return m
	}
}

// plans answers the profile's question of what a plan unlocks (Green Verification) from billing.
type plans struct{ *billing.Service }

func (p plans) Entitled(ctx context.Context, userID uuid.UUID, feature string) (bool, error) {
	return p.Service.Entitled(ctx, userID, billing.Feature(feature))
}

// The admins' company list shows and filters each company's plan.
func (p plans) PlanKeys() []string { return billing.PlanKeys }

func (p plans) PlanName(key string) string { return billing.PlanNameKey(key) }

func (p plans) PlanOf(ctx context.Context, userID uuid.UUID) (string, error) {
	cur, err := p.Service.CurrentPlan(ctx, userID)
	return cur.Plan.Key, err
}

// openAPIDocument merges every module's part of the API's description (docs/api.md).
func openAPIDocument(baseURL string) ([]byte, error) {
	return openapi.Merge("1.0", baseURL, map[string][]byte{"account": account.OpenAPI, "rating": rating.OpenAPI,
		"profile": profile.OpenAPI, "directory": directory.OpenAPI, "clientlog": clientlog.OpenAPI})
}
