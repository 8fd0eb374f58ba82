package server

import (
	"context"
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
	"greenconnect/app/middleware"
	"greenconnect/app/openapi"
	"greenconnect/app/sms"
	"greenconnect/app/web"
	"greenconnect/modules/account"
	"greenconnect/modules/billing"
	"greenconnect/modules/blog"
	"greenconnect/modules/directory"
	"greenconnect/modules/profile"
	"greenconnect/modules/rating"
	"greenconnect/modules/site"
	"greenconnect/modules/vsme"
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

// wiring is what wireModules builds, module by module: each module's function below makes its
// service (and its handler when the handler needs nothing built later), and hooks it to the
// services made before it. A handler's Deps are complete at New: nothing is set on it after.
type wiring struct {
	app  *fiber.App
	d    Deps
	s    *Server
	mods Modules
	// guards are every handler's Deps.Guards (docs/conventions.md, "Guards").
	guards web.Guards

	billingH *billing.Handler
	blogH    *blog.Handler
}

// wireModules builds each module, registers its routes and collects its navigation.
func wireModules(app *fiber.App, d Deps, s *Server, shell *middleware.Shell, siteInfo *web.Site) *Modules {
	w := &wiring{app: app, d: d, s: s, guards: account.Guards()}
	w.accounts(shell)
	w.billing()
	w.suggestions()
	w.ratings()
	w.profiles()
	w.directory()
	w.blog()
	w.exports()
	w.files()

	// Handlers need the services above; routes are registered in this order.
	w.billingH = w.billingHandler()
	accountH := w.accountHandler()
	w.blogH = blog.New(blog.Deps{Guards: w.guards, Service: w.mods.Blog, Sessions: s.Sessions, Limiter: s.Limiter, BaseURL: d.Config.BaseURL})
	// The company page lists its latest posts (docs/profile.md, "Company page sections").
	w.mods.Profiles.AddPageSections(w.blogH.CompanyPosts)
	siteH := w.siteHandler()
	ratingH := rating.New(rating.Deps{Guards: w.guards, Service: w.mods.Ratings, Sessions: s.Sessions})
	profileH := w.profileHandler()
	profileH.DrawPages(siteInfo) // the company page drawn at each build (docs/profile.md)
	dirH := w.directoryHandler()
	vsmeH := w.vsmeHandler()

	accountH.Routes(app)
	w.billingH.Routes(app)
	siteInfo.SignOutPath = account.SignOutPath
	siteH.Routes(app)
	clientlog.New(d.Config.ClientLogging, s.Limiter, d.Config.SessionSecret).Routes(app)
	ratingH.Routes(app)
	profileH.Routes(app)
	dirH.Routes(app)
	dirH.EmbedRoutes(app)
	w.blogH.Routes(app)
	vsmeH.Routes(app)

	jobs.Register(s.Jobs, &janitorWorker{s: s})
	jobs.Periodic(s.Jobs, janitorEvery, janitorArgs{})

	siteInfo.Nav = collectNav(siteH.Nav(), accountH.Nav(), ratingH.Nav(), profileH.Nav(), dirH.Nav(), w.blogH.Nav(),
		w.billingH.Nav(), vsmeH.Nav())
	return &w.mods
}

// accounts: who signs in, for the shell (every request's user) and every other module.
func (w *wiring) accounts(shell *middleware.Shell) {
	d, s := w.d, w.s
	accounts := account.NewService(account.ServiceDeps{Pool: d.Pool, Sessions: s.Sessions, Now: d.Now, Mailer: s.Mailer,
		Jobs: s.Jobs, Limiter: s.Limiter, Uploads: s.Uploads, Audit: s.Audit, SMS: smsSender(s.Texts), Bundle: s.Bundle,
		Secret: d.Config.SessionSecret, SMSCountries: d.Config.SMS.Countries, SMSDailyLimit: d.Config.SMS.DailyLimit})
	accounts.ConfigureProviders(d.Config.BaseURL, d.Config.Google, d.Config.Microsoft)
	shell.LoadUser = accounts.LoadUser
	shell.Bearer = accounts.UserForToken
	w.mods.Accounts = accounts
}

// accountHandler: the account settings show billing's add-on pricing at ?showSubscription=1.
func (w *wiring) accountHandler() *account.Handler {
	return account.New(account.Deps{Guards: w.guards, Service: w.mods.Accounts, Sessions: w.s.Sessions, Limiter: w.s.Limiter,
		SettingsSections: []func(fiber.Ctx) (templ.Component, error){w.billingH.AddOnSection}})
}

// billing: plans and payments; /pricing shows the prices, so a change drops its page.
func (w *wiring) billing() {
	d, s := w.d, w.s
	w.mods.Billing = billing.NewService(billing.ServiceDeps{Pool: d.Pool, Accounts: w.mods.Accounts, Audit: s.Audit,
		Jobs: s.Jobs, Stripe: d.Config.Stripe, Now: d.Now})
	w.mods.Billing.OnChange(w.pagesChanged)
}

// billingHandler: Plans and billing shows and /pricing links what the plans sell, Green
// Verification; without Checkout a plan is asked of the administrators as a suggestion
// (docs/billing.md).
func (w *wiring) billingHandler() *billing.Handler {
	suggestions := w.mods.Suggestions
	return billing.New(billing.Deps{Guards: w.guards, Service: w.mods.Billing, Sessions: w.s.Sessions, Limiter: w.s.Limiter,
		BaseURL: w.d.Config.BaseURL, Verification: w.mods.Profiles,
		AskAdmins: func(ctx context.Context, userID uuid.UUID, subject, text string) error {
			_, err := suggestions.Send(ctx, userID, site.SuggestionInput{Subject: subject, Text: text})
			return err
		}})
}

// suggestions (docs/shell.md, "Suggestions"): the site reads accounts through accounts.User
// and goes with an account through its hooks.
func (w *wiring) suggestions() {
	d, s, accounts := w.d, w.s, w.mods.Accounts
	w.mods.Suggestions = site.NewService(site.ServiceDeps{Pool: d.Pool, Mailer: s.Mailer, Audit: s.Audit, Users: accounts.User,
		Now: d.Now})
	accounts.OnDelete(w.mods.Suggestions.AccountDeleted)
	accounts.OnExport("suggestions", w.mods.Suggestions.Export)
}

// ratings: the points tables; a new table changes every rating shown.
func (w *wiring) ratings() {
	d, s := w.d, w.s
	w.mods.Ratings = rating.NewService(rating.ServiceDeps{Pool: d.Pool, Audit: s.Audit, Signals: s.Signals, Now: d.Now})
}

// profiles: the sustainability profiles, rated by the points tables. Billing's service is
// the profile's one way into billing (profile.Billing: what a plan unlocks, for the service
// and the handler's gate; the plans of the admins' company list; the owner's histories).
func (w *wiring) profiles() {
	d, s := w.d, w.s
	profiles := profile.NewService(profile.ServiceDeps{Pool: d.Pool, Reads: s.Reads, Ratings: w.mods.Ratings,
		Accounts: w.mods.Accounts, Uploads: s.Uploads, Mailer: s.Mailer,
		Billing: w.mods.Billing, Audit: s.Audit, Jobs: s.Jobs, Signals: s.Signals, Bundle: s.Bundle, Now: d.Now})
	jobs.Periodic(s.Jobs, profile.PagePartsEvery, profile.PagePartsArgs{}) // docs/profile.md, "Company page sections"
	w.mods.Ratings.OnTableChange(profiles.TableChanged)
	w.mods.Ratings.OnTableChange(s.pages.Flush) // every rating shown changed
	profiles.OnChange(w.pagesChanged)
	w.mods.Profiles = profiles
}

// pagesChanged is every module's OnChange: the company pages' kept parts first (docs/profile.md), then the
// page cache drops what changed, old parts included (docs/conventions.md, "Public pages and the page cache").
func (w *wiring) pagesChanged(ctx context.Context, tags ...string) {
	w.mods.Profiles.PagesChanged(ctx, tags...) // set by the time anything changes
	w.s.pages.Invalidate(ctx, tags...)
}

// profileHandler: the SDGs page links each goal's count to the directory filtered by it.
func (w *wiring) profileHandler() *profile.Handler {
	return profile.New(profile.Deps{Guards: w.guards, Service: w.mods.Profiles, Sessions: w.s.Sessions, Limiter: w.s.Limiter, Bundle: w.s.Bundle,
		GoalListing: func(n int) string { return directory.DirectoryFilter{SDG: n}.URL(directory.DirectoryPath) }})
}

// directory: the directory's copy of a profile is updated by a job inserted with the change,
// and every company's by a periodic job and after a points table change. The public company
// page lists the company's services, its badge and the peer benchmark (docs/profile.md,
// "Company page sections"; docs/directory.md).
func (w *wiring) directory() {
	d, s, profiles := w.d, w.s, w.mods.Profiles
	dir := directory.NewService(directory.ServiceDeps{Pool: d.Pool, Reads: s.Reads, Profiles: profiles,
		Accounts: w.mods.Accounts, Uploads: s.Uploads, Jobs: s.Jobs, Mailer: s.Mailer, Audit: s.Audit, Signals: s.Signals, Now: d.Now})
	profiles.OnChangeTx(dir.QueueSync)
	jobs.Periodic(s.Jobs, directory.RefreshEvery, directory.RefreshArgs{})
	w.mods.Ratings.OnTableChange(func(ctx context.Context) {
		if err := s.Jobs.Insert(ctx, directory.RefreshArgs{}, nil); err != nil {
			web.Log(ctx).Error("directory: queue a refresh after a points table change", "err", err)
		}
	})
	dir.OnChange(w.pagesChanged)
	profiles.AddPageSections(dir.CompanyPageSections)
	// The peer benchmark (docs/directory.md): drawn each view on the company page (a rebuild moves all), and the rating page.
	profiles.AddLivePageSections(dir.BenchmarkSections())
	profiles.AddRatingPageSections(dir.OwnBenchmarkSections)
	w.mods.Directory = dir
}

func (w *wiring) directoryHandler() *directory.Handler {
	d, s := w.d, w.s
	return directory.New(directory.Deps{Guards: w.guards, Service: w.mods.Directory, Sessions: s.Sessions, Limiter: s.Limiter, Bundle: s.Bundle,
		BaseURL: d.Config.BaseURL, EmbedScript: s.Assets.Stable("badge-embed", time.Hour), Secret: d.Config.SessionSecret,
		PublicLimit: d.Config.PublicAPIPerMinute})
}

// blog: the companies' posts, which follow their company's changes.
func (w *wiring) blog() {
	d, s, profiles := w.d, w.s, w.mods.Profiles
	posts := blog.NewService(blog.ServiceDeps{Pool: d.Pool, Reads: s.Reads, Profiles: profiles, Accounts: w.mods.Accounts,
		Uploads: s.Uploads, Mailer: s.Mailer, Audit: s.Audit, Now: d.Now, Signals: s.Signals, Jobs: s.Jobs})
	// Posts written before summaries were kept get theirs (docs/blog.md, "Excerpts").
	jobs.Periodic(s.Jobs, blog.SummariesEvery, blog.SummariesArgs{})
	profiles.OnChange(posts.CompanyChanged)
	profiles.UseGreenRoom(posts) // the Green Room rule reads the blog's posts (docs/blog.md)
	posts.OnChange(w.pagesChanged)
	w.mods.Blog = posts
}

// vsmeHandler: the company's VSME reports (docs/vsme.md), prefilled from its profile;
// deleting the company deletes them (cascade). The figures a company chooses to publish are
// on its page and in the benchmark, so their changes drop those cached pages.
func (w *wiring) vsmeHandler() *vsme.Handler {
	d, s, profiles := w.d, w.s, w.mods.Profiles
	reports := vsme.NewService(vsme.ServiceDeps{Pool: d.Pool, Reads: s.Reads, ProfileOf: profiles.ProfileIDForUser, Now: d.Now,
		ProfileFacts: vsmeProfileFacts(profiles)})
	reports.OnChange(w.pagesChanged)
	h := vsme.New(vsme.Deps{Guards: w.guards, Service: reports, Sessions: s.Sessions, BaseURL: d.Config.BaseURL})
	profiles.AddPageSections(h.CompanyFigures)
	return h
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

// openAPIDocument merges every module's part of the API's description (docs/api.md).
func openAPIDocument(baseURL string) ([]byte, error) {
	return openapi.Merge("1.0", baseURL, map[string][]byte{"account": account.OpenAPI, "rating": rating.OpenAPI,
		"profile": profile.OpenAPI, "directory": directory.OpenAPI, "clientlog": clientlog.OpenAPI})
}
